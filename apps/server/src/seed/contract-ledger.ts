import {
  addMonths,
  bookDeposit,
  bookDistribution,
  bookSale,
  dateFromParts,
  dateParts,
  isAfter,
  isBefore,
  ledgerTotals,
  minDate,
  navOn,
  type CalendarDate,
  type DistributionPolicy,
  type LedgerEntry,
  type NavPoint,
} from '@bp/domain';
import type { SeededDistribution } from './fund-history';

/** A periodic deposit amount, valid from a date until the next change. */
export interface PeriodicAmount {
  from: CalendarDate;
  amount: string;
}

/** What an investor did with a contract; the ledger follows from it and the fund's history. */
export interface ContractPlan {
  startDate: CalendarDate;
  initialDeposit: string;
  periodic: { day: number; amounts: readonly PeriodicAmount[] } | null;
  policy: DistributionPolicy;
  /** All units sold on this day (and paid out). */
  saleDate: CalendarDate | null;
}

export interface FundMarket {
  entryCosts: string;
  navs: readonly NavPoint[];
  distributions: readonly SeededDistribution[];
}

type PlannedEvent =
  | { date: CalendarDate; rank: 0; kind: 'deposit'; amount: string; initial: boolean }
  | { date: CalendarDate; rank: 1; kind: 'distribution'; distribution: SeededDistribution }
  | { date: CalendarDate; rank: 2; kind: 'sale' };

/**
 * Plays a contract plan through the fund's history up to `today` (or the sale): the initial
 * deposit on the start date, a periodic deposit on the agreed day of every later month, each
 * distribution of the fund paid or reinvested for the units held on its ex-date, and the sale.
 * Every booking follows the domain's rules (entry costs, NAV of the trade date, rounding).
 */
export function playContract(
  plan: ContractPlan,
  market: FundMarket,
  today: CalendarDate,
): LedgerEntry[] {
  const end = plan.saleDate ? minDate(plan.saleDate, today) : today;
  const events: PlannedEvent[] = [
    { date: plan.startDate, rank: 0, kind: 'deposit', amount: plan.initialDeposit, initial: true },
    ...periodicDeposits(plan, end),
    ...market.distributions
      .filter(
        (distribution) =>
          !isBefore(distribution.exDate, plan.startDate) && !isAfter(distribution.payDate, end),
      )
      .map((distribution) => ({
        date: distribution.payDate,
        rank: 1 as const,
        kind: 'distribution' as const,
        distribution,
      })),
  ];
  if (plan.saleDate && !isAfter(plan.saleDate, today)) {
    events.push({ date: plan.saleDate, rank: 2, kind: 'sale' });
  }
  events.sort((a, b) => (a.date === b.date ? a.rank - b.rank : a.date < b.date ? -1 : 1));

  const entries: LedgerEntry[] = [];
  const navFor = (date: CalendarDate) => {
    const nav = navOn(market.navs, date);
    if (!nav) throw new RangeError(`No NAV on ${date} for a booking`);
    return nav.nav;
  };
  for (const event of events) {
    if (isAfter(event.date, today)) continue;
    if (event.kind === 'deposit') {
      entries.push(
        ...bookDeposit({
          date: event.date,
          kind: event.initial ? 'storting' : 'periodieke-storting',
          amount: event.amount,
          entryCostRate: market.entryCosts,
          nav: navFor(event.date),
        }),
      );
    } else if (event.kind === 'distribution') {
      const booking = bookDistribution({
        date: event.date,
        unitsHeld: ledgerTotals(entries, event.distribution.exDate).units,
        amountPerUnit: event.distribution.amountPerUnit,
        policy: plan.policy,
        nav: navFor(event.date),
      });
      if (booking) entries.push(booking);
    } else {
      const units = ledgerTotals(entries).units;
      if (units.gt(0))
        entries.push(...bookSale({ date: event.date, units, nav: navFor(event.date) }));
    }
  }
  return entries;
}

function periodicDeposits(plan: ContractPlan, end: CalendarDate): PlannedEvent[] {
  const periodic = plan.periodic;
  if (!periodic) return [];
  const events: PlannedEvent[] = [];
  const start = dateParts(plan.startDate);
  for (let month = 1; ; month += 1) {
    const { year, month: monthOfYear } = dateParts(
      addMonths(dateFromParts(start.year, start.month, 1), month),
    );
    const date = dateFromParts(year, monthOfYear, periodic.day);
    if (isAfter(date, end)) break;
    const amount = [...periodic.amounts].reverse().find((step) => !isAfter(step.from, date));
    if (amount)
      events.push({ date, rank: 0, kind: 'deposit', amount: amount.amount, initial: false });
  }
  return events;
}
