import { bookPurchase, bookSellBack, bookStorno, calendarDate } from '@bp/domain';
import DecimalJs from 'decimal.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../test/databases';
import { createTestApp, type TestApp } from '../../../test/harness';
import { payFirstDeposit } from '../../../test/paid-deposit';
import { DEMO, get, sessions, type Sessions } from '../../../test/portfolio';
import { sqlRows } from '../../../test/sql-rows';
import { book } from '../positions/book';
import { verifyLedger } from '../positions/verify';

/** decimal.js straight from the library, with enough digits to chain 60 months exactly. */
const Decimal = DecimalJs.clone({ precision: 40 });

/**
 * The numbers agree everywhere: value, result and returns of demo contracts recomputed by a
 * route that shares nothing with the service — plain SQL over the stored bookings and NAVs,
 * and a chain-link loop and a Modified Dietz sum written out here with decimal.js. Money
 * received and not yet invested (the deposits minus what entry costs and purchases spent, plus
 * sale proceeds not paid out) counts in the value at its amount.
 */
describe.each(databaseKinds())('independent recomputation on $name', (kind) => {
  let t: TestApp;
  let s: Sessions;
  beforeAll(async () => {
    t = await createTestApp(kind);
    // The American contract's first deposit is paid and waits for the month-end NAV.
    await payFirstDeposit(t, DEMO.american);
    s = await sessions(t);
  });
  afterAll(() => t.close());

  /**
   * Money in the contract outside units: received, minus costs and purchases, plus sales, and
   * the administrator's settlement of a sell-back (in when the sale fell short, out when not).
   */
  const CASH = sql.raw(`case
    when kind in ('storting', 'periodieke-storting', 'verkoop', 'verrekening-bij') then amount
    when kind in ('kosten', 'aankoop', 'uitbetaling', 'storno', 'verrekening-af') then -amount
    else 0 end`);

  async function valueAndResultBySql(contractId: number) {
    const [row] = await sqlRows<{
      value: string;
      result: string;
      deposits: string;
      cash: string;
    }>(
      t.db,
      sql`
        with position as (
          select c.id, c.fund_id,
            coalesce(sum(tx.units), 0) as units,
            coalesce(sum(${CASH}), 0) as cash,
            coalesce(sum(tx.amount) filter (where tx.kind in ('storting', 'periodieke-storting')), 0) as deposits,
            coalesce(sum(tx.amount) filter (where tx.kind in ('uitbetaling', 'storno')), 0) as withdrawals,
            coalesce(sum(tx.amount) filter (where tx.kind = 'uitkering'), 0) as distributions
          from contracts c left join transactions tx on tx.contract_id = c.id
          where c.id = ${contractId}
          group by c.id
        ), valued as (
          select p.*, round(p.units * coalesce((
            select nav from fund_prices where fund_id = p.fund_id order by valuation_date desc limit 1
          ), 0), 2) + p.cash as value
          from position p
        )
        select value::text as value, deposits::text as deposits, cash::text as cash,
          (value - (deposits - withdrawals - distributions))::text as result
        from valued`,
    );
    if (!row) throw new Error('contract not found');
    return row;
  }

  /** Every date the value can change in [from, to], with the value and external flow that day. */
  async function valuationsBySql(contractId: number, from: string, to: string) {
    return sqlRows<{ day: string; value: string; flow: string }>(
      t.db,
      sql`
        with contract as (select fund_id from contracts where id = ${contractId}),
        days as (
          select valuation_date as day from fund_prices
            where fund_id = (select fund_id from contract)
              and valuation_date between ${from}::date and ${to}::date
          union select trade_date from transactions
            where contract_id = ${contractId} and trade_date between ${from}::date and ${to}::date
          union select ${to}::date
          union select ${from}::date - 1
        )
        select to_char(day, 'YYYY-MM-DD') as day,
          (round(
            coalesce((select sum(units) from transactions
              where contract_id = ${contractId} and trade_date <= day), 0)
            * coalesce((select nav from fund_prices
              where fund_id = (select fund_id from contract) and valuation_date <= day
              order by valuation_date desc limit 1), 0),
          2) + coalesce((select sum(${CASH}) from transactions
              where contract_id = ${contractId} and trade_date <= day), 0)
          )::text as value,
          coalesce((select sum(case
              when kind in ('storting', 'periodieke-storting') then amount
              when kind in ('uitbetaling', 'uitkering', 'storno') then -amount
              else 0 end)
            from transactions where contract_id = ${contractId} and trade_date = day), 0)::text as flow
        from days order by day`,
    );
  }

  const daysBetween = (a: string, b: string) =>
    (Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000;

  it.each([
    // Five years through the 2022–2023 dip.
    ['the Dutch contract (monthly deposits)', DEMO.dutch, '2021-01-01', '2025-12-31'],
    ['the German contract (distributions paid out)', DEMO.german, '2021-01-01', '2025-12-31'],
    [
      'the American contract (a paid deposit awaiting purchase)',
      DEMO.american,
      '2026-01-01',
      '2026-03-02',
    ],
  ])('agrees to the cent for %s', async (_name, contractId, from, to) => {
    await expectAgreement(contractId, from, to);
  });

  it('agrees to the cent after reversed collections, which leave value and result as they were', async () => {
    // Issue 16.3: a collected deposit reversed before its purchase gets its storno; one reversed
    // after it (in the 2023 dip) is sold back at the next month end's NAV with its storno, and
    // the administrator pays in the entry costs and the fall of the NAV (`verrekening-bij`).
    const contractId = DEMO.dutch;
    const [from, to] = ['2021-01-01', '2025-12-31'];
    const [before] = (await get(t, `/api/contracts/${contractId}`, s.owner)).json();
    const returnsBefore = (
      await get(t, `/api/contracts/${contractId}/rendement?van=${from}&tot=${to}`, s.owner)
    ).json();
    const [fund] = await sqlRows<{ entryCosts: string; bought: string; sold: string }>(
      t.db,
      sql`select f.entry_costs::text as "entryCosts",
          (select nav::text from fund_prices where fund_id = f.id and valuation_date = '2023-04-30') as bought,
          (select nav::text from fund_prices where fund_id = f.id and valuation_date = '2023-05-31') as sold
        from contracts c join funds f on f.id = c.fund_id where c.id = ${contractId}`,
    );
    if (!fund) throw new Error('no fund');
    const purchase = bookPurchase({
      date: calendarDate('2023-04-30'),
      amount: '300.00',
      entryCostRate: fund.entryCosts,
      nav: fund.bought,
    });
    const sellBack = bookSellBack({
      date: calendarDate('2023-05-31'),
      units: purchase.at(-1)?.units ?? '0',
      nav: fund.sold,
      reversedAmount: '300.00',
    });
    expect(sellBack.map((entry) => entry.kind)).toEqual(['verkoop', 'storno', 'verrekening-bij']);
    await book(t.db, contractId, [
      { date: calendarDate('2023-03-03'), kind: 'periodieke-storting', ...money('300.00') },
      ...bookStorno({ date: calendarDate('2023-03-10'), amount: '300.00' }),
      { date: calendarDate('2023-04-03'), kind: 'periodieke-storting', ...money('300.00') },
      ...purchase,
      ...sellBack,
    ]);

    const [after] = (await get(t, `/api/contracts/${contractId}`, s.owner)).json();
    expect(after).toMatchObject({
      HuidigeWaarde: before.HuidigeWaarde,
      InAfwachtingVanAankoop: before.InAfwachtingVanAankoop,
      Participaties: before.Participaties,
      Resultaat: before.Resultaat,
      TotaalIngelegd: new Decimal(before.TotaalIngelegd).plus(600).toFixed(2),
      TotaalOnttrokken: new Decimal(before.TotaalOnttrokken).plus(600).toFixed(2),
    });
    const returnsAfter = (
      await get(t, `/api/contracts/${contractId}/rendement?van=${from}&tot=${to}`, s.owner)
    ).json();
    expect(returnsAfter).toMatchObject({
      eindwaarde: returnsBefore.eindwaarde,
      resultaat: returnsBefore.resultaat,
    });
    await expectAgreement(contractId, from, to);
  });

  const money = (amount: string) => ({ amount, units: null, nav: null });

  async function expectAgreement(contractId: number, from: string, to: string) {
    const [contract] = (await get(t, `/api/contracts/${contractId}`, s.owner)).json();
    const bySql = await valueAndResultBySql(contractId);
    expect(contract.HuidigeWaarde).toBe(bySql.value);
    expect(contract.InAfwachtingVanAankoop).toBe(bySql.cash);
    expect(contract.TotaalIngelegd).toBe(bySql.deposits);
    expect(contract.Resultaat).toBe(bySql.result);

    const summaries = (await get(t, '/api/contracts/summaries', s.owner)).json();
    const summary = summaries.find((row: { ContractID: number }) => row.ContractID === contractId);
    expect(summary).toMatchObject({
      HuidigeWaarde: bySql.value,
      InAfwachtingVanAankoop: bySql.cash,
      Resultaat: bySql.result,
    });

    const api = (
      await get(t, `/api/contracts/${contractId}/rendement?van=${from}&tot=${to}`, s.owner)
    ).json();
    const [opening, ...points] = await valuationsBySql(contractId, from, to);
    if (!opening) throw new Error('no opening value');
    const start = new Decimal(opening.value);
    let previous = start;
    let growth = new Decimal(1);
    let netFlows = new Decimal(0);
    let weightedFlows = new Decimal(0);
    // Nothing invested at the start: measured from the first deposit (flows on it count fully).
    const measuredFrom = start.isZero()
      ? (points.find((point) => new Decimal(point.flow).gt(0))?.day ?? opening.day)
      : opening.day;
    const totalDays = daysBetween(measuredFrom, to);
    for (const point of points) {
      const value = new Decimal(point.value);
      const flow = new Decimal(point.flow);
      if (!previous.isZero()) growth = growth.times(value.minus(flow).dividedBy(previous));
      previous = value;
      netFlows = netFlows.plus(flow);
      const weight = totalDays === 0 ? 1 : daysBetween(point.day, to) / totalDays;
      weightedFlows = weightedFlows.plus(flow.times(weight));
    }
    const end = previous;
    const result = end.minus(start).minus(netFlows);
    const mwr = result.dividedBy(start.plus(weightedFlows));

    expect(api.beginwaarde).toBe(start.toFixed(2));
    expect(api.eindwaarde).toBe(end.toFixed(2));
    expect(api.resultaat).toBe(result.toFixed(2));
    expect(api.twr).toBe(growth.minus(1).toDecimalPlaces(8, DecimalJs.ROUND_HALF_UP).toFixed(8));
    expect(api.mwr).toBe(mwr.toDecimalPlaces(8, DecimalJs.ROUND_HALF_UP).toFixed(8));
    expect((await verifyLedger(t.db)).differences).toEqual([]);
  }
});
