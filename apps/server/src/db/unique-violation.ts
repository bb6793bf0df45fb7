/**
 * Whether a database error (or one it wraps) is a unique violation (SQLSTATE 23505), on the
 * named constraint or index when one is given. The same on PGlite and PostgreSQL.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    const { code, constraint: name } = cause as Error & { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || name === constraint;
  }
  return false;
}
