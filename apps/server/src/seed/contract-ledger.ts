import {
  addMonths,
  bookDistribution,
  bookPurchase,
  bookSale,
  dateFromParts,
  dateParts,
  isAfter,
  isBefore,
  ledgerTotals,
  minDate,
  navOn,
  nextValuationDate,
  type CalendarDate,
  type DistributionPolicy,
  type LedgerEntry,
  type NavPoint,
  TRANSACTION_KIND,
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

interface PlannedDeposit {
  date: CalendarDate;
  rank: 0;
  kind: 'deposit';
  amount: string;
  initial: boolean;
}

type PlannedEvent =
  | PlannedDeposit
  | { date: CalendarDate; rank: 1; kind: 'purchase'; deposit: PlannedDeposit }
  | { date: CalendarDate; rank: 2; kind: 'distribution'; distribution: SeededDistribution }
  | { date: CalendarDate; rank: 3; kind: 'sale' };

/**
 * A seeded deposit and its purchase, as the live path links them (deposit_purchases): indexes
 * into the played entries; `purchase` is null while the deposit waits for the NAV of its
 * valuation date, which the purchase job will buy it at.
 */
export interface SeededPurchase {
  deposit: number;
  purchase: number | null;
  valuationDate: CalendarDate;
}

export interface PlayedContract {
  entries: LedgerEntry[];
  purchases: SeededPurchase[];
}

/**
 * Plays a contract plan through the fund's history up to `today` (or the sale): the initial
 * deposit on the start date, a periodic deposit on the agreed day of every later month, each
 * distribution of the fund paid or reinvested for the units held on its ex-date, and the sale.
 * Deposits follow the one rule of live deposits (received-deposit.ts, purchase-job.ts): booked
 * on their day without units, bought (entry costs and `aankoop`, bookPurchase) at the first NAV
 * on or after their valuation date (nextValuationDate); a deposit whose NAV the history does
 * not hold yet waits for the purchase job. A sale while a deposit waits is refused: it would
 * leave that money unbought.
 */
export function playContract(
  plan: ContractPlan,
  market: FundMarket,
  today: CalendarDate,
): PlayedContract {
  const end = plan.saleDate ? minDate(plan.saleDate, today) : today;
  const deposits: PlannedDeposit[] = [
    { date: plan.startDate, rank: 0, kind: 'deposit', amount: plan.initialDeposit, initial: true },
    ...periodicDeposits(plan, end),
  ];
  const events: PlannedEvent[] = [
    ...deposits,
    ...deposits.map((deposit) => ({
      date: nextValuationDate(deposit.date),
      rank: 1 as const,
      kind: 'purchase' as const,
      deposit,
    })),
    ...market.distributions
      .filter(
        (distribution) =>
          !isBefore(distribution.exDate, plan.startDate) && !isAfter(distribution.payDate, end),
      )
      .map((distribution) => ({
        date: distribution.payDate,
        rank: 2 as const,
        kind: 'distribution' as const,
        distribution,
      })),
  ];
  if (plan.saleDate && !isAfter(plan.saleDate, today)) {
    events.push({ date: plan.saleDate, rank: 3, kind: 'sale' });
  }
  events.sort((a, b) => (a.date === b.date ? a.rank - b.rank : a.date < b.date ? -1 : 1));

  const entries: LedgerEntry[] = [];
  const purchases = new Map<PlannedDeposit, SeededPurchase>();
  const navFor = (date: CalendarDate) => {
    const nav = navOn(market.navs, date);
    if (!nav) throw new RangeError(`No NAV on ${date} for a booking`);
    return nav.nav;
  };
  for (const event of events) {
    if (event.kind === 'deposit') {
      if (isAfter(event.date, today)) continue;
      purchases.set(event, {
        deposit: entries.length,
        purchase: null,
        valuationDate: nextValuationDate(event.date),
      });
      const kind = event.initial ? TRANSACTION_KIND.deposit : TRANSACTION_KIND.periodicDeposit;
      entries.push({ date: event.date, kind, amount: event.amount, units: null, nav: null });
    } else if (event.kind === 'purchase') {
      const waiting = purchases.get(event.deposit);
      // The purchase job's rule: the first NAV on or after the valuation date, published by now.
      const nav = market.navs.find((point) => !isBefore(point.date, event.date));
      if (!waiting || !nav || isAfter(nav.date, end)) continue;
      const booked = bookPurchase({
        date: nav.date,
        amount: event.deposit.amount,
        entryCostRate: market.entryCosts,
        nav: nav.nav,
      });
      waiting.purchase = entries.length + booked.length - 1;
      entries.push(...booked);
    } else if (event.kind === 'distribution') {
      if (isAfter(event.date, today)) continue;
      const booking = bookDistribution({
        date: event.date,
        unitsHeld: ledgerTotals(entries, event.distribution.exDate).units,
        amountPerUnit: event.distribution.amountPerUnit,
        policy: plan.policy,
        nav: navFor(event.date),
      });
      if (booking) entries.push(booking);
    } else {
      const unbought = [...purchases.values()].find((item) => item.purchase === null);
      if (unbought) {
        throw new RangeError(
          `A sale on ${event.date} while a deposit waits for the NAV of ${unbought.valuationDate}`,
        );
      }
      const units = ledgerTotals(entries).units;
      if (units.gt(0))
        entries.push(...bookSale({ date: event.date, units, nav: navFor(event.date) }));
    }
  }
  return { entries, purchases: [...purchases.values()] };
}

function periodicDeposits(plan: ContractPlan, end: CalendarDate): PlannedDeposit[] {
  const periodic = plan.periodic;
  if (!periodic) return [];
  const events: PlannedDeposit[] = [];
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
