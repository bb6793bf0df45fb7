import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/**
 * Inserts rows given as one JSON parameter, expanded by the database
 * (`jsonb_populate_recordset`), in the order given: a column the rows leave out takes its default
 * (an id from its sequence, in that order). `then` follows the insert (an ON CONFLICT clause).
 *
 * Why: the write path inserts hundreds of rows per statement (a month end's group of purchases,
 * the month rows of a rebuild). With a bind parameter per cell, drizzle types and binds each one
 * (20 bind parameters for each month row): more work in the server than the rows in the database.
 * Values travel as JSON: numerics and dates as their text, which PostgreSQL reads exactly.
 */
export async function insertJsonRows<Table extends PgTable>(
  db: Database,
  table: Table,
  rows: readonly Table['$inferInsert'][],
  then: SQL = sql``,
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.entries(getTableColumns(table)).filter(([key]) =>
    rows.some((row) => (row as Record<string, unknown>)[key] !== undefined),
  );
  const records = rows.map((row) =>
    Object.fromEntries(
      columns.map(([key, column]) => [column.name, (row as Record<string, unknown>)[key] ?? null]),
    ),
  );
  const names = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const type = sql.identifier(getTableName(table));
  await db.execute(sql`
    insert into ${table} (${names})
    select ${names} from jsonb_populate_recordset(null::${type}, ${JSON.stringify(records)}::jsonb)
      with ordinality as given order by given.ordinality
    ${then}`);
}
