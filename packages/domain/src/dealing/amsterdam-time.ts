import { TZDate } from '@date-fns/tz';
import { dateParts, type CalendarDate } from '../calendar-date';

export const AMSTERDAM = 'Europe/Amsterdam';

/** A wall-clock time of day in Amsterdam, "14:00". */
export type AmsterdamTime = `${number}:${number}`;

/**
 * The instant at which the clocks in Amsterdam show `time` on `date`: 14:00 is 13:00 UTC in
 * winter and 12:00 UTC in summer.
 */
export function amsterdamInstant(date: CalendarDate, time: AmsterdamTime): Date {
  const { year, month, day } = dateParts(date);
  const [hour, minute] = time.split(':').map(Number);
  return new Date(new TZDate(year, month - 1, day, hour ?? 0, minute ?? 0, AMSTERDAM).getTime());
}
