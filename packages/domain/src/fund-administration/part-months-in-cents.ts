import { addDays, isAfter, isBefore, lastDayOfMonth, type CalendarDate } from '../calendar-date';
import {
  summariseCentMonths,
  type CentFlow,
  type CentValuation,
} from '../returns/cent-month-summaries';
import { centsFromText, exactInteger, fixedPointFromText, NOT_EXACT } from '../returns/whole-cents';
import type { LedgerEntry } from './ledger';
import { monthsBetween } from './month-rows';
import type { CentContractMonth } from './period-returns-in-cents';
import { cashEffectOf, cashFlowsWithin, navOn, type NavPoint } from './valuation';

/** Units and NAVs are kept to 10^-4 (numeric(18,4) and numeric(12,4)). */
const UNIT_DECIMALS = 4;
const NAV_DECIMALS = 4;
/** Units in 10^-4 × a NAV in 10^-4 is an amount in 10^-8 euro: a cent is 10^6 of those. */
const PRODUCT_PER_CENT = 1_000_000;
const BIG_PRODUCT_PER_CENT = BigInt(PRODUCT_PER_CENT);
const HALF_A_CENT = PRODUCT_PER_CENT / 2;

/** A head or tail of a period valued in cents: periodMonths' answer, every amount in cents. */
export interface CentPart {
  openingValue: number;
  openingCash: number;
  months: CentContractMonth[];
}

function fixedPoint(text: string, decimals: number): number {
  const value = fixedPointFromText(text, decimals);
  if (value === null) throw NOT_EXACT;
  return value;
}

/**
 * periodMonths (month-rows.ts, the reference) in plain numbers, for the head or tail of a
 * period: the same valuations, flows and month summaries, with units and NAVs as integers of
 * 10^-4, money in whole cents, each valuation units × NAV rounded half up to cents (in BigInt
 * when the product would leave 2^53) and the growth factors as doubles, their exact decimals
 * computed only if a return's guard asks for them (growth-chain.ts). Same input as there, the
 * opening cash already in cents.
 *
 * Undefined when this path does not answer and periodMonths must (it then answers the same
 * or throws): an amount with a fraction of a cent, units or a NAV finer than 10^-4, a sum too
 * large for a double, units held without a NAV, a negative cash flow.
 */
export function periodMonthsInCents(input: {
  entries: readonly LedgerEntry[];
  navs: readonly NavPoint[];
  from: CalendarDate;
  to: CalendarDate;
  valueOn: CalendarDate;
  openingUnits: string;
  openingCash: number;
}): CentPart | undefined {
  try {
    return valuedInCents(input);
  } catch (error) {
    if (error === NOT_EXACT) return undefined;
    throw error;
  }
}

function valuedInCents(input: Parameters<typeof periodMonthsInCents>[0]): CentPart {
  const { entries, from, to } = input;
  const navs = input.navs.map((point) => ({
    date: point.date,
    nav: fixedPoint(point.nav, NAV_DECIMALS),
  }));
  const heldOn = runningHoldingsInCents(entries, {
    units: fixedPoint(input.openingUnits, UNIT_DECIMALS),
    cash: exactInteger(input.openingCash),
  });
  const valueOf = (held: { units: number; cash: number }, date: CalendarDate) => {
    if (held.units === 0) return held.cash;
    const nav = navOn(navs, date);
    if (!nav) throw NOT_EXACT;
    const unitsValue = centsOfProduct(held.units, nav.nav);
    if (unitsValue === null) throw NOT_EXACT;
    return exactInteger(unitsValue + held.cash);
  };

  const inPart = (date: CalendarDate) => !isBefore(date, from) && !isAfter(date, to);
  const dates = new Set<CalendarDate>();
  for (const point of navs) if (inPart(point.date)) dates.add(point.date);
  for (const item of entries) if (inPart(item.date)) dates.add(item.date);
  if (inPart(input.valueOn)) dates.add(input.valueOn);

  const openingDate = addDays(from, -1);
  const opening = heldOn(openingDate);
  const openingValue = valueOf(opening, openingDate);
  const flows = centFlows(entries, inPart);
  const valuations: CentValuation[] = [];
  const cashAtMonthEnd = new Map<CalendarDate, number>();
  const months = monthsBetween(from, to);
  let next = 0;
  const sortedDates = [...dates].sort();
  // One pass in date order: each month's valuations, then its end (before the next month's).
  for (const month of months) {
    const monthEnd = lastDayOfMonth(month);
    for (let date = sortedDates[next]; date && !isAfter(date, monthEnd); date = sortedDates[next]) {
      valuations.push({ date, value: valueOf(heldOn(date), date) });
      next += 1;
    }
    cashAtMonthEnd.set(month, heldOn(monthEnd).cash);
  }
  const summaries = summariseCentMonths(openingValue, months, valuations, flows);
  return {
    openingValue,
    openingCash: opening.cash,
    months: summaries.map((summary) => ({
      ...summary,
      cash: cashAtMonthEnd.get(summary.month) ?? 0,
    })),
  };
}

/** runningHoldings (valuation.ts) in integers: units in 10^-4, the money waiting in cents. */
function runningHoldingsInCents(
  entries: readonly LedgerEntry[],
  opening: { units: number; cash: number },
): (date: CalendarDate) => { units: number; cash: number } {
  let { units, cash } = opening;
  let next = 0;
  return (date) => {
    for (let item = entries[next]; item && !isAfter(item.date, date); item = entries[next]) {
      if (item.units !== null) units = exactInteger(units + fixedPoint(item.units, UNIT_DECIMALS));
      const effect = cashEffectOf(item);
      if (effect !== 0) cash = exactInteger(cash + effect * cents(item.amount));
      next += 1;
    }
    return { units, cash };
  };
}

function cents(amount: string): number {
  const value = centsFromText(amount);
  if (value === null) throw NOT_EXACT;
  return value;
}

/**
 * roundEuro(units × NAV), the units and NAV in 10^-4: half a cent rounds away from zero. Null
 * when the cents would not fit a double exactly.
 */
export function centsOfProduct(units: number, nav: number): number | null {
  const product = units * nav;
  if (Number.isSafeInteger(product)) {
    const size = Math.abs(product);
    // Both exact: % of integers is exact, and so is a multiple of 10^6 divided by it.
    const rest = size % PRODUCT_PER_CENT;
    const whole = (size - rest) / PRODUCT_PER_CENT + (rest >= HALF_A_CENT ? 1 : 0);
    return product < 0 && whole !== 0 ? -whole : whole;
  }
  const big = BigInt(units) * BigInt(nav);
  const size = big < 0n ? -big : big;
  const rest = size % BIG_PRODUCT_PER_CENT;
  const whole = size / BIG_PRODUCT_PER_CENT + (rest >= BigInt(HALF_A_CENT) ? 1n : 0n);
  const result = Number(big < 0n ? -whole : whole);
  return Number.isSafeInteger(result) ? result : null;
}

/** cashFlowsWithin (valuation.ts), the amounts in cents. */
function centFlows(
  entries: readonly LedgerEntry[],
  inPart: (date: CalendarDate) => boolean,
): CentFlow[] {
  return cashFlowsWithin(entries, inPart).map((flow) => {
    const amount = cents(String(flow.amount));
    // sumFlows refuses a negative flow: the decimal path throws, so it answers.
    if (amount < 0) throw NOT_EXACT;
    return { date: flow.date, kind: flow.kind, amount };
  });
}
