import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, type TestDatabase } from '../test/databases';
import { namedReads } from './named-reads';
import { sqlRows } from './sql-rows';

describe.each(databaseKinds())('named reads on $name', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await kind.create({ migrate: false });
  });
  afterAll(() => database.destroy());

  const read = (n: number) =>
    sql`select (${n}::int + 1)::text as next, 'named reads test' as marker, null as nothing`;

  it('answer what the same raw read answers through drizzle, the values bound per call', async () => {
    const { db } = database.handle;
    expect(await sqlRows(namedReads(db), read(1))).toEqual(await sqlRows(db, read(1)));
    expect(await sqlRows(namedReads(db), read(41))).toEqual([
      { next: '42', marker: 'named reads test', nothing: null },
    ]);
    expect(namedReads(db)).toBe(namedReads(db));
  });

  it('run as a statement the database keeps under a name', async () => {
    const { db } = database.handle;
    await sqlRows(namedReads(db), read(2));
    // The pattern is a value, so this read's own text never matches it.
    const kept = await sqlRows<{ name: string }>(
      namedReads(db),
      sql`select name from pg_prepared_statements where statement like ${'%named reads test%'}`,
    );
    expect(kept.map((row) => row.name)).toEqual([expect.stringMatching(/^bp_(named_)?read_\d+$/)]);
  });
});
