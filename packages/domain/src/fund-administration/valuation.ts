import { addDays, isAfter, isBefore, type CalendarDate } from '../calendar-date';
import { MoneyDecimal, euro, roundEuro, type DecimalInput, type MoneyValue } from '../money';
import type { CashFlow, ReturnsInput, Valuation } from '../returns/types';
import { CASH_EFFECT_OF, CASH_FLOW_OF, type LedgerEntry } from './ledger';
import { withoutReversed } from './reversal';

/** A published NAV per unit; a fund's NAVs are monthly, valid until the next one. */
export interface NavPoint {
  date: CalendarDate;
  nav: string;
}

/**
 * The NAV valid on a date: the latest one published on or before it (NAVs sorted by date).
 * Null before the first NAV.
 */
export function navOn<Point extends { date: CalendarDate }>(
  navs: readonly Point[],
  date: CalendarDate,
): Point | null {
  let low = 0;
  let high = navs.length - 1;
  let found: Point | null = null;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const candidate = navs[middle];
    if (candidate === undefined) break;
    if (isAfter(candidate.date, date)) {
      high = middle - 1;
    } else {
      found = candidate;
      low = middle + 1;
    }
  }
  return found;
}

/** The value of a holding: units × NAV, rounded to cents. */
export function holdingValue(units: DecimalInput, nav: DecimalInput): MoneyValue {
  return roundEuro(euro(units).times(euro(nav)));
}

/** What the bookings of a contract add up to. Amounts are positive sums per meaning. */
export interface LedgerTotals {
  units: MoneyValue;
  /** Money received and not yet invested in units (CASH_EFFECT_OF): awaiting purchase. */
  cash: MoneyValue;
  /** Initial, extra and periodic deposits (gross). */
  deposits: MoneyValue;
  /** Sale proceeds paid out. */
  withdrawals: MoneyValue;
  /** Distributions paid out (reinvested ones stay inside the contract). */
  distributions: MoneyValue;
  costs: MoneyValue;
}

/** Sums the bookings dated on or before `upTo` (all of them without it). */
export function ledgerTotals(entries: readonly LedgerEntry[], upTo?: CalendarDate): LedgerTotals {
  const zero = new MoneyDecimal(0);
  const totals: LedgerTotals = {
    units: zero,
    cash: zero,
    deposits: zero,
    withdrawals: zero,
    distributions: zero,
    costs: zero,
  };
  for (const item of entries) {
    if (upTo !== undefined && isAfter(item.date, upTo)) continue;
    if (item.units !== null) totals.units = totals.units.plus(euro(item.units));
    totals.cash = withCash(totals.cash, item);
    const flow = CASH_FLOW_OF[item.kind];
    // A reversal takes back what its original added.
    const amount = item.reversal ? euro(item.amount).negated() : euro(item.amount);
    if (flow === 'deposit') totals.deposits = totals.deposits.plus(amount);
    if (flow === 'withdrawal') totals.withdrawals = totals.withdrawals.plus(amount);
    if (flow === 'distribution') totals.distributions = totals.distributions.plus(amount);
    if (flow === 'cost') totals.costs = totals.costs.plus(amount);
  }
  return totals;
}

/**
 * The investor's result in euros: what the contract is worth plus what came back out, minus
 * what went in — value − (deposits − withdrawals − distributions paid out).
 */
export function contractResult(
  value: DecimalInput,
  totals: Pick<LedgerTotals, 'deposits' | 'withdrawals' | 'distributions'>,
): MoneyValue {
  return roundEuro(
    euro(value).minus(totals.deposits.minus(totals.withdrawals).minus(totals.distributions)),
  );
}

/** What a contract holds at a moment: units, and money awaiting their purchase. */
export interface Holdings {
  units: MoneyValue;
  cash: MoneyValue;
}

/** How a booking moves the money awaiting purchase: in, out or not (a reversal moves it back). */
export function cashEffectOf(item: LedgerEntry): number {
  return CASH_EFFECT_OF[item.kind] * (item.reversal ? -1 : 1);
}

/** The money awaiting purchase after one more booking. */
export function withCash(cash: MoneyValue, item: LedgerEntry): MoneyValue {
  const effect = cashEffectOf(item);
  return effect === 0 ? cash : cash.plus(euro(item.amount).times(effect));
}

/**
 * The holdings after every booking up to and including a date, for dates asked in increasing
 * order: one pass over the date-sorted bookings, from what was held before the first of them.
 */
export function runningHoldings(
  entries: readonly LedgerEntry[],
  opening: { units?: DecimalInput; cash?: DecimalInput } = {},
): (date: CalendarDate) => Holdings {
  let units = euro(opening.units ?? 0);
  let cash = euro(opening.cash ?? 0);
  let next = 0;
  return (date) => {
    for (let item = entries[next]; item && !isAfter(item.date, date); item = entries[next]) {
      if (item.units !== null) units = units.plus(euro(item.units));
      cash = withCash(cash, item);
      next += 1;
    }
    return { units, cash };
  };
}

/**
 * A contract's value: its units × the NAV valid on the date, to cents, plus the money awaiting
 * purchase at its amount (it buys units at a NAV not yet known, so it is worth what was paid).
 */
export function holdingsValue(
  held: Holdings,
  navs: readonly NavPoint[],
  date: CalendarDate,
): MoneyValue {
  return valueOfUnits(held.units, navs, date).plus(held.cash);
}

/**
 * The value at the end of a day (holdingsValue of the bookings up to and including that day).
 * Zero without units and money waiting (also before the fund's first NAV).
 */
export function valueOn(
  entries: readonly LedgerEntry[],
  navs: readonly NavPoint[],
  date: CalendarDate,
): MoneyValue {
  return holdingsValue(ledgerTotals(entries, date), navs, date);
}

/** Units × the NAV valid on the date, to cents; zero without units. */
export function valueOfUnits(
  units: MoneyValue,
  navs: readonly NavPoint[],
  date: CalendarDate,
): MoneyValue {
  if (units.isZero()) return new MoneyDecimal(0);
  const nav = navOn(navs, date);
  if (!nav) throw new RangeError(`Units are held on ${date}, but no NAV is known yet`);
  return holdingValue(units, nav.nav);
}

/**
 * The input of computeReturns for one contract over [from, to]: the opening value at the end of
 * the day before `from`, a valuation on every NAV date and every booking date in the period and
 * on `to` (so the time-weighted return chains over every change of value), and the cash flows.
 * Entries and NAVs must be sorted by date.
 */
export function contractReturnsInput(input: {
  entries: readonly LedgerEntry[];
  navs: readonly NavPoint[];
  from: CalendarDate;
  to: CalendarDate;
}): ReturnsInput {
  const { entries, navs, from, to } = input;
  const openingDate = addDays(from, -1);
  const inPeriod = (date: CalendarDate) => !isBefore(date, from) && !isAfter(date, to);

  const dates = new Set<CalendarDate>();
  for (const point of navs) if (inPeriod(point.date)) dates.add(point.date);
  for (const item of entries) if (inPeriod(item.date)) dates.add(item.date);
  dates.add(to);
  const sortedDates = [...dates].sort();

  const heldOn = runningHoldings(entries);
  const openingValue = holdingsValue(heldOn(openingDate), navs, openingDate);
  const valuations: Valuation[] = sortedDates.map((date) => ({
    date,
    value: holdingsValue(heldOn(date), navs, date),
  }));
  const cashFlows = cashFlowsWithin(entries, inPeriod);
  return { from, to, openingValue, valuations, cashFlows };
}

/**
 * The bookings inside a period that move money in or out of it, as cash flows of the returns.
 * A reversal and the booking it undoes (the same day) cancel, so no flow is ever negative.
 */
export function cashFlowsWithin(
  entries: readonly LedgerEntry[],
  inPeriod: (date: CalendarDate) => boolean,
): CashFlow[] {
  const cashFlows: CashFlow[] = [];
  for (const item of withoutReversed(entries)) {
    const kind = CASH_FLOW_OF[item.kind];
    if (kind && inPeriod(item.date)) cashFlows.push({ date: item.date, amount: item.amount, kind });
  }
  return cashFlows;
}
