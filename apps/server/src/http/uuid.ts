const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a path or query value can be a uuid: checked before a query, so an id that cannot
 * exist is a 404 rather than a database error on the uuid cast.
 */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
