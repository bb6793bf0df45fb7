/** The ids a field's hint and error get, derived from the input id so pages can link to them. */
export function hintIdFor(inputId: string): string {
  return `${inputId}-hint`;
}

export function errorIdFor(inputId: string): string {
  return `${inputId}-error`;
}

/** Joins the ids for aria-describedby, leaving out the absent ones (undefined when none). */
export function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  const present = ids.filter((id): id is string => typeof id === 'string' && id.length > 0);
  return present.length > 0 ? present.join(' ') : undefined;
}
