import { randomUUID } from 'node:crypto';
import { SELL_ORDER_MESSAGES, calendarDate, euro, unitsString } from '@bp/domain';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contracts,
  fundPrices,
  mailOutbox,
  mandates,
  sandboxMandates,
  sellOrders,
  transactions,
} from '../../../db/schema';
import { databaseKinds } from '../../../test/databases';
import { ADMIN, ADMIN2, BELEGGER, createTestApp, logIn, type TestApp } from '../../../test/harness';
import { CONTRACT_NOT_FOUND, DEMO, expectProblem, get, sessions } from '../../../test/portfolio';
import { PASSWORD_CONFIRMATION_MESSAGES } from '../../identity';
import { book, verifyLedger } from '../../portfolio';
import { sellOrderJob } from './sell-order-job';

/*
 * Sell orders (issue 19) through the API on the seeded demo data, with the test app's clock
 * (2026-03-02 09:00 UTC; the funds' last NAV is that of 28 February). The German contract
 * (1002) has no monthly deposit; the Dutch one (1001) is collected on the 1st of each month.
 */

type Body = Record<string, unknown>;

describe.each(databaseKinds())('sell orders on $name', (kind) => {
  let t: TestApp;
  let owner: string;
  let other: string;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ owner, other } = await sessions(t));
    admin = await logIn(t.app, ADMIN.email, ADMIN.password);
  });
  afterAll(() => t.close());

  const order = (contractId: number, body: Body, key = randomUUID(), cookie = owner) =>
    t.app.inject({
      method: 'POST',
      url: `/api/contracts/${contractId}/sell-orders`,
      headers: { cookie, 'idempotency-key': key },
      payload: { password: BELEGGER.password, ...body },
    });
  const cancel = (contractId: number, orderId: string) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/contracts/${contractId}/sell-orders/${orderId}`,
      headers: { cookie: owner },
    });
  const quote = async (contractId: number, query = '') => {
    const response = await get(t, `/api/contracts/${contractId}/sell-orders/quote${query}`, owner);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Body & { unitsHeld: string; unitsSellable: string }>();
  };
  const listOf = async (contractId: number) =>
    (await get(t, `/api/contracts/${contractId}/sell-orders`, owner)).json<{ data: Body[] }>().data;
  /** Moves the clock and logs in again (sessions end with time). */
  const moveTo = async (moment: string) => {
    t.clock.advance(new Date(moment).getTime() - t.clock.now().getTime());
    owner = await logIn(t.app, BELEGGER.email, BELEGGER.password);
    admin = await logIn(t.app, ADMIN.email, ADMIN.password);
  };
  const ledgerHolds = async () => expect((await verifyLedger(t.db)).differences).toEqual([]);
  const created = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Body & { id: string }>();
  };
  async function cancelAllOpen(contractId: number) {
    for (const item of await listOf(contractId)) {
      if (item.cancellable)
        expect((await cancel(contractId, String(item.id))).statusCode).toBe(204);
    }
  }

  it('answers 401 without a session and 404 for another investor’s contract', async () => {
    const anonymous = await t.app.inject({ url: `/api/contracts/${DEMO.german}/sell-orders` });
    expect(anonymous.statusCode).toBe(401);
    expectProblem(
      await order(DEMO.german, { kind: 'alles' }, randomUUID(), other),
      404,
      CONTRACT_NOT_FOUND,
    );
    expectProblem(
      await get(t, `/api/contracts/${DEMO.german}/sell-orders/quote`, other),
      404,
      CONTRACT_NOT_FOUND,
    );
  });

  it('quotes the holding, the schedule and the estimate at the latest NAV', async () => {
    const facts = await quote(DEMO.german);
    expect(facts).toMatchObject({
      dealingDate: '2026-03-31',
      cancellableUntil: '2026-03-27T13:00:00.000Z',
      // Five business days after 31 March, over Good Friday and Easter Monday 2026.
      settlementDate: '2026-04-09',
      navDate: '2026-02-28',
      unitsInRefundPeriod: '0.0000',
      unitsInOpenOrders: '0.0000',
      exitCostRate: '0.0100',
      minimumHolding: '1000.00',
      redemptionsSuspended: false,
      iban: 'NL•• •••• •••• ••43 00',
      estimate: null,
      problems: [],
    });
    expect(facts.unitsSellable).toBe(facts.unitsHeld);
    const ten = await quote(DEMO.german, '?kind=participaties&units=10');
    const nav = euro(String(facts.nav));
    const gross = nav.times(10).toDecimalPlaces(2);
    expect(ten.estimate).toEqual({
      nav: facts.nav,
      navDate: '2026-02-28',
      units: '10.0000',
      grossProceeds: gross.toFixed(2),
      exitCosts: gross.times('0.01').toDecimalPlaces(2).toFixed(2),
      netProceeds: gross.minus(gross.times('0.01').toDecimalPlaces(2)).toFixed(2),
    });
    // Leaving less than € 1.000: the page offers to sell everything.
    const most = euro(facts.unitsHeld).minus(1).toFixed(4);
    const nearlyAll = await quote(DEMO.german, `?kind=participaties&units=${most}`);
    expect(nearlyAll.remainderBelowMinimum).toBe(true);
    expect(nearlyAll.problems).toHaveLength(1);
    expect((nearlyAll.problems as string[])[0]).toMatch(
      /minder dan €\s1\.000,00 in het contract over/,
    );
  });

  it('refuses a sold contract and an unpaid one (409), and a wrong password (422)', async () => {
    expectProblem(
      await order(DEMO.loansFundSold, { kind: 'alles' }),
      409,
      SELL_ORDER_MESSAGES.contractSold,
    );
    expectProblem(
      await order(DEMO.american, { kind: 'alles' }),
      409,
      SELL_ORDER_MESSAGES.contractUnpaid,
    );
    expectProblem(
      await order(DEMO.german, { kind: 'alles', password: 'Verkeerd-wachtwoord-1' }),
      422,
      PASSWORD_CONFIRMATION_MESSAGES.wrongPassword,
    );
    const noKey = await t.app.inject({
      method: 'POST',
      url: `/api/contracts/${DEMO.german}/sell-orders`,
      headers: { cookie: owner },
      payload: { kind: 'alles', password: BELEGGER.password },
    });
    expect(noKey.statusCode).toBe(422);
    expect(await listOf(DEMO.german)).toEqual([]);
  });

  it('refuses more units than held, and units bought with a debit of the last 56 days', async () => {
    const { unitsHeld } = await quote(DEMO.german);
    const tooMany = await order(DEMO.german, {
      kind: 'participaties',
      units: euro(unitsHeld).plus('0.0001').toFixed(4),
    });
    expectProblem(
      tooMany,
      422,
      `U kunt nu hoogstens ${formatNl(unitsHeld)} participaties verkopen.`,
    );

    const dutch = await quote(DEMO.dutch);
    expect(euro(dutch.unitsInRefundPeriod as string).gt(0)).toBe(true);
    expect(dutch.unitsSellable).toBe(
      unitsString(euro(dutch.unitsHeld).minus(euro(dutch.unitsInRefundPeriod as string))),
    );
    const everything = await order(DEMO.dutch, { kind: 'alles' });
    expect(everything.statusCode).toBe(422);
    expect(everything.json().message).toContain('afgelopen 56 dagen');
    const justOver = await order(DEMO.dutch, {
      kind: 'participaties',
      units: euro(dutch.unitsSellable).plus('0.0001').toFixed(4),
    });
    expect(justOver.statusCode).toBe(422);
    expect(justOver.json().message).toContain('afgelopen 56 dagen');
  });

  it('never lets two racing orders together sell more than is held', async () => {
    const { unitsHeld } = await quote(DEMO.german);
    const share = euro(unitsHeld).times('0.6').toDecimalPlaces(4).toFixed(4);
    const answers = await Promise.all([
      order(DEMO.german, { kind: 'participaties', units: share }),
      order(DEMO.german, { kind: 'participaties', units: share }),
      order(DEMO.german, { kind: 'alles' }),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 422)).toHaveLength(2);
    const open = await listOf(DEMO.german);
    const reserved = open.reduce((sum, item) => sum.plus(euro(String(item.units))), euro(0));
    expect(reserved.lte(euro(unitsHeld))).toBe(true);
    await cancelAllOpen(DEMO.german);
  });

  it('answers the same order for the same Idempotency-Key, never a second one', async () => {
    const key = randomUUID();
    const first = created(await order(DEMO.german, { kind: 'bedrag', amount: '2000' }, key));
    const again = await order(DEMO.german, { kind: 'bedrag', amount: 2000 }, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first);
    const [both] = await Promise.all([
      order(DEMO.german, { kind: 'bedrag', amount: '2000' }, key),
      order(DEMO.german, { kind: 'bedrag', amount: '2000' }, key),
    ]);
    expect(both.json().id).toBe(first.id);
    const rows = await t.db.select().from(sellOrders).where(eq(sellOrders.idempotencyKey, key));
    expect(rows).toHaveLength(1);
    expectProblem(
      await order(DEMO.german, { kind: 'bedrag', amount: '2500' }, key),
      422,
      SELL_ORDER_MESSAGES.idempotencyKeyReused,
    );
    const mails = await t.db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'sell-order-received'));
    expect(mails.length).toBeGreaterThanOrEqual(1);
    await cancelAllOpen(DEMO.german);
  });

  it('takes the dealing date from the moment of receipt: 13:59 this month end, 14:01 the next', async () => {
    await moveTo('2026-03-27T12:59:00Z');
    const before = created(await order(DEMO.german, { kind: 'participaties', units: '1' }));
    expect(before).toMatchObject({
      status: 'ingediend',
      dealingDate: '2026-03-31',
      cancellableUntil: '2026-03-27T13:00:00.000Z',
      settlementDate: '2026-04-09',
      receivedAt: '2026-03-27T12:59:00.000Z',
      cancellable: true,
    });
    await moveTo('2026-03-27T13:01:00Z');
    const after = created(await order(DEMO.german, { kind: 'participaties', units: '1' }));
    // 30 April 2026 is a Thursday; two business days back is Tuesday 28 April, summer time.
    expect(after).toMatchObject({
      dealingDate: '2026-04-30',
      cancellableUntil: '2026-04-28T12:00:00.000Z',
      // 1 May is a TARGET2 holiday.
      settlementDate: '2026-05-08',
    });
    // The first order's cut-off has passed: no cancel any more (409), the second one may go.
    expectProblem(await cancel(DEMO.german, before.id), 409, SELL_ORDER_MESSAGES.cancelAfterCutOff);
    expect((await cancel(DEMO.german, after.id)).statusCode).toBe(204);
    expectProblem(await cancel(DEMO.german, after.id), 409, SELL_ORDER_MESSAGES.cannotCancel);
    expectProblem(await cancel(DEMO.german, randomUUID()), 404, SELL_ORDER_MESSAGES.orderNotFound);
    const [newest, oldest] = await listOf(DEMO.german);
    expect(newest).toMatchObject({ id: after.id, status: 'geannuleerd', cancellable: false });
    expect(oldest).toMatchObject({ id: before.id, status: 'ingediend', cancellable: false });
    // The job locks it.
    await t.app.jobs.run(sellOrderJob, calendarDate('2026-03-28'));
    const locked = (await listOf(DEMO.german)).find((item) => item.id === before.id);
    expect(locked).toMatchObject({ status: 'in-behandeling' });
    await ledgerHolds();
  });

  it('executes once at the NAV of the dealing date, booking proceeds and exit costs', async () => {
    const [pending] = (await listOf(DEMO.german)).filter(
      (item) => item.status === 'in-behandeling',
    );
    if (!pending) throw new Error('the previous test left no order');
    await moveTo('2026-04-03T08:00:00Z');
    // Four eyes (issue 22): one administrator proposes the NAV, the other approves it, which
    // publishes it and executes the orders of its dealing date.
    const url = `/api/admin/funds/2/prices`;
    const [german] = await t.db.select().from(contracts).where(eq(contracts.id, DEMO.german));
    const fundUrl = `/api/admin/funds/${german?.fundId}/prices`;
    const payload = { valuationDate: '2026-03-31', nav: '100.0000', reason: 'Taxatie' };
    const investor = await t.app.inject({
      method: 'POST',
      url,
      headers: { cookie: owner },
      payload,
    });
    expect(investor.statusCode).toBe(403);
    const notMonthEnd = await t.app.inject({
      method: 'POST',
      url: fundUrl,
      headers: { cookie: admin },
      payload: { ...payload, valuationDate: '2026-03-30' },
    });
    expect(notMonthEnd.statusCode).toBe(422);
    const added = await t.app.inject({
      method: 'POST',
      url: fundUrl,
      headers: { cookie: admin },
      payload,
    });
    expect(added.statusCode, added.body).toBe(201);
    const [proposal] = added.json<{ items: { id: string }[] }>().items;
    const admin2 = await logIn(t.app, ADMIN2.email, ADMIN2.password);
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/prices/${proposal?.id}/approval`,
      headers: { cookie: admin2 },
      payload: { reason: 'Gecontroleerd' },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    await t.app.jobs.idle();
    await t.app.backgroundTasks.idle();

    const executed = (await listOf(DEMO.german)).find((item) => item.id === pending.id);
    expect(executed).toMatchObject({
      status: 'uitgevoerd',
      executed: {
        units: '1.0000',
        nav: '100.0000',
        grossProceeds: '100.00',
        exitCosts: '1.00',
        netProceeds: '99.00',
      },
    });
    // A second run sells nothing more.
    await t.app.jobs.run(sellOrderJob, calendarDate('2026-04-03'));
    const sales = await t.db
      .select({
        kind: transactions.kind,
        amount: transactions.amount,
        units: transactions.units,
        date: transactions.tradeDate,
      })
      .from(transactions)
      .where(
        and(eq(transactions.contractId, DEMO.german), gt(transactions.tradeDate, '2026-03-01')),
      )
      .orderBy(asc(transactions.id));
    expect(sales).toEqual([
      { kind: 'verkoop', amount: '100.00', units: '-1.0000', date: '2026-03-31' },
      { kind: 'kosten', amount: '1.00', units: null, date: '2026-03-31' },
      { kind: 'uitbetaling', amount: '99.00', units: null, date: '2026-03-31' },
    ]);
    await ledgerHolds();
    const history = (await get(t, `/api/contracts/${DEMO.german}/historie`, owner))
      .json<{ data: { omschrijving: string }[] }>()
      .data.map((event) => event.omschrijving);
    expect(history.some((line) => line.startsWith('Verkoopopdracht ontvangen'))).toBe(true);
    expect(history.some((line) => line.startsWith('Verkoopopdracht in behandeling'))).toBe(true);
    expect(history.some((line) => line.startsWith('Verkoopopdracht uitgevoerd'))).toBe(true);
  });

  it('rejects an order whose units went meanwhile, and closes a contract sold entirely', async () => {
    await moveTo('2026-04-06T08:00:00Z');
    const { unitsHeld } = await quote(DEMO.german);
    const part = created(await order(DEMO.german, { kind: 'bedrag', amount: '1000' }));
    expect(part.dealingDate).toBe('2026-04-30');
    // Units leave another way before the dealing date (as a sell-back of a reversal would).
    await book(t.db, DEMO.german, [
      {
        date: calendarDate('2026-04-10'),
        kind: 'verkoop',
        amount: euro(unitsHeld).times(100).toFixed(2),
        units: `-${unitsHeld}`,
        nav: '100.0000',
      },
      {
        date: calendarDate('2026-04-10'),
        kind: 'uitbetaling',
        amount: euro(unitsHeld).times(100).toFixed(2),
        units: null,
        nav: null,
      },
    ]);
    await t.db
      .insert(fundPrices)
      .values({ fundId: await fundOf(DEMO.german), valuationDate: '2026-04-30', nav: '101.0000' });
    await moveTo('2026-05-04T08:00:00Z');
    await t.app.jobs.run(sellOrderJob, calendarDate('2026-05-04'));
    expect((await listOf(DEMO.german)).find((item) => item.id === part.id)).toMatchObject({
      status: 'afgewezen',
      reason: 'onvoldoende-participaties',
      executed: null,
    });
    await ledgerHolds();

    // Everything of the Dutch contract, once its last debit is out of the refund period.
    await moveTo('2026-04-27T08:00:00Z');
    const dutch = await quote(DEMO.dutch);
    if (euro(dutch.unitsInRefundPeriod as string).gt(0)) {
      await moveTo('2026-05-27T08:00:00Z');
    }
    const all = created(await order(DEMO.dutch, { kind: 'alles' }));
    await t.db
      .insert(fundPrices)
      .values({
        fundId: await fundOf(DEMO.dutch),
        valuationDate: String(all.dealingDate),
        nav: '50.0000',
      })
      .onConflictDoNothing();
    await moveTo('2026-07-03T08:00:00Z');
    await t.app.jobs.run(sellOrderJob, calendarDate('2026-07-03'));
    expect((await listOf(DEMO.dutch))[0]).toMatchObject({ status: 'uitgevoerd' });
    const [closed] = await t.db.select().from(contracts).where(eq(contracts.id, DEMO.dutch));
    expect(closed).toMatchObject({
      status: 'verkocht',
      endDate: all.dealingDate,
      periodicDeposit: null,
    });
    // Its signed mandate is cancelled here and at the (sandbox) provider: nothing more to collect.
    const mandatesOfDutch = await t.db
      .select({ status: mandates.status, number: mandates.providerMandateNumber })
      .from(mandates)
      .where(eq(mandates.contractId, DEMO.dutch));
    expect(mandatesOfDutch.length).toBeGreaterThan(0);
    expect(mandatesOfDutch.map((mandate) => mandate.status)).toEqual(
      mandatesOfDutch.map(() => 'cancelled'),
    );
    const atProvider = await t.db
      .select({ state: sandboxMandates.state })
      .from(sandboxMandates)
      .where(
        inArray(
          sandboxMandates.mandateNumber,
          mandatesOfDutch.map((mandate) => mandate.number),
        ),
      );
    expect(atProvider.map((mandate) => mandate.state)).toEqual(atProvider.map(() => 'cancelled'));
    expect(atProvider.length).toBeGreaterThan(0);
    expectProblem(
      await get(t, `/api/contracts/${DEMO.dutch}/sell-orders/quote`, owner),
      409,
      SELL_ORDER_MESSAGES.contractSold,
    );
    expectProblem(
      await order(DEMO.dutch, { kind: 'alles' }),
      409,
      SELL_ORDER_MESSAGES.contractSold,
    );
    await ledgerHolds();
  });

  async function fundOf(contractId: number): Promise<number> {
    const [row] = await t.db
      .select({ fundId: contracts.fundId })
      .from(contracts)
      .where(eq(contracts.id, contractId));
    if (!row) throw new Error('no contract');
    return row.fundId;
  }
});

/** "12,3456" as the Dutch messages write units, with thousands separated. */
function formatNl(units: string): string {
  return new Intl.NumberFormat('nl-NL', {
    minimumFractionDigits: 4,
    maximumFractionDigits: 4,
  }).format(Number(units));
}
