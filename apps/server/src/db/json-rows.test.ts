import { sql } from 'drizzle-orm';
import { integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, type TestDatabase } from '../test/databases';
import { insertJsonRows } from './json-rows';
import { sqlRows } from './sql-rows';

const entries = pgTable('json_rows_test', {
  id: serial('id').primaryKey(),
  account: integer('account').notNull(),
  amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
  note: text('note').default('geen'),
});

describe.each(databaseKinds())('rows inserted as JSON on $name', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await kind.create({ migrate: false });
    await database.handle.db.execute(sql`
      create table json_rows_test (
        id serial primary key, account integer not null unique,
        amount numeric(14, 2) not null, note text default 'geen')`);
  });
  afterAll(() => database.destroy());

  const stored = () =>
    sqlRows(
      database.handle.db,
      sql`select id::text, account::text, amount::text, note from json_rows_test order by id`,
    );

  it('inserts in the order given, ids from the sequence, defaults where a column is left out, amounts exact', async () => {
    const { db } = database.handle;
    await insertJsonRows(db, entries, [
      { account: 3, amount: '999999999999.99' },
      { account: 1, amount: '0.01' },
      { account: 2, amount: '-1250.50' },
    ]);
    expect(await stored()).toEqual([
      { id: '1', account: '3', amount: '999999999999.99', note: 'geen' },
      { id: '2', account: '1', amount: '0.01', note: 'geen' },
      { id: '3', account: '2', amount: '-1250.50', note: 'geen' },
    ]);
  });

  it('runs the clause that follows, and inserts nothing for no rows', async () => {
    const { db } = database.handle;
    await insertJsonRows(
      db,
      entries,
      [{ account: 1, amount: '5.00', note: 'bijgewerkt' }],
      sql`on conflict (account) do update set amount = excluded.amount, note = excluded.note`,
    );
    await insertJsonRows(db, entries, []);
    expect((await stored()).find((row) => row.account === '1')).toEqual({
      id: '2',
      account: '1',
      amount: '5.00',
      note: 'bijgewerkt',
    });
    expect(await stored()).toHaveLength(3);
  });

  it('changes nothing when one row is refused', async () => {
    const { db } = database.handle;
    await expect(
      insertJsonRows(db, entries, [
        { account: 10, amount: '1.00' },
        { account: 10, amount: '2.00' },
      ]),
    ).rejects.toThrow();
    expect(await stored()).toHaveLength(3);
  });
});
