import {
  addMonths,
  dateFromParts,
  dateParts,
  firstDayOfMonth,
  isAfter,
  isBefore,
  type CalendarDate,
} from '../calendar-date';
import { addBusinessDays, businessDayOnOrAfter } from './target2-calendar';

/**
 * The days of the month on which a monthly deposit can be collected when the investor chooses
 * one (the 1st, after most salaries; the 25th, on the usual payday). Contracts made before this
 * choice keep the day of their start (1–28) until the investor changes it.
 */
export const COLLECTION_DAYS = [1, 25] as const;
export type CollectionDay = (typeof COLLECTION_DAYS)[number];

/**
 * A change to the monthly deposit applies to a collection when it is made at the latest this many
 * TARGET2 business days before it ("uiterste wijzigingsdatum"); a later change applies to the
 * month after.
 */
export const CHANGE_DEADLINE_BUSINESS_DAYS = 4;

/** The collection of the month of `month` on day `day`: that day, or the next business day. */
export function collectionDateInMonth(month: CalendarDate, day: number): CalendarDate {
  const { year, month: monthNumber } = dateParts(month);
  return businessDayOnOrAfter(dateFromParts(year, monthNumber, day));
}

/** The first collection on or after `today` for collection day `day`. */
export function nextCollectionDate(day: number, today: CalendarDate): CalendarDate {
  const thisMonth = collectionDateInMonth(today, day);
  return isBefore(thisMonth, today)
    ? collectionDateInMonth(addMonths(firstDayOfMonth(today), 1), day)
    : thisMonth;
}

/** The last day on which a change still applies to the collection on `collectionDate`. */
export function lastChangeDateFor(collectionDate: CalendarDate): CalendarDate {
  return addBusinessDays(collectionDate, -CHANGE_DEADLINE_BUSINESS_DAYS);
}

/**
 * The first collection a change made on `today` applies to: the next one while its last change
 * date has not passed, otherwise the one a month later.
 */
export function firstCollectionAffected(day: number, today: CalendarDate): CalendarDate {
  const next = nextCollectionDate(day, today);
  if (!isAfter(today, lastChangeDateFor(next))) return next;
  return collectionDateInMonth(addMonths(firstDayOfMonth(next), 1), day);
}
