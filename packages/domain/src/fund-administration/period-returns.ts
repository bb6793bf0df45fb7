import {
  addDays,
  firstDayOfMonth,
  isAfter,
  isBefore,
  lastDayOfMonth,
  minDate,
  type CalendarDate,
} from '../calendar-date';
import { MoneyDecimal, euroString } from '../money';
import { computeReturns } from '../returns/compute-returns';
import { returnsFromMonths } from '../returns/from-months';
import type { ReturnsResult } from '../returns/types';
import type { LedgerEntry } from './ledger';
import { periodMonths, type ContractMonth } from './month-rows';
import { contractReturnsInput, ledgerTotals, type NavPoint } from './valuation';

export interface DateRange {
  from: CalendarDate;
  to: CalendarDate;
}

/**
 * How a period splits into stored months and the parts valued from bookings: `head` when it
 * starts after the 1st, `tail` when it ends before the month end (or on a month end that the
 * stored row does not end with, such as today before that month's NAV). `bookings` is the
 * date range whose bookings those parts need: from the 1st of their month, since the units at
 * their start follow from the month row before plus that month's earlier bookings.
 */
export interface PeriodPlan {
  head: DateRange | null;
  tail: DateRange | null;
  bookings: DateRange[];
}

export function planPeriod(
  period: DateRange,
  rows: readonly Pick<ContractMonth, 'month' | 'lastDate'>[],
): PeriodPlan {
  const { from, to } = period;
  const head =
    from === firstDayOfMonth(from) ? null : { from, to: minDate(to, lastDayOfMonth(from)) };
  const tailMonth = firstDayOfMonth(to);
  const stored = rows.find((row) => row.month === tailMonth);
  const tail =
    head && head.to === to
      ? null
      : to === lastDayOfMonth(to) && stored?.lastDate === to
        ? null
        : { from: tailMonth, to };
  const bookings = [head, tail]
    .filter((range): range is DateRange => range !== null)
    .map((range) => ({ from: firstDayOfMonth(range.from), to: range.to }));
  return { head, tail, bookings };
}

/** The returns of a period, with the money awaiting purchase that its start and end values hold. */
export interface PeriodReturnsResult extends ReturnsResult {
  startCash: string;
  endCash: string;
}

/**
 * The returns over a period from the stored month rows (`rows`: at least every row from the
 * last one before the period's month through the period's last month) and, for the head and
 * the tail of the plan, the bookings of their months (`entries`, sorted) and the NAVs from
 * the one valid before them. Null when the summaries cannot describe the history (see
 * returnsFromMonths): then compute it from every valuation.
 */
export function periodReturns(input: PeriodInput<ContractMonth>): PeriodReturnsResult | null {
  const { head, tail, middle, rowBefore } = periodParts(input, (part, before) =>
    periodMonths({ ...part, openingUnits: before?.units ?? 0, openingCash: before?.cash ?? 0 }),
  );
  const { period } = input;
  const zero = new MoneyDecimal(0);
  const opening = head?.openingValue ?? rowBefore(period.from)?.value ?? zero;
  const months = [...(head?.months ?? []), ...middle, ...(tail?.months ?? [])];
  const result = returnsFromMonths({ ...period, opening, months });
  if (!result) return null;
  const startCash = head?.openingCash ?? rowBefore(period.from)?.cash ?? zero;
  const last = months.at(-1);
  const endCash = last?.lastDate === period.to ? last.cash : zero;
  return { ...result, startCash: euroString(startCash), endCash: euroString(endCash) };
}

/** What a period is composed from: its plan, the stored rows and the bookings and NAVs. */
export interface PeriodInput<Row> {
  period: DateRange;
  plan: PeriodPlan;
  rows: readonly Row[];
  entries: readonly LedgerEntry[];
  navs: readonly NavPoint[];
}

/** A head or tail to value from its bookings: periodMonths' input without the opening. */
export interface PartToValue {
  entries: LedgerEntry[];
  navs: readonly NavPoint[];
  from: CalendarDate;
  to: CalendarDate;
  valueOn: CalendarDate;
}

/**
 * The parts a period is composed from (see PeriodPlan): the head and the tail valued from
 * their bookings by `valuePart`, from the stored row before their month (its units and money
 * awaiting purchase, in whatever form the caller keeps them), and the stored rows of the whole
 * months between; with the stored row before a day.
 */
export function periodParts<Row extends Pick<ContractMonth, 'month' | 'lastDate'>, Part>(
  input: PeriodInput<Row>,
  valuePart: (part: PartToValue, rowBefore: Row | undefined) => Part,
) {
  const { period, plan, rows, navs } = input;
  const rowBefore = (month: CalendarDate) =>
    rows.filter((row) => isBefore(row.month, month)).at(-1);
  const valued = (range: DateRange) => {
    const month = firstDayOfMonth(range.from);
    const entries = input.entries.filter(
      (entry) => !isBefore(entry.date, month) && !isAfter(entry.date, range.to),
    );
    return valuePart({ entries, navs, ...range, valueOn: period.to }, rowBefore(month));
  };
  const middleFrom = plan.head ? addDays(plan.head.to, 1) : period.from;
  const middleTo = plan.tail ? addDays(plan.tail.from, -1) : period.to;
  return {
    head: plan.head ? valued(plan.head) : null,
    tail: plan.tail ? valued(plan.tail) : null,
    middle: rows.filter(
      (row) => !isBefore(row.month, middleFrom) && !isAfter(lastDayOfMonth(row.month), middleTo),
    ),
    rowBefore,
  };
}

/** The returns computed from every valuation (contractReturnsInput), with the same cash. */
export function ledgerPeriodReturns(input: {
  entries: readonly LedgerEntry[];
  navs: readonly NavPoint[];
  from: CalendarDate;
  to: CalendarDate;
}): PeriodReturnsResult {
  const result = computeReturns(contractReturnsInput(input));
  return {
    ...result,
    startCash: euroString(ledgerTotals(input.entries, addDays(input.from, -1)).cash),
    endCash: euroString(ledgerTotals(input.entries, input.to).cash),
  };
}
