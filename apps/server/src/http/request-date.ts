import {
  DATE_OUT_OF_RANGE_MESSAGE,
  isSupportedDate,
  parseCalendarDate,
  type CalendarDate,
} from '@bp/domain';
import { fieldProblems } from './problem';

export const INVALID_DATE = 'Vul een geldige datum in (JJJJ-MM-DD).';

/**
 * A date from a query string that the schema already checked for its form; it must also be a
 * real day within the dates the portal supports (the domain's one range).
 */
export function requestDate(value: string, field: string): CalendarDate {
  const date = parseCalendarDate(value);
  if (!date) throw fieldProblems(field, [INVALID_DATE]);
  if (!isSupportedDate(date)) throw fieldProblems(field, [DATE_OUT_OF_RANGE_MESSAGE]);
  return date;
}
