import { isAfter, type CalendarDate } from './calendar-date';

/**
 * A period of whole days, van to tot, both included (transactions, returns): the one rule and
 * wording for a period the wrong way round, used by the API and the web app's period picker.
 */
export function isReversedPeriod(van: CalendarDate, tot: CalendarDate): boolean {
  return isAfter(van, tot);
}

export const PERIOD_REVERSED_MESSAGE = 'De begindatum moet voor de einddatum liggen.';
