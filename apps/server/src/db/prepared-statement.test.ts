import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PasswordHasher } from '../security/passwords';
import { DEMO_INVESTOR_ID } from '../seed/demo-accounts';
import { seedDemoData } from '../seed/seed';
import { ManualClock } from '../test/clock';
import { databaseKinds, type TestDatabase } from '../test/databases';
import { TEST_HASHING } from '../test/harness';
import { oncePerDatabase, preparedReads } from './prepared-statement';
import { contractPositions, contracts, funds } from './schema';

describe.each(databaseKinds())('prepared reads on $name', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await kind.create();
    await seedDemoData(database.handle.db, new PasswordHasher(TEST_HASHING), new ManualClock());
  });
  afterAll(() => database.destroy());

  // Dates, numerics, a timestamp, an enum and a left join that finds nothing (null, not {}).
  const statement = oncePerDatabase((db) =>
    preparedReads(db)
      .select({ contract: contracts, fund: funds, kept: contractPositions.contractId })
      .from(contracts)
      .innerJoin(funds, eq(funds.id, contracts.fundId))
      .leftJoin(contractPositions, sql`${contractPositions.contractId} = ${contracts.id} and false`)
      .where(eq(contracts.userId, sql.placeholder('userId')))
      .orderBy(contracts.id)
      .prepare('prepared_reads_test'),
  );

  it('answers exactly what the same query answers through drizzle, the values bound per call', async () => {
    const { db } = database.handle;
    const plain = await db
      .select({ contract: contracts, fund: funds, kept: contractPositions.contractId })
      .from(contracts)
      .innerJoin(funds, eq(funds.id, contracts.fundId))
      .leftJoin(contractPositions, sql`${contractPositions.contractId} = ${contracts.id} and false`)
      .where(eq(contracts.userId, DEMO_INVESTOR_ID))
      .orderBy(contracts.id);
    expect(plain.length).toBeGreaterThan(0);
    expect(await statement(db).execute({ userId: DEMO_INVESTOR_ID })).toEqual(plain);
    expect(await statement(db).execute({ userId: crypto.randomUUID() })).toEqual([]);
    expect(await statement(db).execute({ userId: DEMO_INVESTOR_ID })).toEqual(plain);
  });

  it('prepares the statement once, under a name, in the database itself', async () => {
    const { db, embedded } = database.handle;
    expect(statement(db)).toBe(statement(db));
    if (!embedded) {
      // node-postgres prepares drizzle's named query per connection.
      expect(preparedReads(db)).toBe(db);
      return;
    }
    expect(preparedReads(db)).not.toBe(db);
    const { rows } = await embedded.query<{ name: string }>(
      "select name from pg_prepared_statements where name like 'bp_read_%'",
    );
    expect(rows.length).toBeGreaterThan(0);
  });
});
