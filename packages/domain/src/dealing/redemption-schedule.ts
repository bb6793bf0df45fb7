import {
  addDays,
  dateFromParts,
  dateParts,
  daysInMonth,
  todayInAmsterdam,
  type CalendarDate,
} from '../calendar-date';
import { amsterdamInstant } from './amsterdam-time';
import type { FundDealingFacts } from './fund-dealing-facts';
import { addBusinessDays } from './target2-calendar';

/** When an order received at one instant is dealt, until when it can be cancelled, when paid. */
export interface RedemptionSchedule {
  /** The valuation date whose NAV prices the order. */
  dealingDate: CalendarDate;
  /** The instant the order book for that date closes: until then the investor may cancel. */
  cutOff: Date;
  /** The day the proceeds are paid to the investor's account. */
  settlementDate: CalendarDate;
}

/** The fund's first dealing date on or after `date`: the month end, or the quarter end. */
export function dealingDateOnOrAfter(facts: FundDealingFacts, date: CalendarDate): CalendarDate {
  const { year, month } = dateParts(date);
  const dealingMonth =
    facts.redemptionFrequency === 'per-kwartaal' ? Math.ceil(month / 3) * 3 : month;
  return dateFromParts(year, dealingMonth, daysInMonth(year, dealingMonth));
}

/** The moment orders for `dealingDate` close: 14:00 two business days before it. */
export function cutOffFor(facts: FundDealingFacts, dealingDate: CalendarDate): Date {
  return amsterdamInstant(
    addBusinessDays(dealingDate, -facts.cutOffBusinessDaysBefore),
    facts.cutOffTime,
  );
}

/** The payment date of the proceeds of an order dealt on `dealingDate`. */
export function settlementDateFor(
  facts: FundDealingFacts,
  dealingDate: CalendarDate,
): CalendarDate {
  return addBusinessDays(dealingDate, facts.settlementBusinessDays);
}

/**
 * The schedule of an order the administrator received at `receivedAt`: the first dealing date
 * whose cut-off the order made (an order received exactly at the cut-off is in time). Derived
 * from the time of receipt, never from when a job handles the order.
 */
export function redemptionScheduleFor(
  facts: FundDealingFacts,
  receivedAt: Date,
): RedemptionSchedule {
  let dealingDate = dealingDateOnOrAfter(facts, todayInAmsterdam(receivedAt));
  while (receivedAt.getTime() > cutOffFor(facts, dealingDate).getTime()) {
    dealingDate = dealingDateOnOrAfter(facts, addDays(dealingDate, 1));
  }
  return {
    dealingDate,
    cutOff: cutOffFor(facts, dealingDate),
    settlementDate: settlementDateFor(facts, dealingDate),
  };
}
