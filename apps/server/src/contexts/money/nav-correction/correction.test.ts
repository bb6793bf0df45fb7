import { randomUUID } from 'node:crypto';
import {
  bookDistribution,
  calendarDate,
  euro,
  NAV_CORRECTION_MESSAGES,
  unitsString,
} from '@bp/domain';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contractPositions,
  contracts,
  depositPurchases,
  fundPrices,
  mailOutbox,
  navCorrections,
  sellOrders,
  transactions,
  users,
} from '../../../db/schema';
import { insertOutboxMail } from '../../../mail/outbox-store';
import { databaseKinds } from '../../../test/databases';
import { failEvery } from '../../../test/forced-failure';
import { ADMIN, BELEGGER, createTestApp, logIn, type TestApp } from '../../../test/harness';
import { DEMO, get } from '../../../test/portfolio';
import { book, recordNavs, verifyLedger } from '../../portfolio';
import { purchaseJob } from '../purchases/purchase-job';
import { sellOrderJob } from '../sell-orders/sell-order-job';
import { correctPublishedNav, type NavCorrectionInput } from './correction';

/*
 * The NAV correction run (issue 22) on the seeded demo data: the Dutch contract's deposit of
 * 1 March waits for the NAV of 31 March, and an order to sell € 100 of it is placed on 2 March
 * (dealing date 31 March). The NAV of 31 March is published at 100, both are executed, and
 * then the NAV is corrected to 104.
 */

const D = calendarDate('2026-03-31');

describe.each(databaseKinds())('the NAV correction run on $name', (kind) => {
  let t: TestApp;
  let owner: string;
  let admin: string;
  let adminId: string;
  let fundId: number;
  let orderId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await logIn(t.app, BELEGGER.email, BELEGGER.password);
    const [dutch] = await t.db.select().from(contracts).where(eq(contracts.id, DEMO.dutch));
    if (!dutch) throw new Error('no Dutch demo contract');
    fundId = dutch.fundId;
    const [adminRow] = await t.db.select().from(users).where(eq(users.email, ADMIN.email));
    if (!adminRow) throw new Error('no admin');
    adminId = adminRow.id;
  });
  afterAll(() => t.close());

  const deps = () => ({
    clock: t.clock,
    mailContext: { productName: 'Beleggersportaal', publicUrl: 'https://portaal.example' },
    mailOutbox: {
      enqueue: async (
        db: Parameters<typeof insertOutboxMail>[0],
        mail: Parameters<typeof insertOutboxMail>[1],
      ) => {
        await insertOutboxMail(db, mail, t.clock.now());
      },
    },
  });
  const input = (nav: string): NavCorrectionInput => ({
    fundId,
    valuationDate: D,
    nav,
    correctedBy: adminId,
    reason: 'Koers verkeerd overgenomen van de administrateur',
    proposalId: null,
  });
  const bookingsOnD = () =>
    t.db
      .select({
        id: transactions.id,
        kind: transactions.kind,
        amount: transactions.amount,
        units: transactions.units,
        nav: transactions.nav,
        reversalOf: transactions.reversalOf,
        navCorrectionId: transactions.navCorrectionId,
      })
      .from(transactions)
      .where(and(eq(transactions.contractId, DEMO.dutch), eq(transactions.tradeDate, D)))
      .orderBy(asc(transactions.id));
  const ledgerHolds = async () => expect((await verifyLedger(t.db)).differences).toEqual([]);
  /** Everything a refused or failed correction must leave as it was. */
  const snapshot = async () => ({
    bookings: await t.db.select().from(transactions).orderBy(asc(transactions.id)),
    corrections: (await t.db.select({ n: count() }).from(navCorrections))[0]?.n,
    nav: await t.db
      .select()
      .from(fundPrices)
      .where(and(eq(fundPrices.fundId, fundId), eq(fundPrices.valuationDate, D))),
    orders: await t.db.select().from(sellOrders).orderBy(asc(sellOrders.id)),
    purchases: await t.db.select().from(depositPurchases).orderBy(asc(depositPurchases.depositId)),
    positions: await t.db
      .select()
      .from(contractPositions)
      .orderBy(asc(contractPositions.contractId)),
    mails: (await t.db.select({ n: count() }).from(mailOutbox))[0]?.n,
  });
  const unitsOf = async (contractId: number) => {
    const [row] = await t.db
      .select({ units: sql<string>`coalesce(sum(${transactions.units}), 0)::text` })
      .from(transactions)
      .where(eq(transactions.contractId, contractId));
    return unitsString(row?.units ?? '0');
  };

  it('prepares: a deposit bought and an order sold at the NAV of 31 March (100)', async () => {
    const placed = await t.app.inject({
      method: 'POST',
      url: `/api/contracts/${DEMO.dutch}/sell-orders`,
      headers: { cookie: owner, 'idempotency-key': randomUUID() },
      payload: { password: BELEGGER.password, kind: 'bedrag', amount: '100' },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    orderId = placed.json<{ id: string }>().id;
    t.clock.advance(new Date('2026-04-03T08:00:00Z').getTime() - t.clock.now().getTime());
    owner = await logIn(t.app, BELEGGER.email, BELEGGER.password);
    admin = await logIn(t.app, ADMIN.email, ADMIN.password);
    await recordNavs(t.db, [{ fundId, date: D, nav: '100.0000' }]);
    await t.app.jobs.run(purchaseJob, D);
    await t.app.jobs.run(sellOrderJob, calendarDate('2026-04-03'));
    const [order] = await t.db.select().from(sellOrders).where(eq(sellOrders.id, orderId));
    expect(order).toMatchObject({ status: 'uitgevoerd', executedNav: '100.0000', dealingDate: D });
    expect((await bookingsOnD()).map((row) => row.kind)).toEqual([
      'kosten',
      'aankoop',
      'verkoop',
      'kosten',
      'uitbetaling',
    ]);
    await ledgerHolds();
  });

  it('refuses a date without a published NAV, and an unchanged NAV: 409, nothing written', async () => {
    const before = await snapshot();
    await expect(
      correctPublishedNav(t.db, deps(), {
        ...input('10'),
        valuationDate: calendarDate('2026-04-30'),
      }),
    ).rejects.toMatchObject({ statusCode: 409, message: NAV_CORRECTION_MESSAGES.noNav });
    await expect(correctPublishedNav(t.db, deps(), input('100'))).rejects.toMatchObject({
      statusCode: 409,
      message: NAV_CORRECTION_MESSAGES.sameNav,
    });
    await expect(
      correctPublishedNav(t.db, deps(), { ...input('104'), reason: '  ' }),
    ).rejects.toMatchObject({ statusCode: 422 });
    expect(await snapshot()).toEqual(before);
  });

  it('leaves nothing behind when it fails half-way (the mail after every booking)', async () => {
    const before = await snapshot();
    const restore = await failEvery(t.db, 'INSERT', 'mail_outbox');
    try {
      await expect(correctPublishedNav(t.db, deps(), input('104'))).rejects.toThrow();
    } finally {
      await restore();
    }
    expect(await snapshot()).toEqual(before);
  });

  it('reverses the purchase and the sale and books them again at the corrected NAV', async () => {
    const originals = await bookingsOnD();
    const [position] = await t.db
      .select({ units: contractPositions.units })
      .from(contractPositions)
      .where(eq(contractPositions.contractId, DEMO.dutch));
    const result = await t.db.transaction((tx) => correctPublishedNav(tx, deps(), input('104')));
    expect(result).toMatchObject({
      previousNav: '100.0000',
      nav: '104.0000',
      contracts: 1,
      purchases: 1,
      sellOrders: 1,
      sellBacks: 0,
      reinvestments: 0,
      reversed: 5,
      rebooked: 5,
      mails: 1,
    });
    const [correction] = await t.db.select().from(navCorrections);
    expect(correction).toMatchObject({
      id: result.correctionId,
      fundId,
      valuationDate: D,
      previousNav: '100.0000',
      correctedNav: '104.0000',
      correctedBy: adminId,
      proposalId: null,
    });

    const rows = await bookingsOnD();
    expect(rows.slice(0, 5)).toEqual(originals);
    const reversals = rows.slice(5, 10);
    const rebooked = rows.slice(10);
    // Each original has its mirror: same kind, amount and NAV, the units negated.
    expect(reversals).toEqual(
      originals.map((original) => ({
        ...original,
        id: expect.any(Number),
        units: original.units === null ? null : unitsString(euro(original.units).negated()),
        reversalOf: original.id,
        navCorrectionId: result.correctionId,
      })),
    );
    // The deposit (€ 300, the seeded entry costs) and the order (€ 100, 1% exit costs) at 104.
    const [kosten, aankoop] = originals;
    const net = euro(aankoop?.amount ?? '0');
    const corrected = { reversalOf: null, navCorrectionId: result.correctionId };
    expect(rebooked.map(({ id: _id, ...row }) => row)).toEqual([
      { kind: 'kosten', amount: kosten?.amount, units: null, nav: null, ...corrected },
      {
        kind: 'aankoop',
        amount: aankoop?.amount,
        units: unitsString(net.dividedBy(104)),
        nav: '104.0000',
        ...corrected,
      },
      // 100 / 104 = 0,9615 units × 104 = € 100,00; 1% exit costs = € 1,00.
      { kind: 'verkoop', amount: '100.00', units: '-0.9615', nav: '104.0000', ...corrected },
      { kind: 'kosten', amount: '1.00', units: null, nav: null, ...corrected },
      { kind: 'uitbetaling', amount: '99.00', units: null, nav: null, ...corrected },
    ]);

    // The deposit, the order and the NAV point at the new bookings and figures.
    const [purchase] = await t.db
      .select()
      .from(depositPurchases)
      .where(eq(depositPurchases.purchaseId, rebooked[1]?.id ?? 0));
    expect(purchase?.contractId).toBe(DEMO.dutch);
    const [order] = await t.db.select().from(sellOrders).where(eq(sellOrders.id, orderId));
    expect(order).toMatchObject({
      status: 'uitgevoerd',
      saleId: rebooked[2]?.id,
      executedUnits: '0.9615',
      executedNav: '104.0000',
      grossProceeds: '100.00',
      exitCosts: '1.00',
      netProceeds: '99.00',
    });
    const [nav] = await t.db
      .select({ nav: fundPrices.nav })
      .from(fundPrices)
      .where(and(eq(fundPrices.fundId, fundId), eq(fundPrices.valuationDate, D)));
    expect(nav?.nav).toBe('104.0000');

    // The position holds the units at the new NAV.
    const unitsNow = await unitsOf(DEMO.dutch);
    const moved = (list: typeof rows) =>
      list.reduce((sum, row) => sum.plus(euro(row.units ?? '0')), euro(0));
    expect(unitsNow).toBe(
      unitsString(
        euro(position?.units ?? '0')
          .minus(moved(originals))
          .plus(moved(rebooked)),
      ),
    );
    const [after] = await t.db
      .select({ units: contractPositions.units, stale: contractPositions.stale })
      .from(contractPositions)
      .where(eq(contractPositions.contractId, DEMO.dutch));
    expect(after?.units).toBe(unitsNow);
    await ledgerHolds();

    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'nav-correction'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Correctie van de koers');
  });

  it('shows the reversals as "Correctie" in the transactions, the CSV and the history', async () => {
    const listed = (
      await get(t, `/api/contracts/${DEMO.dutch}/transacties?van=2026-03-31&tot=2026-03-31`, owner)
    ).json<{ data: { omschrijving: string; bedrag: string; participaties: string | null }[] }>();
    const corrections = listed.data.filter((row) => row.omschrijving.startsWith('Correctie: '));
    expect(corrections).toHaveLength(5);
    expect(corrections.every((row) => row.bedrag.startsWith('-'))).toBe(true);
    expect(corrections.map((row) => row.omschrijving)).toEqual([
      'Correctie: Instapkosten',
      'Correctie: Aankoop 2,9400 participaties tegen koers 100,0000',
      'Correctie: Verkoop 1,0000 participaties tegen koers 100,0000',
      'Correctie: Instapkosten',
      'Correctie: Uitbetaling op uw rekening',
    ]);
    const csv = await get(
      t,
      `/api/contracts/${DEMO.dutch}/transacties?van=2026-03-31&tot=2026-03-31&formaat=csv`,
      owner,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(
      '31-03-2026;Correctie: Aankoop participaties;Correctie: Aankoop 2,9400 participaties tegen koers 100,0000;-294,00;-2,9400;100,0000\r\n',
    );
    expect(csv.body).toContain(
      '31-03-2026;Aankoop participaties;Aankoop 2,8269 participaties tegen koers 104,0000;294,00;2,8269;104,0000\r\n',
    );
    expect(csv.body).toContain(
      'Correctie: Uitbetaling;Correctie: Uitbetaling op uw rekening;-99,00',
    );
    const history = (await get(t, `/api/contracts/${DEMO.dutch}/historie`, owner))
      .json<{ data: { datum: string; omschrijving: string }[] }>()
      .data.filter((event) => event.omschrijving.startsWith('Correctie: '));
    expect(history.map((event) => event.datum)).toEqual(Array(5).fill('2026-03-31'));
    // formatEuro writes a no-break space after the euro sign.
    expect(history.map((event) => event.omschrijving.replaceAll('\u00a0', ' '))).toEqual([
      'Correctie: Kosten € -6,00.',
      'Correctie: Aankoop participaties € -294,00 (-2,9400 participaties tegen koers 100,0000).',
      'Correctie: Verkoop participaties € -100,00 (1,0000 participaties tegen koers 100,0000).',
      'Correctie: Kosten € -1,00.',
      'Correctie: Uitbetaling € -99,00.',
    ]);
    // The rebooked sale is told as a sale at the corrected NAV.
    const lines = (await get(t, `/api/contracts/${DEMO.dutch}/historie`, owner))
      .json<{ data: { omschrijving: string }[] }>()
      .data.map((event) => event.omschrijving);
    expect(lines).toContain('0,9615 participaties verkocht tegen koers 104,0000.');
  });

  it('changes nothing a second time for the same NAV: refused with 409', async () => {
    const before = await snapshot();
    await expect(correctPublishedNav(t.db, deps(), input('104'))).rejects.toMatchObject({
      statusCode: 409,
      message: NAV_CORRECTION_MESSAGES.sameNav,
    });
    expect(await snapshot()).toEqual(before);
  });

  it('is refused with 409 once the order is in a payout batch, and writes nothing', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/payout-batches',
      headers: { cookie: admin },
    });
    expect(created.statusCode, created.body).toBe(201);
    const before = await snapshot();
    await expect(correctPublishedNav(t.db, deps(), input('103'))).rejects.toMatchObject({
      statusCode: 409,
      message: NAV_CORRECTION_MESSAGES.inPayoutBatch,
    });
    expect(await snapshot()).toEqual(before);
    await ledgerHolds();
  });

  it('reverses and rebooks a reinvested distribution at the corrected NAV too', async () => {
    const february = calendarDate('2026-02-28');
    const [published] = await t.db
      .select({ nav: fundPrices.nav })
      .from(fundPrices)
      .where(and(eq(fundPrices.fundId, fundId), eq(fundPrices.valuationDate, february)));
    if (!published) throw new Error('no NAV of 28 February');
    const reinvested = bookDistribution({
      date: february,
      unitsHeld: '100',
      amountPerUnit: '0.50',
      policy: 'herbeleggen',
      nav: published.nav,
    });
    if (!reinvested) throw new Error('nothing reinvested');
    await book(t.db, DEMO.dutch, [reinvested]);
    const corrected = unitsString(euro(published.nav).plus(2));
    const result = await correctPublishedNav(t.db, deps(), {
      ...input(corrected),
      valuationDate: february,
    });
    expect(result).toMatchObject({ reinvestments: 1, previousNav: published.nav });
    const rows = await t.db
      .select({
        amount: transactions.amount,
        units: transactions.units,
        nav: transactions.nav,
        reversalOf: transactions.reversalOf,
      })
      .from(transactions)
      .where(
        and(
          eq(transactions.contractId, DEMO.dutch),
          eq(transactions.tradeDate, february),
          eq(transactions.kind, 'herbelegging'),
        ),
      )
      .orderBy(asc(transactions.id));
    expect(rows).toHaveLength(3);
    const [original, reversal, rebooked] = rows;
    expect(reversal).toMatchObject({
      amount: '50.00',
      units: unitsString(euro(original?.units ?? '0').negated()),
      nav: published.nav,
    });
    expect(reversal?.reversalOf).not.toBeNull();
    expect(rebooked).toMatchObject({
      amount: '50.00',
      units: unitsString(euro(50).dividedBy(corrected)),
      nav: corrected,
      reversalOf: null,
    });
    await ledgerHolds();
  });
});
