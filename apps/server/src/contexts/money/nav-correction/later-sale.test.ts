import { bookRedemption, calendarDate, NAV_CORRECTION_MESSAGES } from '@bp/domain';
import { asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts, navCorrections, transactions, users } from '../../../db/schema';
import { insertOutboxMail } from '../../../mail/outbox-store';
import { databaseKinds } from '../../../test/databases';
import { ADMIN, createTestApp, type TestApp } from '../../../test/harness';
import { DEMO } from '../../../test/portfolio';
import { book, recordNavs, verifyLedger } from '../../portfolio';
import { purchaseJob } from '../purchases/purchase-job';
import { correctPublishedNav } from './correction';

/*
 * A correction that later bookings would not survive: the Dutch demo contract's March deposit
 * is bought at the NAV of 31 March (100), and on 30 April everything it holds is sold. A higher
 * NAV for 31 March would have bought fewer units than were sold: refused, nothing written.
 */
const MARCH = calendarDate('2026-03-31');
const APRIL = calendarDate('2026-04-30');

describe.each(databaseKinds())('a NAV correction before a later sale on $name', (kind) => {
  let t: TestApp;
  let fundId: number;
  let contractNumber: string;
  let adminId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const [dutch] = await t.db.select().from(contracts).where(eq(contracts.id, DEMO.dutch));
    const [admin] = await t.db.select().from(users).where(eq(users.email, ADMIN.email));
    if (!dutch || !admin) throw new Error('no demo data');
    fundId = dutch.fundId;
    contractNumber = dutch.contractNumber;
    adminId = admin.id;
  });
  afterAll(() => t.close());

  const unitsHeld = async () =>
    (
      await t.db
        .select({ units: sql<string>`coalesce(sum(${transactions.units}), 0)::text` })
        .from(transactions)
        .where(eq(transactions.contractId, DEMO.dutch))
    )[0]?.units ?? '0';

  it('refuses a higher NAV that would leave the later sale selling units never bought', async () => {
    t.clock.advance(new Date('2026-05-04T08:00:00Z').getTime() - t.clock.now().getTime());
    await recordNavs(t.db, [
      { fundId, date: MARCH, nav: '100.0000' },
      { fundId, date: APRIL, nav: '100.0000' },
    ]);
    await t.app.jobs.run(purchaseJob, MARCH);
    await book(
      t.db,
      DEMO.dutch,
      bookRedemption({ date: APRIL, units: await unitsHeld(), nav: '100.0000', exitCostRate: '0' }),
    );
    expect(Number(await unitsHeld())).toBe(0);
    const before = await t.db.select().from(transactions).orderBy(asc(transactions.id));

    await expect(
      correctPublishedNav(
        t.db,
        {
          clock: t.clock,
          mailContext: { productName: 'Beleggersportaal', publicUrl: 'https://portaal.example' },
          mailOutbox: {
            enqueue: async (db, mail) => {
              await insertOutboxMail(db, mail, t.clock.now());
            },
          },
        },
        {
          fundId,
          valuationDate: MARCH,
          nav: '150.0000',
          correctedBy: adminId,
          reason: 'Taxatie herzien',
          proposalId: null,
        },
      ),
    ).rejects.toMatchObject({
      statusCode: 409,
      message: NAV_CORRECTION_MESSAGES.laterSale(contractNumber),
    });
    expect(await t.db.select().from(transactions).orderBy(asc(transactions.id))).toEqual(before);
    expect((await t.db.select({ n: count() }).from(navCorrections))[0]?.n).toBe(0);
    expect((await verifyLedger(t.db)).differences).toEqual([]);
  });
});
