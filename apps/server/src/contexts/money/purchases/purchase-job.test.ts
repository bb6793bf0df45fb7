import { randomUUID } from 'node:crypto';
import { calendarDate } from '@bp/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositPurchases, jobRuns, sellOrders, transactions } from '../../../db/schema';
import { databaseKinds } from '../../../test/databases';
import { ADMIN, ADMIN2, BELEGGER, createTestApp, logIn, type TestApp } from '../../../test/harness';
import { logLines } from '../../../test/log-lines';
import { DEMO, demoFundOf } from '../../../test/portfolio';
import { verifyLedger } from '../../portfolio';
import { navPublicationJob } from '../nav-publication/publication-run';
import { bookReceivedDeposit } from './received-deposit';

const MARCH = calendarDate('2026-03-31');
const APRIL = calendarDate('2026-04-30');

/*
 * The back office's month end as the browser test admin-back-office.spec.ts drives it, the day
 * before the month's last day: the Dutch demo contract has its monthly € 300 of 1 March and a
 * € 1.000 top-up of today waiting for the NAV of 31 March, and the investor sells € 500 of it
 * for that dealing date. The second admin's approval of the NAV buys both deposits, each as a
 * group of the purchase job, and then executes the order.
 */
describe.each(databaseKinds())('the purchase job after a NAV approval on $name', (kind) => {
  let t: TestApp;
  const log = logLines();
  let topUp = 0;

  beforeAll(async () => {
    t = await createTestApp(kind, { logger: { level: 'info', stream: log.stream } });
    t.clock.advance(new Date('2026-03-30T09:00:00Z').getTime() - t.clock.now().getTime());
    topUp = await t.db.transaction((tx) =>
      bookReceivedDeposit(tx, DEMO.dutch, {
        date: calendarDate('2026-03-30'),
        kind: 'storting',
        amount: '1000.00',
      }),
    );
  });
  afterAll(() => t.close());

  const post = (url: string, payload: Record<string, unknown>, cookie: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { cookie, 'idempotency-key': randomUUID() },
    });

  it('buys both waiting deposits in their groups, then executes the sell order', async () => {
    const owner = await logIn(t.app, BELEGGER.email, BELEGGER.password);
    const order = await post(
      `/api/contracts/${DEMO.dutch}/sell-orders`,
      { password: BELEGGER.password, kind: 'bedrag', amount: '500' },
      owner,
    );
    expect(order.statusCode, order.body).toBe(201);
    const orderId = order.json<{ id: string }>().id;

    const waiting = await t.db
      .select({ depositId: depositPurchases.depositId, amount: transactions.amount })
      .from(depositPurchases)
      .innerJoin(transactions, eq(transactions.id, depositPurchases.depositId))
      .where(and(eq(depositPurchases.contractId, DEMO.dutch), isNull(depositPurchases.purchaseId)))
      .orderBy(asc(depositPurchases.depositId));
    const waitingIds = waiting.map((row) => row.depositId);
    // The € 300 of 1 March and the top-up.
    expect(waiting.map((row) => row.amount)).toEqual(['300.00', '1000.00']);
    expect(waitingIds[1]).toBe(topUp);

    // Placed after the cut-off for 31 March: the order is dealt at the NAV of 30 April.
    expect(order.json<{ dealingDate: string }>().dealingDate).toBe(APRIL);

    // The first admin proposes the NAVs of 31 March and 30 April at that of 28 February (one
    // request, as the CSV import does), the second approves them oldest first.
    const fund = await demoFundOf(t, DEMO.dutch);
    const admin = await logIn(t.app, ADMIN.email, ADMIN.password);
    const admin2 = await logIn(t.app, ADMIN2.email, ADMIN2.password);
    const proposed = await post(
      `/api/admin/funds/${fund.fundId}/prices`,
      { csv: [MARCH, APRIL].map((date) => `${fund.code};${date};${fund.nav}`).join('\n') },
      admin,
    );
    expect(proposed.statusCode, proposed.body).toBe(201);
    for (const { id } of proposed.json<{ items: { id: string }[] }>().items) {
      const approved = await post(`/api/admin/prices/${id}/approval`, {}, admin2);
      expect(approved.statusCode, approved.body).toBe(200);
    }
    await t.app.jobs.idle();
    await t.app.backgroundTasks.idle();
    await t.app.jobs.idle();

    const runs = await t.db
      .select({ date: jobRuns.businessDate, status: jobRuns.status, counts: jobRuns.counts })
      .from(jobRuns)
      .where(eq(jobRuns.job, navPublicationJob.name))
      .orderBy(asc(jobRuns.id));
    expect(runs).toEqual([
      {
        date: MARCH,
        status: 'succeeded',
        counts: expect.objectContaining({ bought: waiting.length, executed: 0, errors: 0 }),
      },
      {
        date: APRIL,
        status: 'succeeded',
        counts: expect.objectContaining({ bought: 0, executed: 1, errors: 0 }),
      },
    ]);
    // Each group was bought as a group: none fell back to buying its deposits one at a time
    // (the job's warnings reach this log, as the approvals' lines show).
    expect(log.lines.filter((line) => line.includes('NAV approved and published'))).toHaveLength(2);
    expect(log.lines.filter((line) => line.includes('group purchase failed'))).toEqual([]);

    const links = await t.db
      .select({
        depositId: depositPurchases.depositId,
        purchaseId: depositPurchases.purchaseId,
        tradeDate: transactions.tradeDate,
        kind: transactions.kind,
      })
      .from(depositPurchases)
      .leftJoin(transactions, eq(transactions.id, depositPurchases.purchaseId))
      .where(eq(depositPurchases.contractId, DEMO.dutch))
      .orderBy(asc(depositPurchases.depositId));
    const bought = links.filter((link) => waitingIds.includes(link.depositId));
    expect(bought.map(({ tradeDate, kind }) => ({ tradeDate, kind }))).toEqual(
      waiting.map(() => ({ tradeDate: MARCH, kind: 'aankoop' })),
    );
    expect(new Set(bought.map((link) => link.purchaseId)).size).toBe(waiting.length);

    const [executed] = await t.db.select().from(sellOrders).where(eq(sellOrders.id, orderId));
    expect(executed?.status).toBe('uitgevoerd');
    expect((await verifyLedger(t.db)).differences).toEqual([]);

    // Today is still 30 March: the purchases of 31 March are booked ahead of today, so today's
    // figures show the money as waiting, with the NAV that buys it; on 31 March it is invested.
    const figures = async () => {
      // A new session each time: the idle one of the sell order has lapsed by now.
      const cookie = await logIn(t.app, BELEGGER.email, BELEGGER.password);
      const response = await t.app.inject({
        url: `/api/contracts/${DEMO.dutch}`,
        headers: { cookie },
      });
      expect(response.statusCode, response.body).toBe(200);
      const [contract] =
        response.json<{ InAfwachtingVanAankoop: string; AankoopTegenKoersVan: string | null }[]>();
      return {
        waiting: contract?.InAfwachtingVanAankoop,
        boughtAt: contract?.AankoopTegenKoersVan,
      };
    };
    expect(await figures()).toEqual({ waiting: '1300.00', boughtAt: MARCH });
    t.clock.advance(24 * 60 * 60 * 1000);
    expect(await figures()).toEqual({ waiting: '0.00', boughtAt: null });
  });
});
