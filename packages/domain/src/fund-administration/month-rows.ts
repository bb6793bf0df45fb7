import {
  addDays,
  addMonths,
  firstDayOfMonth,
  isAfter,
  isBefore,
  lastDayOfMonth,
  type CalendarDate,
} from '../calendar-date';
import { euro, type DecimalInput, type MoneyValue } from '../money';
import { summariseMonths, type DatedValue, type MonthSummary } from '../returns/month-summary';
import type { CashFlow } from '../returns/types';
import { CASH_FLOW_OF, type LedgerEntry } from './ledger';
import { ledgerTotals, navOn, valueOfUnits, type LedgerTotals, type NavPoint } from './valuation';

/**
 * A contract's month as the position keeping stores it: the returns summary of the month plus
 * the units at its end and after its first day (the overview's "primo") and the NAV valid at
 * its end.
 */
export interface ContractMonth extends MonthSummary {
  units: MoneyValue;
  unitsOnFirst: MoneyValue;
  nav: string | null;
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
export function ledgerValuations(input: {
  entries: readonly LedgerEntry[];
  navs: readonly NavPoint[];
  from: CalendarDate;
  to: CalendarDate;
  openingUnits?: DecimalInput;
  valueOn?: CalendarDate;
}): {
  openingValue: MoneyValue;
  valuations: (DatedValue & { units: MoneyValue })[];
  cashFlows: CashFlow[];
} {
  const { entries, navs, from, to } = input;
  const inPeriod = (date: CalendarDate) => !isBefore(date, from) && !isAfter(date, to);
  const dates = new Set<CalendarDate>();
  for (const point of navs) if (inPeriod(point.date)) dates.add(point.date);
  for (const item of entries) if (inPeriod(item.date)) dates.add(item.date);
  if (input.valueOn !== undefined && inPeriod(input.valueOn)) dates.add(input.valueOn);

  let units = euro(input.openingUnits ?? 0);
  let next = 0;
  const unitsUpTo = (date: CalendarDate): MoneyValue => {
    for (let item = entries[next]; item && !isAfter(item.date, date); item = entries[next]) {
      if (item.units !== null) units = units.plus(euro(item.units));
      next += 1;
    }
    return units;
  };
  const valueOf = (held: MoneyValue, date: CalendarDate) => valueOfUnits(held, navs, date);

  const openingDate = addDays(from, -1);
  const openingValue = valueOf(unitsUpTo(openingDate), openingDate);
  const valuations = [...dates].sort().map((date) => {
    const held = unitsUpTo(date);
    return { date, units: held, value: valueOf(held, date) };
  });
  const cashFlows: CashFlow[] = [];
  for (const item of entries) {
    const kind = CASH_FLOW_OF[item.kind];
    if (kind && inPeriod(item.date)) cashFlows.push({ date: item.date, amount: item.amount, kind });
  }
  return { openingValue, valuations, cashFlows };
}

/**
 * The month rows of a contract from `from` (a first day) through the month of `through`,
 * from the units held before `from` and the bookings from then on (see ledgerValuations).
 * Also a month without any booking or NAV gets a row, so that the rows are contiguous.
 */
export function contractMonths(input: {
  entries: readonly LedgerEntry[];
  navs: readonly NavPoint[];
  from: CalendarDate;
  through: CalendarDate;
  openingUnits?: DecimalInput;
}): ContractMonth[] {
  const months = monthsBetween(input.from, input.through);
  const to = lastDayOfMonth(input.through);
  return withUnits(ledgerValuations({ ...input, to }), months, input.navs, input.entries, input);
}

/**
 * The summaries of a part of a period that is not made of whole stored months: [from, to]
 * within one month or two, plus a valuation on `valueOn` (the period's last day) when it lies
 * inside, like computeReturns does; with the value at the end of the day before `from`.
 */
export function periodMonths(input: {
  entries: readonly LedgerEntry[];
  navs: readonly NavPoint[];
  from: CalendarDate;
  to: CalendarDate;
  valueOn: CalendarDate;
  openingUnits?: DecimalInput;
}): { openingValue: MoneyValue; months: ContractMonth[] } {
  const valued = ledgerValuations(input);
  const months = monthsBetween(input.from, input.to);
  return {
    openingValue: valued.openingValue,
    months: withUnits(valued, months, input.navs, input.entries, input),
  };
}

function withUnits(
  valued: ReturnType<typeof ledgerValuations>,
  months: CalendarDate[],
  navs: readonly NavPoint[],
  entries: readonly LedgerEntry[],
  opening: { from: CalendarDate; openingUnits?: DecimalInput },
): ContractMonth[] {
  const summaries = summariseMonths({
    base: valued.openingValue,
    months,
    valuations: valued.valuations,
    cashFlows: valued.cashFlows,
  });
  let units = euro(opening.openingUnits ?? 0);
  let next = 0;
  const unitsUpTo = (date: CalendarDate): MoneyValue => {
    for (let item = entries[next]; item && !isAfter(item.date, date); item = entries[next]) {
      if (item.units !== null) units = units.plus(euro(item.units));
      next += 1;
    }
    return units;
  };
  return summaries.map((summary) => {
    const unitsOnFirst = unitsUpTo(summary.month);
    const end = lastDayOfMonth(summary.month);
    return {
      ...summary,
      unitsOnFirst,
      units: unitsUpTo(end),
      nav: navOn(navs, end)?.nav ?? null,
    };
  });
}
