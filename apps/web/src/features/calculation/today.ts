import { todayInAmsterdam, type CalendarDate } from '@bp/domain';

/** Today in the Netherlands: the date the spec's "first day of next month" counts from. */
export function amsterdamToday(): CalendarDate {
  return todayInAmsterdam(new Date());
}
