/** "Jan de Vries" → first name "Jan", last name "de Vries", as Twikey's invite wants them. */
export function splitAccountHolder(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/u);
  const [first = '', ...rest] = words;
  return rest.length === 0
    ? { firstName: '', lastName: first }
    : { firstName: first, lastName: rest.join(' ') };
}
