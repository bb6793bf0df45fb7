import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  calendarDate as d,
  isAfter,
  lastDayOfMonth,
  maxDate,
  minDate,
  type CalendarDate,
} from '../calendar-date';
import { bookDeposit, bookDistribution, bookPurchase, bookSale, type LedgerEntry } from './ledger';
import { contractMonths, contractPosition } from './month-rows';
import { ledgerPeriodReturns, periodReturns, planPeriod } from './period-returns';
import { nextValuationDate } from './valuation-date';
import { ledgerTotals, type NavPoint } from './valuation';

const START = d('2018-12-31');

/** Month-end NAVs from START, a few months left out (a fund that skipped a publication). */
function navHistory(changes: readonly number[], skipped: ReadonlySet<number>): NavPoint[] {
  let nav = 10_000;
  const navs: NavPoint[] = [];
  changes.forEach((change, index) => {
    nav = Math.max(100, Math.round((nav * (10_000 + change)) / 10_000));
    if (index > 0 && skipped.has(index)) return;
    navs.push({ date: lastDayOfMonth(addMonths(START, index)), nav: (nav / 100).toFixed(4) });
  });
  return navs;
}

const event = fc.record({
  day: fc.integer({ min: 0, max: 1500 }),
  kind: fc.constantFrom('deposit', 'deposit', 'received', 'received', 'distribution', 'sale'),
  cents: fc.integer({ min: 1000, max: 5_000_000 }),
});

const scenario = fc.record({
  changes: fc.array(fc.integer({ min: -900, max: 900 }), { minLength: 55, maxLength: 55 }),
  skipped: fc.uniqueArray(fc.integer({ min: 1, max: 54 }), { maxLength: 4 }),
  events: fc.array(event, { minLength: 0, maxLength: 40 }),
  from: fc.integer({ min: 0, max: 1600 }),
  length: fc.integer({ min: 0, max: 1600 }),
});

type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

/**
 * Books the events through the ledger's own rules, on days the fund has a NAV for. A received
 * deposit is booked without units and bought, as the purchase job does, at the first NAV on or
 * after its valuation date (when the fund has one).
 */
function ledger(shape: Scenario, navs: readonly NavPoint[]): LedgerEntry[] {
  const first = navs[0];
  if (!first) return [];
  const entries: LedgerEntry[] = [];
  let waiting: { amount: string; on: NavPoint }[] = [];
  const buyUpTo = (date: CalendarDate | null) => {
    const due = waiting.filter((deposit) => date === null || !isAfter(deposit.on.date, date));
    waiting = waiting.filter((deposit) => !due.includes(deposit));
    for (const deposit of due) {
      entries.push(
        ...bookPurchase({
          date: deposit.on.date,
          amount: deposit.amount,
          entryCostRate: '0.02',
          nav: deposit.on.nav,
        }),
      );
    }
  };
  const days = [...shape.events].sort((a, b) => a.day - b.day);
  for (const item of days) {
    const date = addDays(first.date, item.day);
    const nav = [...navs].reverse().find((point) => !isAfter(point.date, date))?.nav;
    if (!nav) continue;
    buyUpTo(date);
    const units = ledgerTotals(entries).units;
    if (item.kind === 'received') {
      const amount = (item.cents / 100).toFixed(2);
      const kind = entries.length ? 'periodieke-storting' : 'storting';
      entries.push({ date, kind, amount, units: null, nav: null });
      const on = navs.find((point) => !isAfter(nextValuationDate(date), point.date));
      if (on) waiting.push({ amount, on });
    } else if (item.kind === 'deposit') {
      entries.push(
        ...bookDeposit({
          date,
          kind: entries.length ? 'periodieke-storting' : 'storting',
          amount: (item.cents / 100).toFixed(2),
          entryCostRate: '0.02',
          nav,
        }),
      );
    } else if (item.kind === 'sale' && units.gt(0)) {
      entries.push(...bookSale({ date, units, nav }));
    } else if (item.kind === 'distribution' && units.gt(0)) {
      const booking = bookDistribution({
        date,
        unitsHeld: units,
        amountPerUnit: (item.cents / 1_000_000).toFixed(4),
        policy: item.cents % 2 ? 'uitkeren' : 'herbeleggen',
        nav,
      });
      if (booking) entries.push(booking);
    }
  }
  buyUpTo(null);
  return entries;
}

function storedRows(entries: readonly LedgerEntry[], navs: readonly NavPoint[]) {
  const first = entries[0];
  const lastNav = navs.at(-1);
  if (!first || !lastNav) return [];
  const last = contractPosition(entries).lastBookingDate ?? first.date;
  return contractMonths({ entries, navs, from: first.date, through: maxDate(last, lastNav.date) });
}

describe('periodReturns from month rows', () => {
  it('answers exactly what computeReturns answers from every valuation', () => {
    let composed = 0;
    fc.assert(
      fc.property(scenario, (shape) => {
        const navs = navHistory(shape.changes, new Set(shape.skipped));
        const entries = ledger(shape, navs);
        const from = addDays(START, shape.from);
        const to = minDate(addDays(from, shape.length), d('2023-06-30'));
        if (isAfter(from, to)) return;
        const period = { from, to };
        const upTo = (date: CalendarDate) => !isAfter(date, to);
        let expected: ReturnType<typeof ledgerPeriodReturns> | Error;
        try {
          expected = ledgerPeriodReturns({
            entries: entries.filter((entry) => upTo(entry.date)),
            navs: navs.filter((point) => upTo(point.date)),
            ...period,
          });
        } catch (error) {
          expected = error as Error;
        }
        const rows = storedRows(entries, navs);
        const plan = planPeriod(period, rows);
        let actual: ReturnType<typeof periodReturns> | Error;
        try {
          actual = periodReturns({ period, plan, rows, entries, navs });
        } catch (error) {
          actual = error as Error;
        }
        if (actual === null) return;
        composed += 1;
        if (expected instanceof Error) {
          expect(actual).toBeInstanceOf(Error);
          expect((actual as Error).message).toBe(expected.message);
        } else {
          expect(actual).toEqual(expected);
        }
      }),
      { numRuns: 300 },
    );
    expect(composed).toBeGreaterThan(200);
  }, 60_000);

  it('keeps the rows of later months equal when they are recomputed from a month on', () => {
    fc.assert(
      fc.property(scenario, fc.integer({ min: 1, max: 50 }), (shape, cut) => {
        const navs = navHistory(shape.changes, new Set(shape.skipped));
        const entries = ledger(shape, navs);
        const rows = storedRows(entries, navs);
        const previous = rows[cut - 1];
        const month = rows[cut]?.month;
        if (!previous || !month) return;
        const lastNav = navs.at(-1)?.date ?? month;
        const through = rows.at(-1)?.month ?? month;
        const again = contractMonths({
          entries: entries.filter((entry) => !isAfter(month, entry.date)),
          navs,
          from: month,
          through: maxDate(through, lastNav),
          openingUnits: previous.units,
          openingCash: previous.cash,
        });
        expect(again).toEqual(rows.slice(cut));
      }),
      { numRuns: 100 },
    );
  });
});

describe('planPeriod', () => {
  const rows = [
    { month: d('2024-01-01'), lastDate: d('2024-01-31') },
    { month: d('2024-02-01'), lastDate: d('2024-02-15') },
  ];
  it('reads whole months from rows and values the rest from bookings', () => {
    expect(planPeriod({ from: d('2024-01-01'), to: d('2024-01-31') }, rows)).toEqual({
      head: null,
      tail: null,
      bookings: [],
    });
    // February's row does not end on the 29th (no NAV yet): valued from its bookings.
    expect(planPeriod({ from: d('2023-12-10'), to: d('2024-02-29') }, rows)).toEqual({
      head: { from: d('2023-12-10'), to: d('2023-12-31') },
      tail: { from: d('2024-02-01'), to: d('2024-02-29') },
      bookings: [
        { from: d('2023-12-01'), to: d('2023-12-31') },
        { from: d('2024-02-01'), to: d('2024-02-29') },
      ],
    });
    expect(planPeriod({ from: d('2024-01-05'), to: d('2024-01-20') }, rows)).toMatchObject({
      head: { from: d('2024-01-05'), to: d('2024-01-20') },
      tail: null,
    });
  });
});
