import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PasswordHasher } from '../security/passwords';
import { DEMO_INVESTOR_ID } from '../seed/demo-accounts';
import { seedDemoData } from '../seed/seed';
import { ManualClock } from '../test/clock';
import { databaseKinds, type TestDatabase } from '../test/databases';
import { TEST_HASHING } from '../test/harness';
import { packedRows } from './packed-rows';
import { oncePerDatabase, preparedReads } from './prepared-statement';
import { contractPositions, contracts, funds } from './schema';

const PACKED = packedRows(
  {
    id: contracts.id,
    description: contracts.description,
    fundName: funds.name,
    startDate: contracts.startDate,
    initialDeposit: contracts.initialDeposit,
    periodicDeposit: contracts.periodicDeposit,
    // Text that would break any separator: commas, semicolons, quotes, a backslash, accents.
    awkward: sql`'a,b;c "d" \\ é' || ${contracts.id}`,
    nothing: contractPositions.contractId,
  },
  contracts.id,
);

describe.each(databaseKinds())('packed rows on $name', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await kind.create();
    await seedDemoData(database.handle.db, new PasswordHasher(TEST_HASHING), new ManualClock());
  });
  afterAll(() => database.destroy());

  const statement = oncePerDatabase((db) =>
    preparedReads(db)
      .select({ packed: PACKED.packed })
      .from(contracts)
      .innerJoin(funds, eq(funds.id, contracts.fundId))
      .leftJoin(contractPositions, sql`${contractPositions.contractId} = ${contracts.id} and false`)
      .where(eq(contracts.userId, sql.placeholder('userId')))
      .prepare('packed_rows_test'),
  );

  it('reads every value as the text the database shows, in order, nulls as null', async () => {
    const { db } = database.handle;
    const [found] = await statement(db).execute({ userId: DEMO_INVESTOR_ID });
    const rows = PACKED.unpack(found?.packed ?? null);
    const expected = await db
      .select({
        id: sql<string>`${contracts.id}::text`,
        description: contracts.description,
        fundName: funds.name,
        startDate: contracts.startDate,
        initialDeposit: contracts.initialDeposit,
        periodicDeposit: contracts.periodicDeposit,
      })
      .from(contracts)
      .innerJoin(funds, eq(funds.id, contracts.fundId))
      .where(eq(contracts.userId, DEMO_INVESTOR_ID))
      .orderBy(contracts.id);
    expect(rows).toEqual(
      expected.map((row) => ({
        ...row,
        awkward: `a,b;c "d" \\ é${row.id}`,
        nothing: null,
      })),
    );
    expect(rows.some((row) => row.periodicDeposit === null)).toBe(true);
    expect(rows.every((row) => row.initialDeposit?.endsWith('.00'))).toBe(true);
  });

  it('reads no rows as an empty list', async () => {
    const [found] = await statement(database.handle.db).execute({
      userId: '00000000-0000-4000-8000-000000000000',
    });
    expect(found?.packed ?? null).toBeNull();
    expect(PACKED.unpack(found?.packed ?? null)).toEqual([]);
  });

  it('refuses text that is not packed rows of its columns', () => {
    expect(() => PACKED.unpack('{}')).toThrow();
    expect(() => PACKED.unpack('[["1"]]')).toThrow();
    expect(() => PACKED.unpack('[[1,"a","b","c","d","e","f",null]]')).toThrow();
  });
});
