import { dateParts, parseCalendarDate, type CalendarDate } from '@bp/domain';
import { fieldProblems } from './problem';

/** Far outside any fund's history, but safe for date arithmetic on either side. */
const EARLIEST_YEAR = 1900;
const LATEST_YEAR = 2999;

export const INVALID_DATE = 'Vul een geldige datum in (JJJJ-MM-DD).';

/**
 * A date from a query string that the schema already checked for its form; the year must also
 * be one a period can sensibly start or end in (zod accepts the year 0000, our dates do not).
 */
export function requestDate(value: string, field: string): CalendarDate {
  const date = parseCalendarDate(value);
  const year = date ? dateParts(date).year : 0;
  if (!date || year < EARLIEST_YEAR || year > LATEST_YEAR) {
    throw fieldProblems(field, [INVALID_DATE]);
  }
  return date;
}
