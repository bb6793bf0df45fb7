import { randomUUID } from 'node:crypto';
import {
  bookPurchase,
  bookRedemption,
  calendarDate,
  euro,
  FOUR_EYES_MESSAGES,
  NAV_PUBLICATION_MESSAGES,
} from '@bp/domain';
import { and, asc, count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fundPrices,
  funds,
  jobRuns,
  navProposals,
  sellOrders,
  transactions,
  users,
} from '../../../db/schema';
import { databaseKinds } from '../../../test/databases';
import { ADMIN, ADMIN2, BELEGGER, createTestApp, logIn, type TestApp } from '../../../test/harness';
import { DEMO, demoFundOf, expectProblem } from '../../../test/portfolio';
import { verifyLedger } from '../../portfolio';
import { navPublicationJob } from './publication-run';

/*
 * NAV publication under four eyes (issue 22) through the API on the seeded demo data (the test
 * clock starts on 2026-03-02; the funds' last NAV is that of 28 February). The Dutch demo
 * contract (1001) has its March deposit waiting for the NAV of 31 March; the German one (1002)
 * gets a sell order for that dealing date. One admin proposes, the other approves.
 */

type Body = Record<string, unknown>;
type Proposal = Body & { id: string; status: string; kind: string; proposedByMe: boolean };
const MARCH = calendarDate('2026-03-31');

describe.each(databaseKinds())('NAV publication on $name', (kind) => {
  let t: TestApp;
  let owner: string;
  let admin: string;
  let admin2: string;
  let dutch: { fundId: number; code: string; nav: string };
  let german: { fundId: number; code: string; nav: string };

  const logInAll = async () => {
    owner = await logIn(t.app, BELEGGER.email, BELEGGER.password);
    admin = await logIn(t.app, ADMIN.email, ADMIN.password);
    admin2 = await logIn(t.app, ADMIN2.email, ADMIN2.password);
  };
  const fundOf = (contractId: number) => demoFundOf(t, contractId);

  beforeAll(async () => {
    t = await createTestApp(kind);
    await logInAll();
    dutch = await fundOf(DEMO.dutch);
    german = await fundOf(DEMO.german);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: Body, cookie?: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
  const propose = (fundId: number, payload: Body, cookie = admin) =>
    post(`/api/admin/funds/${fundId}/prices`, payload, cookie);
  const approve = (id: string, cookie = admin2, payload: Body = {}) =>
    post(`/api/admin/prices/${id}/approval`, payload, cookie);
  const proposed = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ items: Proposal[] }>().items;
  };
  const proposalCount = async () =>
    (await t.db.select({ n: count() }).from(navProposals))[0]?.n ?? 0;
  const ledgerHolds = async () => expect((await verifyLedger(t.db)).differences).toEqual([]);
  /** A NAV `percent` % above the fund's NAV of 28 February, with a Dutch comma. */
  const above = (nav: string, percent: number) =>
    euro(nav)
      .times(1 + percent / 100)
      .toFixed(4)
      .replace('.', ',');

  it('refuses an anonymous caller (401) and an investor (403) on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/prices'],
      ['POST', `/api/admin/funds/${dutch.fundId}/prices`],
      ['POST', `/api/admin/prices/${randomUUID()}/approval`],
    ] as const) {
      const payload = method === 'GET' ? undefined : { valuationDate: '2026-03-31', nav: '1' };
      expect((await t.app.inject({ method, url, payload })).statusCode, url).toBe(401);
      const investor = await t.app.inject({ method, url, payload, headers: { cookie: owner } });
      expect(investor.statusCode, url).toBe(403);
    }
  });

  it('previews a CSV with Dutch commas and writes nothing; ±10% needs a reason (422 naming the row)', async () => {
    const csv = `fonds;datum;koers\r\n${dutch.code};31-03-2026;${above(dutch.nav, 12)}\r\n`;
    const preview = await propose(dutch.fundId, { csv, preview: true });
    expect(preview.statusCode, preview.body).toBe(200);
    const [row] = preview.json<{ rows: Body[] }>().rows;
    expect(row).toMatchObject({
      line: 2,
      valuationDate: '2026-03-31',
      nav: euro(dutch.nav).times(1.12).toFixed(4),
      previousNav: dutch.nav,
      change: '0.120000',
      flagged: true,
      kind: 'nieuw',
    });
    expect(row?.problems).toEqual([NAV_PUBLICATION_MESSAGES.flaggedNeedsReason('+12,00%')]);
    expect(await proposalCount()).toBe(0);

    const refused = await propose(dutch.fundId, { csv });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ message: string }>().message).toBe(
      NAV_PUBLICATION_MESSAGES.onLine(2, NAV_PUBLICATION_MESSAGES.flaggedNeedsReason('+12,00%')),
    );
    expect(await proposalCount()).toBe(0);
    const notMonthEnd = await propose(dutch.fundId, { valuationDate: '2026-03-30', nav: '10' });
    expect(notMonthEnd.statusCode).toBe(422);
    expect((await propose(999, { valuationDate: '2026-03-31', nav: '1' })).statusCode).toBe(404);
  });

  it('refuses proposals during an impersonation (403)', async () => {
    const [investor] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, BELEGGER.email));
    const started = await post(
      '/api/admin/impersonations',
      { investorId: investor?.id, reason: 'Vraag van de belegger over zijn inleg' },
      admin2,
    );
    expect(started.statusCode, started.body).toBe(201);
    const during = await propose(dutch.fundId, { valuationDate: '2026-03-31', nav: '1' }, admin2);
    expect(during.statusCode).toBe(403);
    const ended = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/impersonations/current',
      headers: { cookie: admin2 },
    });
    expect(ended.statusCode, ended.body).toBeLessThan(300);
    await logInAll();
  });

  it('publishes under four eyes, executing the waiting deposit and the sell order once', async () => {
    const order = await t.app.inject({
      method: 'POST',
      url: `/api/contracts/${DEMO.german}/sell-orders`,
      headers: { cookie: owner, 'idempotency-key': randomUUID() },
      payload: { password: BELEGGER.password, kind: 'participaties', units: '1' },
    });
    expect(order.statusCode, order.body).toBe(201);
    const orderId = order.json<{ id: string }>().id;
    t.clock.advance(new Date('2026-05-04T08:00:00Z').getTime() - t.clock.now().getTime());
    await logInAll();

    // No gap: April needs March first, in the same request or published.
    const gap = await propose(dutch.fundId, { valuationDate: '30-04-2026', nav: dutch.nav });
    expectProblem(gap, 422, NAV_PUBLICATION_MESSAGES.gap(MARCH));
    const marchNav = above(dutch.nav, 1);
    const [march, april] = proposed(
      await propose(dutch.fundId, {
        csv: `${dutch.code};2026-03-31;${marchNav}\n${dutch.code};30-04-2026;${above(dutch.nav, 2)}`,
      }),
    );
    if (!march || !april) throw new Error('two proposals expected');
    expect(march).toMatchObject({ status: 'voorgesteld', kind: 'nieuw', proposedByMe: true });
    const [germanMarch] = proposed(
      await propose(german.fundId, { valuationDate: '2026-03-31', nav: german.nav }),
    );
    if (!germanMarch) throw new Error('no German proposal');

    // The checker sees it as someone else's.
    const listed = await t.app.inject({
      url: `/api/admin/prices?status=voorgesteld&fundId=${dutch.fundId}`,
      headers: { cookie: admin2 },
    });
    expect(listed.json<{ items: Proposal[] }>().items.map((item) => item.proposedByMe)).toEqual([
      false,
      false,
    ]);

    expectProblem(await approve(march.id, admin), 403, FOUR_EYES_MESSAGES.ownProposal);
    expectProblem(await approve(april.id), 409, NAV_PUBLICATION_MESSAGES.previousUnpublished);
    expectProblem(await approve(randomUUID()), 404, FOUR_EYES_MESSAGES.notFound);

    const raced = await Promise.all([approve(march.id), approve(march.id)]);
    expect(raced.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const won = raced.find((response) => response.statusCode === 200)?.json<Proposal>();
    expect(won).toMatchObject({ status: 'gepubliceerd', approvedBy: ADMIN2.email });
    expect((await approve(germanMarch.id)).statusCode).toBe(200);
    await t.app.jobs.idle();
    await t.app.backgroundTasks.idle();
    await t.app.jobs.idle();

    const nav = marchNav.replace(',', '.');
    const [fund] = await t.db.select().from(funds).where(eq(funds.id, dutch.fundId));
    const bookedAtMarch = async (contractId: number) =>
      t.db
        .select({
          kind: transactions.kind,
          amount: transactions.amount,
          units: transactions.units,
          nav: transactions.nav,
        })
        .from(transactions)
        .where(and(eq(transactions.contractId, contractId), eq(transactions.tradeDate, MARCH)))
        .orderBy(asc(transactions.id));
    const dutchBooked = await bookedAtMarch(DEMO.dutch);
    const bought = dutchBooked.filter((row) => row.kind === 'aankoop');
    expect(bought).toHaveLength(1);
    expect(bought[0]?.nav).toBe(nav);
    const paid = euro(bought[0]?.amount ?? '0').plus(
      dutchBooked.find((row) => row.kind === 'kosten')?.amount ?? '0',
    );
    const expected = bookPurchase({
      date: MARCH,
      amount: paid.toFixed(2),
      entryCostRate: fund?.entryCosts ?? '0',
      nav,
    });
    expect(dutchBooked.map((row) => [row.kind, row.amount, row.units])).toEqual(
      expected.map((entry) => [entry.kind, entry.amount, entry.units ?? null]),
    );

    const [executed] = await t.db.select().from(sellOrders).where(eq(sellOrders.id, orderId));
    expect(executed?.status).toBe('uitgevoerd');
    const sale = bookRedemption({
      date: MARCH,
      units: '1.0000',
      nav: german.nav,
      exitCostRate: executed?.exitCostRate ?? '0',
    });
    expect(
      (await bookedAtMarch(DEMO.german)).map((row) => [row.kind, row.amount, row.units]),
    ).toEqual(sale.map((entry) => [entry.kind, entry.amount, entry.units ?? null]));

    // The runs were started by the approver, and another run changes nothing.
    const runs = await t.db
      .select({ startedBy: users.email, status: jobRuns.status })
      .from(jobRuns)
      .innerJoin(users, eq(users.id, jobRuns.startedBy))
      .where(eq(jobRuns.job, navPublicationJob.name));
    expect(runs.length).toBeGreaterThanOrEqual(2);
    expect(runs.every((run) => run.startedBy === ADMIN2.email)).toBe(true);
    const before = await t.db.select({ n: count() }).from(transactions);
    const again = await t.app.jobs.run(navPublicationJob, MARCH);
    expect(again).toMatchObject({ status: 'succeeded' });
    if (again.status !== 'skipped') expect(again.counts).toMatchObject({ bought: 0, executed: 0 });
    expect(await t.db.select({ n: count() }).from(transactions)).toEqual(before);
    await ledgerHolds();

    // April follows now, approved with the flag's reason not needed (a 1% change).
    expect((await approve(april.id)).statusCode).toBe(200);
    await t.app.jobs.idle();
    await ledgerHolds();
  });

  it('corrects a published NAV under four eyes: the purchase made at it is reversed and rebooked', async () => {
    const marchNav = async () =>
      (
        await t.db
          .select({ nav: fundPrices.nav })
          .from(fundPrices)
          .where(and(eq(fundPrices.fundId, dutch.fundId), eq(fundPrices.valuationDate, MARCH)))
      )[0]?.nav;
    const withoutReason = await propose(dutch.fundId, {
      valuationDate: '2026-03-31',
      nav: dutch.nav,
    });
    expectProblem(withoutReason, 422, NAV_PUBLICATION_MESSAGES.correctionNeedsReason);
    const [first] = proposed(
      await propose(dutch.fundId, {
        valuationDate: '2026-03-31',
        nav: above(dutch.nav, 0.5),
        reason: 'Taxatie herzien',
      }),
    );
    if (!first) throw new Error('no correction');
    expect(first).toMatchObject({ kind: 'correctie', proposalReason: 'Taxatie herzien' });

    // A newer proposal for the same date replaces the open one.
    const corrected = above(dutch.nav, 0.6);
    const [newer] = proposed(
      await propose(
        dutch.fundId,
        { valuationDate: '2026-03-31', nav: corrected, reason: 'Nieuwe taxatie' },
        admin2,
      ),
    );
    if (!newer) throw new Error('no newer correction');
    const statuses = await t.db
      .select({ id: navProposals.id, status: navProposals.status })
      .from(navProposals)
      .where(eq(navProposals.valuationDate, '2026-03-31'));
    expect(statuses).toEqual(
      expect.arrayContaining([
        { id: first.id, status: 'vervangen' },
        { id: newer.id, status: 'voorgesteld' },
      ]),
    );

    const before = await marchNav();
    expectProblem(
      await approve(newer.id, admin, {}),
      422,
      `Reden: ${FOUR_EYES_MESSAGES.reasonNeeded}`,
    );
    expect(await marchNav()).toBe(before);
    const approved = await approve(newer.id, admin, { reason: 'Gecontroleerd' });
    expect(approved.statusCode, approved.body).toBe(200);
    await t.app.jobs.idle();
    expect(await marchNav()).toBe(corrected.replace(',', '.'));

    const purchases = await t.db
      .select({ id: transactions.id, reversalOf: transactions.reversalOf, nav: transactions.nav })
      .from(transactions)
      .where(
        and(
          eq(transactions.contractId, DEMO.dutch),
          eq(transactions.tradeDate, MARCH),
          eq(transactions.kind, 'aankoop'),
        ),
      )
      .orderBy(asc(transactions.id));
    const [original, reversal, rebooked] = purchases;
    expect(purchases).toHaveLength(3);
    expect(reversal?.reversalOf).toBe(original?.id);
    expect(rebooked).toMatchObject({ reversalOf: null, nav: corrected.replace(',', '.') });
    await ledgerHolds();

    // Another correction stays open for the audit test below.
    proposed(
      await propose(dutch.fundId, {
        valuationDate: '2026-03-31',
        nav: above(dutch.nav, 0.7),
        reason: 'Nog een taxatie',
      }),
    );
  });

  it('keeps the proposals as the audit: no deletes, and no approval by the proposer', async () => {
    await expect(t.db.delete(navProposals)).rejects.toThrow();
    const [open] = await t.db
      .select()
      .from(navProposals)
      .where(eq(navProposals.status, 'voorgesteld'));
    if (!open) throw new Error('no open proposal');
    await expect(
      t.db
        .update(navProposals)
        .set({ status: 'gepubliceerd', approvedBy: open.proposedBy, approvedAt: new Date() })
        .where(eq(navProposals.id, open.id)),
    ).rejects.toThrow();
  });
});
