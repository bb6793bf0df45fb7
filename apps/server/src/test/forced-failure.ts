import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

export type Statement = 'INSERT' | 'UPDATE' | 'DELETE';

/**
 * Makes every statement of one kind on one table fail (a trigger that raises, for each
 * statement, so even one that touches no row fails) until the returned function is called.
 * A write of several statements that fails half-way must leave nothing behind.
 */
export async function failEvery(
  db: Database,
  statement: Statement,
  table: string,
): Promise<() => Promise<void>> {
  const trigger = sql.identifier(`forced_${statement.toLowerCase()}_failure_on_${table}`);
  const target = sql.identifier(table);
  await db.execute(sql`
    create or replace function forced_failure() returns trigger language plpgsql as $$
    begin
      raise exception 'forced failure of % on %', tg_op, tg_table_name;
    end
    $$`);
  await db.execute(
    sql`create trigger ${trigger} before ${sql.raw(statement)} on ${target}
        for each statement execute function forced_failure()`,
  );
  return async () => {
    await db.execute(sql`drop trigger ${trigger} on ${target}`);
  };
}
