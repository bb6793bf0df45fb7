import {
  addMonths,
  compareDates,
  firstDayOfMonth,
  isAfter,
  isBefore,
  lastDayOfMonth,
  maxDate,
  type CalendarDate,
} from '../calendar-date';
import { collectionDateInMonth, firstCollectionAffected } from '../dealing/collection-calendar';

/**
 * The monthly deposit as agreed from a date on: an amount (null: no monthly deposit, the
 * investor deposits by themselves), the collection day, and the last day of a pause (collections
 * on or before it are skipped). A contract's deposit on a date is the version in force then: the
 * latest one whose `effectiveFrom` is not after it (of two on the same date, the later made).
 */
export interface DepositVersion {
  effectiveFrom: CalendarDate;
  amount: string | null;
  day: number | null;
  pausedUntil: CalendarDate | null;
}

/** The arrangement without its date: what the contract's own columns hold before any change. */
export type DepositArrangement = Omit<DepositVersion, 'effectiveFrom'>;

export const NO_MONTHLY_DEPOSIT: DepositArrangement = {
  amount: null,
  day: null,
  pausedUntil: null,
};

/**
 * The version in force on `date`. `versions` in the order they were made; `base` is what held
 * before the first of them (the contract as it was agreed).
 */
export function depositInForce(
  versions: readonly DepositVersion[],
  base: DepositArrangement,
  date: CalendarDate,
): DepositArrangement {
  let found: DepositVersion | null = null;
  for (const version of versions) {
    if (isAfter(version.effectiveFrom, date)) continue;
    if (found === null || compareDates(version.effectiveFrom, found.effectiveFrom) >= 0) {
      found = version;
    }
  }
  if (found === null) return base;
  return { amount: found.amount, day: found.day, pausedUntil: found.pausedUntil };
}

/** The latest arrangement made, whenever it takes effect: what a new change starts from. */
export function latestDeposit(
  versions: readonly DepositVersion[],
  base: DepositArrangement,
): DepositArrangement {
  const last = [...versions].sort((a, b) => compareDates(a.effectiveFrom, b.effectiveFrom)).at(-1);
  return last ? { amount: last.amount, day: last.day, pausedUntil: last.pausedUntil } : base;
}

export interface MonthCollection {
  /** The collection day of the month, or the next business day when it is closed. */
  date: CalendarDate;
  /** Null: no monthly deposit in force on that date. */
  amount: string | null;
  /** Skipped because of a pause. */
  paused: boolean;
}

/**
 * The collection of the month of `month` as the versions have it: on the collection day of the
 * version in force at the start of the month, or, when a version taking effect on that date
 * moves the day, on the later of the two dates, with the amount in force then. Null when no
 * monthly deposit holds.
 */
export function monthCollection(
  versions: readonly DepositVersion[],
  base: DepositArrangement,
  month: CalendarDate,
): MonthCollection | null {
  const atStart = depositInForce(versions, base, firstDayOfMonth(month));
  // Without a deposit at the start of the month, one that starts during it has its own day.
  const dayFrom = atStart.day ?? depositInForce(versions, base, lastDayOfMonth(month)).day;
  if (dayFrom === null) return null;
  let date = collectionDateInMonth(month, dayFrom);
  let inForce = depositInForce(versions, base, date);
  if (inForce.day !== null && inForce.day !== dayFrom) {
    date = maxDate(date, collectionDateInMonth(month, inForce.day));
    inForce = depositInForce(versions, base, date);
  }
  if (inForce.amount === null) return null;
  return { date, amount: inForce.amount, paused: isPaused(inForce, date) };
}

function isPaused(arrangement: DepositArrangement, date: CalendarDate): boolean {
  return arrangement.pausedUntil !== null && !isAfter(date, arrangement.pausedUntil);
}

/**
 * The next `count` collections on or after `from`, paused ones included (flagged): what the
 * investor will see happen, month by month.
 */
export function upcomingCollections(
  versions: readonly DepositVersion[],
  base: DepositArrangement,
  from: CalendarDate,
  count = 3,
  horizonMonths = 24,
): MonthCollection[] {
  const found: MonthCollection[] = [];
  for (let offset = 0; offset <= horizonMonths && found.length < count; offset += 1) {
    const collection = monthCollection(versions, base, addMonths(firstDayOfMonth(from), offset));
    if (collection && collection.amount !== null && !isBefore(collection.date, from)) {
      found.push(collection);
    }
  }
  return found;
}

/** The next collection on or after `today` that takes money (not paused); null when none. */
export function nextCollection(
  versions: readonly DepositVersion[],
  base: DepositArrangement,
  today: CalendarDate,
  horizonMonths = 24,
): { date: CalendarDate; amount: string } | null {
  for (let offset = 0; offset <= horizonMonths; offset += 1) {
    const month = addMonths(firstDayOfMonth(today), offset);
    const collection = monthCollection(versions, base, month);
    if (!collection || isBefore(collection.date, today)) continue;
    if (collection.paused || collection.amount === null) continue;
    return { date: collection.date, amount: collection.amount };
  }
  return null;
}

/**
 * When a change made on `today` takes effect: the first collection it can still reach (its last
 * change date not passed) on the day in force today, never before a change already planned (so
 * the newest change always wins). Without a monthly deposit today, the new day counts.
 */
export function changeEffectiveFrom(
  versions: readonly DepositVersion[],
  base: DepositArrangement,
  today: CalendarDate,
  newDay: number | null,
): CalendarDate {
  const day =
    depositInForce(versions, base, today).day ?? newDay ?? latestDeposit(versions, base).day;
  const affected = firstCollectionAffected(day ?? 1, today);
  const planned = versions
    .map((version) => version.effectiveFrom)
    .filter((from) => isAfter(from, today));
  return planned.reduce((latest, from) => maxDate(latest, from), affected);
}

/** The last day of a pause of `months` collections from `effectiveFrom`. */
export function pauseEnd(effectiveFrom: CalendarDate, months: number): CalendarDate {
  return lastDayOfMonth(addMonths(firstDayOfMonth(effectiveFrom), months - 1));
}
