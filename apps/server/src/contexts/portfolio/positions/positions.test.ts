import {
  addDays,
  addMonths,
  bookDeposit,
  calendarDate,
  firstDayOfMonth,
  lastDayOfMonth,
  ledgerPeriodReturns,
  planPeriod,
  type CalendarDate,
} from '@bp/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BENCH_INVESTOR, seedBenchPortfolio } from '../../../../bench/bench-investor';
import {
  contractMonths,
  contractPositions,
  contracts,
  fundPrices,
  transactions,
  users,
} from '../../../db/schema';
import { PasswordHasher } from '../../../security/passwords';
import { databaseKinds, type TestDatabase } from '../../../test/databases';
import { createTestApp, TEST_HASHING, type TestApp } from '../../../test/harness';
import { DEMO, get, sessions, type Sessions } from '../../../test/portfolio';
import { contractHistory } from './ledger';
import { contractsOf, summariesOf, toSummary, valuationDates } from '../contracts/service';
import { book } from './book';
import { recordNavs } from './navs';
import { keptPeriodReturns } from './period';
import { periodSources } from './period-reads';
import { verifyLedger } from './verify';

/** Periods that start and end on the 1st, mid-month and on month ends, short and long. */
function periods(first: CalendarDate, today: CalendarDate, count: number) {
  const result: { from: CalendarDate; to: CalendarDate }[] = [];
  for (let index = 0; index < count; index += 1) {
    const from = addDays(first, (index * 97) % 2900);
    const shape = index % 4;
    const end =
      shape === 0
        ? lastDayOfMonth(addMonths(from, index % 30))
        : shape === 1
          ? addDays(from, (index * 53) % 1900)
          : shape === 2
            ? addMonths(from, index % 61)
            : today;
    result.push({ from, to: end > today ? today : end });
  }
  return result.filter((period) => period.from <= period.to);
}

/** The returns read from month rows equal computeReturns over every booking and NAV. */
async function expectReturnsAsFromLedger(
  t: { db: TestApp['db'] },
  contract: { id: number; fundId: number },
  list: { from: CalendarDate; to: CalendarDate }[],
) {
  for (const period of list) {
    const history = await contractHistory(t.db, contract, period.to);
    let expected: unknown;
    try {
      expected = ledgerPeriodReturns({ ...history, ...period });
    } catch (error) {
      expected = error;
    }
    const actual = await keptPeriodReturns(t.db, contract, period).catch((error: unknown) => error);
    expect(actual, `${contract.id} ${period.from}..${period.to}`).toEqual(expected);
  }
}

describe.each(databaseKinds())('position keeping on $name', (kind) => {
  let t: TestApp;
  let s: Sessions;
  const today = calendarDate('2026-03-02');
  beforeAll(async () => {
    t = await createTestApp(kind);
    s = await sessions(t);
  });
  afterAll(() => t.close());

  async function contractOf(id: number) {
    const [contract] = await t.db
      .select({ id: contracts.id, fundId: contracts.fundId })
      .from(contracts)
      .where(eq(contracts.id, id));
    if (!contract) throw new Error(`contract ${id}`);
    return contract;
  }

  it('stores for the demo data exactly what a rebuild from the ledger gives', async () => {
    const result = await verifyLedger(t.db);
    expect(result).toEqual({ contracts: 4, pending: [], differences: [] });
  });

  it('answers the returns of many periods exactly as computed from every booking', async () => {
    for (const id of [DEMO.dutch, DEMO.german, DEMO.american, DEMO.loansFundSold]) {
      await expectReturnsAsFromLedger(
        t,
        await contractOf(id),
        periods(calendarDate('2016-11-15'), today, 60),
      );
    }
  });

  it('reads a period from the head and tail months only, and in the first month the NAV before it', async () => {
    const contract = await contractOf(DEMO.dutch);
    const [first] = await t.db
      .select({ date: sql<string>`min(${transactions.tradeDate})::text` })
      .from(transactions)
      .where(eq(transactions.contractId, contract.id));
    const firstMonth = firstDayOfMonth(calendarDate(first?.date ?? ''));
    // Starts mid-month in the contract's first month, ends mid-month three months later.
    const period = { from: addDays(firstMonth, 14), to: addDays(addMonths(firstMonth, 3), 9) };
    const sources = await periodSources(t.db, contract, period);
    expect(sources.kept).toBe(true);
    const rows = sources.months.map((row) => ({
      month: calendarDate(row.month ?? ''),
      lastDate: row.lastDate === null ? null : calendarDate(row.lastDate),
    }));
    const plan = planPeriod(period, rows);
    expect(plan.bookings).toEqual([
      { from: firstMonth, to: lastDayOfMonth(firstMonth) },
      { from: addMonths(firstMonth, 3), to: period.to },
    ]);
    const { entries, navs } = sources.partsOf(plan);
    const inPlan = (date: CalendarDate) =>
      plan.bookings.some((range) => date >= range.from && date <= range.to);
    const history = await contractHistory(t.db, contract, period.to);
    expect(entries).toEqual(history.entries.filter((entry) => inPlan(entry.date)));
    expect(entries.length).toBeGreaterThan(0);
    // The first month has no row before it: the fund's own NAV valid before it is read.
    const navBefore = history.navs.filter((nav) => nav.date < firstMonth).at(-1);
    if (!navBefore) throw new Error('The demo fund has no NAV before the first booking');
    const tailOpening = rows.filter((row) => row.month < addMonths(firstMonth, 3)).at(-1);
    expect(navs).toEqual(
      [
        navBefore,
        ...history.navs.filter((nav) => inPlan(nav.date)),
        {
          date: addDays(addMonths(firstMonth, 3), -1),
          nav: sources.months.find((row) => row.month === tailOpening?.month)?.nav,
        },
      ].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)),
    );
  });

  it('keeps the position and the months up to date as a booking and a NAV land', async () => {
    const dutch = await contractOf(DEMO.dutch);
    const before = (await get(t, `/api/contracts/${DEMO.dutch}`, s.owner)).json()[0];
    await book(
      t.db,
      DEMO.dutch,
      bookDeposit({
        date: calendarDate('2026-03-02'),
        kind: 'storting',
        amount: '1000.00',
        entryCostRate: '0',
        nav: '140.1505',
      }),
    );
    expect(await verifyLedger(t.db)).toMatchObject({ pending: [], differences: [] });
    const after = (await get(t, `/api/contracts/${DEMO.dutch}`, s.owner)).json()[0];
    expect(after.TotaalIngelegd).toBe((Number(before.TotaalIngelegd) + 1000).toFixed(2));
    // A NAV for the end of March lands: March's rows follow, without a rebuild.
    await recordNavs(t.db, [
      { fundId: dutch.fundId, date: calendarDate('2026-03-31'), nav: '141.0000' },
    ]);
    const [kept] = await t.db
      .select({ stale: contractPositions.stale })
      .from(contractPositions)
      .where(eq(contractPositions.contractId, DEMO.dutch));
    expect(kept?.stale).toBe(false);
    const [march] = await t.db
      .select({ lastDate: contractMonths.lastDate, nav: contractMonths.nav })
      .from(contractMonths)
      .where(
        sql`${contractMonths.contractId} = ${DEMO.dutch} and ${contractMonths.month} = '2026-03-01'`,
      );
    expect(march).toEqual({ lastDate: '2026-03-31', nav: '141.0000' });
    expect(await verifyLedger(t.db)).toMatchObject({ pending: [], differences: [] });
    await expectReturnsAsFromLedger(t, dutch, [
      { from: calendarDate('2025-03-01'), to: calendarDate('2026-03-31') },
      { from: calendarDate('2026-03-01'), to: calendarDate('2026-03-31') },
      { from: calendarDate('2021-03-02'), to: calendarDate('2026-03-02') },
    ]);
    await t.db
      .delete(fundPrices)
      .where(
        sql`${fundPrices.fundId} = ${dutch.fundId} and ${fundPrices.valuationDate} = '2026-03-31'`,
      );
    await t.db
      .delete(transactions)
      .where(
        sql`${transactions.contractId} = ${DEMO.dutch} and ${transactions.tradeDate} = '2026-03-02' and ${transactions.kind} in ('storting', 'aankoop')`,
      );
  });

  it('marks a position stale when the ledger changes behind its back, and rebuilds it on read', async () => {
    await t.db.execute(
      sql`update ${transactions} set amount = amount + 1 where contract_id = ${DEMO.german} and kind = 'uitkering' and trade_date = (select min(trade_date) from ${transactions} where contract_id = ${DEMO.german} and kind = 'uitkering')`,
    );
    expect((await verifyLedger(t.db)).pending).toContain(DEMO.german);
    const response = await get(t, '/api/contracts/summaries', s.owner);
    expect(response.statusCode).toBe(200);
    expect(await verifyLedger(t.db)).toMatchObject({ pending: [], differences: [] });
    await t.db.execute(
      sql`update ${transactions} set amount = amount - 1 where contract_id = ${DEMO.german} and kind = 'uitkering' and trade_date = (select min(trade_date) from ${transactions} where contract_id = ${DEMO.german} and kind = 'uitkering')`,
    );
    await get(t, `/api/contracts/${DEMO.german}/rendement?van=2020-01-01&tot=2026-03-02`, s.owner);
    expect(await verifyLedger(t.db)).toMatchObject({ pending: [], differences: [] });
  });

  it('reports a stored figure that disagrees with the ledger', async () => {
    await t.db.execute(
      sql`update ${contractPositions} set units = units + 0.0001 where contract_id = ${DEMO.dutch}`,
    );
    await t.db.execute(
      sql`update ${contractMonths} set value = value + 0.01 where contract_id = ${DEMO.german} and month = '2024-06-01'`,
    );
    const result = await verifyLedger(t.db);
    expect(result.differences).toEqual([
      expect.objectContaining({ contractId: DEMO.dutch, field: 'position.units' }),
      expect.objectContaining({
        contractId: DEMO.german,
        field: 'month 2024-06-01.value',
      }),
    ]);
    // Repair: a rebuild from the ledger.
    await t.db.execute(sql`update ${contractPositions} set stale = true`);
    await get(t, '/api/contracts', s.owner);
    expect(await verifyLedger(t.db)).toMatchObject({ pending: [], differences: [] });
  });
});

describe.each(databaseKinds())('a generated portfolio on $name', (kind) => {
  let database: TestDatabase;
  let portfolio: Awaited<ReturnType<typeof seedBenchPortfolio>>;
  beforeAll(async () => {
    database = await kind.create();
    portfolio = await seedBenchPortfolio(
      database.handle.db,
      new PasswordHasher(TEST_HASHING),
      new Date('2026-03-02T09:00:00Z'),
      12,
    );
  }, 120_000);
  afterAll(() => database.destroy());

  it('has thousands of bookings, kept to the cent and the 4th unit decimal', async () => {
    expect(BENCH_INVESTOR.email).toBe('bench@example.com');
    expect(portfolio.bookings).toBeGreaterThan(4000);
    const result = await verifyLedger(database.handle.db);
    expect(result).toEqual({ contracts: 12, pending: [], differences: [] });
  }, 60_000);

  it('answers every period as computed from the whole ledger', async () => {
    const rows = await database.handle.db
      .select({ id: contracts.id, fundId: contracts.fundId })
      .from(contracts);
    for (const contract of rows.slice(0, 5)) {
      await expectReturnsAsFromLedger(
        { db: database.handle.db },
        contract,
        periods(calendarDate('2016-03-02'), portfolio.today, 25),
      );
    }
  }, 120_000);

  it('gives in its lean overview exactly the figures of its contracts', async () => {
    const { db } = database.handle;
    const [investor] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, BENCH_INVESTOR.email));
    if (!investor) throw new Error('The bench investor is missing');
    const dates = valuationDates(new Date('2026-03-02T09:00:00Z'));
    // Deposits on the 1st and on the 2nd (today): units after the 1st come from the position
    // for some contracts and from this month's row for others.
    const positions = await db.select().from(contractPositions);
    expect(positions.some((row) => row.lastBookingDate === dates.primo)).toBe(true);
    expect(positions.some((row) => row.lastBookingDate === dates.today)).toBe(true);
    const summaries = await summariesOf(db, investor.id, dates);
    const contractsShown = await contractsOf(db, investor.id, dates);
    expect(summaries).toHaveLength(12);
    expect(summaries).toEqual(contractsShown.map(toSummary));
  });
});
