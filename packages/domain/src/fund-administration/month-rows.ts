import {
  addDays,
  addMonths,
  firstDayOfMonth,
  isAfter,
  isBefore,
  lastDayOfMonth,
  type CalendarDate,
} from '../calendar-date';
import type { DecimalInput, MoneyValue } from '../money';
import { summariseMonths, type DatedValue, type MonthSummary } from '../returns/month-summary';
import type { CashFlow } from '../returns/types';
import type { LedgerEntry } from './ledger';
import {
  cashFlowsWithin,
  holdingsValue,
  ledgerTotals,
  navOn,
  runningHoldings,
  type LedgerTotals,
  type NavPoint,
} from './valuation';

/**
 * A contract's month as the position keeping stores it: the returns summary of the month plus
 * the units and the money awaiting purchase at its end and after its first day (the overview's
 * "primo") and the NAV valid at its end. The value counts both.
 */
export interface ContractMonth extends MonthSummary {
  units: MoneyValue;
  unitsOnFirst: MoneyValue;
  cash: MoneyValue;
  cashOnFirst: MoneyValue;
  nav: string | null;
}

/** What a contract held before a period: units and money awaiting purchase (0 when omitted). */
export interface OpeningHoldings {
  openingUnits?: DecimalInput;
  openingCash?: DecimalInput;
}

/** A contract's position: what its bookings add up to, and the date of the last one. */
export interface ContractPosition extends LedgerTotals {
  lastBookingDate: CalendarDate | null;
}

export function contractPosition(entries: readonly LedgerEntry[]): ContractPosition {
  let lastBookingDate: CalendarDate | null = null;
  for (const entry of entries) {
    if (lastBookingDate === null || isAfter(entry.date, lastBookingDate)) {
      lastBookingDate = entry.date;
    }
  }
  return { ...ledgerTotals(entries), lastBookingDate };
}

/** The first days of the months from `from`'s month through `to`'s month. */
export function monthsBetween(from: CalendarDate, to: CalendarDate): CalendarDate[] {
  const months: CalendarDate[] = [];
  for (let month = firstDayOfMonth(from); !isAfter(month, to); month = addMonths(month, 1)) {
    months.push(month);
  }
  return months;
}

/**
 * The valuations computeReturns makes over [from, to] (every NAV date and booking date in it,
 * plus `valueOn` when given) with the cash flows, from the units held before `from` and the
 * bookings from `from` on. Entries before `from` are counted into the opening units.
 * Entries and NAVs must be sorted by date; the NAVs must reach back to the one valid before
 * `from`. The arithmetic is that of contractReturnsInput.
 */
export function ledgerValuations(
  input: {
    entries: readonly LedgerEntry[];
    navs: readonly NavPoint[];
    from: CalendarDate;
    to: CalendarDate;
    valueOn?: CalendarDate;
  } & OpeningHoldings,
): {
  openingValue: MoneyValue;
  openingCash: MoneyValue;
  valuations: DatedValue[];
  cashFlows: CashFlow[];
} {
  const { entries, navs, from, to } = input;
  const inPeriod = (date: CalendarDate) => !isBefore(date, from) && !isAfter(date, to);
  const dates = new Set<CalendarDate>();
  for (const point of navs) if (inPeriod(point.date)) dates.add(point.date);
  for (const item of entries) if (inPeriod(item.date)) dates.add(item.date);
  if (input.valueOn !== undefined && inPeriod(input.valueOn)) dates.add(input.valueOn);

  const heldOn = runningHoldings(entries, { units: input.openingUnits, cash: input.openingCash });
  const openingDate = addDays(from, -1);
  const opening = heldOn(openingDate);
  const openingValue = holdingsValue(opening, navs, openingDate);
  const valuations = [...dates].sort().map((date) => ({
    date,
    value: holdingsValue(heldOn(date), navs, date),
  }));
  const cashFlows = cashFlowsWithin(entries, inPeriod);
  return { openingValue, openingCash: opening.cash, valuations, cashFlows };
}

/**
 * The month rows of a contract from `from` (a first day) through the month of `through`,
 * from the units held before `from` and the bookings from then on (see ledgerValuations).
 * Also a month without any booking or NAV gets a row, so that the rows are contiguous.
 */
export function contractMonths(
  input: {
    entries: readonly LedgerEntry[];
    navs: readonly NavPoint[];
    from: CalendarDate;
    through: CalendarDate;
  } & OpeningHoldings,
): ContractMonth[] {
  const months = monthsBetween(input.from, input.through);
  const to = lastDayOfMonth(input.through);
  return withUnits(ledgerValuations({ ...input, to }), months, input.navs, input.entries, input);
}

/**
 * The summaries of a part of a period that is not made of whole stored months: [from, to]
 * within one month or two, plus a valuation on `valueOn` (the period's last day) when it lies
 * inside, like computeReturns does; with the value at the end of the day before `from`.
 */
export function periodMonths(
  input: {
    entries: readonly LedgerEntry[];
    navs: readonly NavPoint[];
    from: CalendarDate;
    to: CalendarDate;
    valueOn: CalendarDate;
  } & OpeningHoldings,
): { openingValue: MoneyValue; openingCash: MoneyValue; months: ContractMonth[] } {
  const valued = ledgerValuations(input);
  const months = monthsBetween(input.from, input.to);
  return {
    openingValue: valued.openingValue,
    openingCash: valued.openingCash,
    months: withUnits(valued, months, input.navs, input.entries, input),
  };
}

function withUnits(
  valued: ReturnType<typeof ledgerValuations>,
  months: CalendarDate[],
  navs: readonly NavPoint[],
  entries: readonly LedgerEntry[],
  opening: OpeningHoldings,
): ContractMonth[] {
  const summaries = summariseMonths({
    base: valued.openingValue,
    months,
    valuations: valued.valuations,
    cashFlows: valued.cashFlows,
  });
  const heldOn = runningHoldings(entries, {
    units: opening.openingUnits,
    cash: opening.openingCash,
  });
  return summaries.map((summary) => {
    const onFirst = heldOn(summary.month);
    const end = lastDayOfMonth(summary.month);
    const atEnd = heldOn(end);
    return {
      ...summary,
      unitsOnFirst: onFirst.units,
      cashOnFirst: onFirst.cash,
      units: atEnd.units,
      cash: atEnd.cash,
      nav: navOn(navs, end)?.nav ?? null,
    };
  });
}
