import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDate } from '@bp/domain';
import { funds } from '../../db/schema';
import { seedFunds } from '../../seed/portfolio-seed';
import { databaseKinds, type TestDatabase } from '../../test/databases';
import { sbFundAssumptions } from './sb-funds';

describe.each(databaseKinds())('the SB fund list on $name', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await kind.create();
    await seedFunds(database.handle.db, calendarDate('2026-11-24'));
  });
  afterAll(() => database.destroy());

  it('is read once and reused, and read again for a fund it does not know yet', async () => {
    const db = database.handle.db;
    const first = await sbFundAssumptions(db);
    expect(first.length).toBeGreaterThan(0);

    const [added] = await db
      .insert(funds)
      .values({
        code: 'SB-NIEUW',
        name: 'Nieuw fonds',
        productCode: 'SB',
        currency: 'EUR',
        inceptionDate: '2026-01-01',
        ongoingCosts: '0.006',
        entryCosts: '0.01',
        expectedReturn: '0.05',
        volatility: '0.1',
        questionnaireId: 1,
      })
      .returning({ id: funds.id });
    const addedId = added?.id ?? 0;

    // Reused: the same list, without the fund added since.
    expect(await sbFundAssumptions(db)).toBe(first);
    expect(await sbFundAssumptions(db, [first[0]?.id ?? 0])).toBe(first);
    // Named by a calculation: read again, and remembered from then on.
    const again = await sbFundAssumptions(db, [addedId]);
    expect(again.map((fund) => fund.id)).toContain(addedId);
    expect(await sbFundAssumptions(db)).toBe(again);
  });
});
