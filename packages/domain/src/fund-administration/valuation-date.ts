import { lastDayOfMonth, type CalendarDate } from '../calendar-date';

/**
 * The valuation date whose NAV buys the units of a deposit received on `depositDate`. A fund
 * publishes one NAV a month, dated on the month end (generateNavHistory, the seeded history,
 * fund_prices); money received during a month is bought in at that month's end, as funds
 * trade: the month end on or after the day of receipt (a deposit received on a month end is
 * part of that day's valuation).
 */
export function nextValuationDate(depositDate: CalendarDate): CalendarDate {
  return lastDayOfMonth(depositDate);
}
