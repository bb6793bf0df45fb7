import type { SQL } from 'drizzle-orm';
import type { Database } from './client';

/**
 * Rows of a raw SQL query, the same on PGlite and node-postgres (both answer `{ rows }`).
 * Select dates and numerics as text: the drivers would turn them into Dates and numbers.
 */
export async function sqlRows<Row extends Record<string, string | null>>(
  db: Database,
  query: SQL,
): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  if (typeof result !== 'object' || result === null || !('rows' in result)) {
    throw new Error('The driver answered without rows');
  }
  return (result as { rows: Row[] }).rows;
}
