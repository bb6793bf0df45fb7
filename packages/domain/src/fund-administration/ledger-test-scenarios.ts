import fc from 'fast-check';
import {
  addDays,
  addMonths,
  calendarDate,
  isAfter,
  lastDayOfMonth,
  maxDate,
  minDate,
  type CalendarDate,
} from '../calendar-date';
import { centMonthOf } from '../returns/cent-months';
import { centsOf } from '../returns/whole-cents';
import {
  bookDeposit,
  bookDistribution,
  bookPurchase,
  bookRedemption,
  bookSale,
  type LedgerEntry,
} from './ledger';
import { contractMonths, contractPosition, type ContractMonth } from './month-rows';
import type { KeptCentMonth } from './period-returns-in-cents';
import { nextValuationDate } from './valuation-date';
import { ledgerTotals, type NavPoint } from './valuation';

/**
 * Random contract histories booked through the ledger's own rules, for the property tests of
 * the period composition: deposits (bought at once, or received and bought later), partial
 * sales with exit costs (withdrawals and costs), distributions paid out or reinvested, a sale
 * of every unit (a sold contract), with ordinary amounts and now and then very large ones.
 */
export const LEDGER_START = calendarDate('2018-12-31');

const amountInCents = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: 1000, max: 5_000_000 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1_000_000_000, max: 50_000_000_000_000 }) },
);

const event = fc.record({
  day: fc.integer({ min: 0, max: 1500 }),
  kind: fc.constantFrom(
    'deposit',
    'deposit',
    'received',
    'received',
    'distribution',
    'redemption',
    'sale',
  ),
  cents: amountInCents,
});

export const ledgerScenario = fc.record({
  changes: fc.array(fc.integer({ min: -900, max: 900 }), { minLength: 55, maxLength: 55 }),
  skipped: fc.uniqueArray(fc.integer({ min: 1, max: 54 }), { maxLength: 4 }),
  events: fc.array(event, { minLength: 0, maxLength: 40 }),
  from: fc.integer({ min: 0, max: 1600 }),
  length: fc.integer({ min: 0, max: 1600 }),
});

export type LedgerScenario = typeof ledgerScenario extends fc.Arbitrary<infer T> ? T : never;

/** Month-end NAVs from LEDGER_START, a few months left out (a skipped publication). */
export function scenarioNavs(shape: LedgerScenario): NavPoint[] {
  const skipped = new Set(shape.skipped);
  let nav = 10_000;
  const navs: NavPoint[] = [];
  shape.changes.forEach((change, index) => {
    nav = Math.max(100, Math.round((nav * (10_000 + change)) / 10_000));
    if (index > 0 && skipped.has(index)) return;
    const date = lastDayOfMonth(addMonths(LEDGER_START, index));
    navs.push({ date, nav: (nav / 100).toFixed(4) });
  });
  return navs;
}

/**
 * The scenario's bookings, on days the fund has a NAV for; a received deposit is bought at the
 * first NAV on or after its valuation date, as the purchase job does.
 */
export function scenarioLedger(shape: LedgerScenario, navs: readonly NavPoint[]): LedgerEntry[] {
  const first = navs[0];
  if (!first) return [];
  const entries: LedgerEntry[] = [];
  let waiting: { amount: string; on: NavPoint }[] = [];
  const buyUpTo = (date: CalendarDate | null) => {
    const due = waiting.filter((deposit) => date === null || !isAfter(deposit.on.date, date));
    waiting = waiting.filter((deposit) => !due.includes(deposit));
    for (const { amount, on } of due) {
      entries.push(...bookPurchase({ date: on.date, amount, entryCostRate: '0.02', nav: on.nav }));
    }
  };
  for (const item of [...shape.events].sort((a, b) => a.day - b.day)) {
    const date = addDays(first.date, item.day);
    const nav = [...navs].reverse().find((point) => !isAfter(point.date, date))?.nav;
    if (!nav) continue;
    buyUpTo(date);
    const units = ledgerTotals(entries).units;
    const amount = (item.cents / 100).toFixed(2);
    const kind = entries.length ? 'periodieke-storting' : 'storting';
    if (item.kind === 'received') {
      entries.push({ date, kind, amount, units: null, nav: null });
      const on = navs.find((point) => !isAfter(nextValuationDate(date), point.date));
      if (on) waiting.push({ amount, on });
    } else if (item.kind === 'deposit') {
      entries.push(...bookDeposit({ date, kind, amount, entryCostRate: '0.02', nav }));
    } else if (item.kind === 'sale' && units.gt(0)) {
      entries.push(...bookSale({ date, units, nav }));
    } else if (item.kind === 'redemption' && units.gt('0.0002')) {
      const part = units
        .times(item.cents % 90)
        .dividedBy(100)
        .toDecimalPlaces(4);
      if (part.gt(0))
        entries.push(...bookRedemption({ date, units: part, nav, exitCostRate: '0.01' }));
    } else if (item.kind === 'distribution' && units.gt(0)) {
      const booking = bookDistribution({
        date,
        unitsHeld: units,
        amountPerUnit: ((item.cents % 5_000_000) / 1_000_000).toFixed(4),
        policy: item.cents % 2 ? 'uitkeren' : 'herbeleggen',
        nav,
      });
      if (booking) entries.push(booking);
    }
  }
  buyUpTo(null);
  return entries;
}

/**
 * The scenario's NAVs, bookings, month rows and the period it asks about (ending by mid-2023),
 * or null when that period would start after it ends.
 */
export function scenarioPeriod(shape: LedgerScenario) {
  const navs = scenarioNavs(shape);
  const entries = scenarioLedger(shape, navs);
  const from = addDays(LEDGER_START, shape.from);
  const to = minDate(addDays(from, shape.length), calendarDate('2023-06-30'));
  if (isAfter(from, to)) return null;
  return { navs, entries, rows: scenarioRows(entries, navs), period: { from, to } };
}

/** The month rows the position keeping would store for these bookings. */
export function scenarioRows(
  entries: readonly LedgerEntry[],
  navs: readonly NavPoint[],
): ContractMonth[] {
  const first = entries[0];
  const lastNav = navs.at(-1);
  if (!first || !lastNav) return [];
  const last = contractPosition(entries).lastBookingDate ?? first.date;
  return contractMonths({ entries, navs, from: first.date, through: maxDate(last, lastNav.date) });
}

/** A stored row as periodReturnsInCents reads it (the server reads the same from its text). */
export function keptCentMonthOf(row: ContractMonth): KeptCentMonth {
  const summary = centMonthOf(row);
  const cash = centsOf(row.cash);
  if (!summary || cash === null) throw new Error(`The row of ${row.month} is not in whole cents`);
  return { ...summary, cash, units: row.units, nav: row.nav };
}

/** What a computation answers, or the error it throws (to compare two paths' failures too). */
export function attempt<T>(compute: () => T): T | Error {
  try {
    return compute();
  } catch (error) {
    return error as Error;
  }
}
