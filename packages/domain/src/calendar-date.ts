/**
 * Calendar dates as 'YYYY-MM-DD' strings: a birth date, a valuation date or a payment date is a
 * day on the calendar, not an instant, so it must not shift with the viewer's time zone or with
 * daylight saving time. All arithmetic below works on the proleptic Gregorian calendar through
 * Date.UTC, which never observes DST, and never through the local-time Date methods.
 */
export type CalendarDate = string & { readonly __brand: 'CalendarDate' };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

export const DUTCH_MONTH_NAMES = [
  'januari',
  'februari',
  'maart',
  'april',
  'mei',
  'juni',
  'juli',
  'augustus',
  'september',
  'oktober',
  'november',
  'december',
] as const;

interface DateParts {
  year: number;
  month: number;
  day: number;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** True for a real date written as 'YYYY-MM-DD' (so '2023-02-29' is not one). */
export function isCalendarDate(value: unknown): value is CalendarDate {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/**
 * The dates the portal works with: birth dates, fund histories and calculations up to 50 years
 * ahead all fall well inside it, and date arithmetic a century beyond it stays within four-digit
 * years. A request with a date outside it (the year 9999, say) is refused, not calculated.
 */
export const SUPPORTED_DATES = {
  first: '1900-01-01' as CalendarDate,
  last: '2150-12-31' as CalendarDate,
} as const;

export const DATE_OUT_OF_RANGE_MESSAGE =
  'Vul een datum in tussen 1 januari 1900 en 31 december 2150.';

/** True for a 'YYYY-MM-DD' text from 1 January 1900 to 31 December 2150 (these compare as text). */
export function isSupportedDate(date: string): boolean {
  return date >= SUPPORTED_DATES.first && date <= SUPPORTED_DATES.last;
}

/** Returns the date, or null when the text is not a real 'YYYY-MM-DD' date. */
export function parseCalendarDate(value: string): CalendarDate | null {
  return isCalendarDate(value) ? value : null;
}

/** The date, or a RangeError: for dates that come from our own code or database. */
export function calendarDate(value: string): CalendarDate {
  if (!isCalendarDate(value)) throw new RangeError(`Not a calendar date: "${value}"`);
  return value;
}

export function dateFromParts(year: number, month: number, day: number): CalendarDate {
  const text = `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
  return calendarDate(text);
}

export function dateParts(date: CalendarDate): DateParts {
  return {
    year: Number(date.slice(0, 4)),
    month: Number(date.slice(5, 7)),
    day: Number(date.slice(8, 10)),
  };
}

const amsterdamDayFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Amsterdam',
  calendar: 'gregory',
  numberingSystem: 'latn',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * Today's date in the Netherlands at the given instant. The server may run in UTC: between
 * 22:00 and 24:00 UTC it is already tomorrow in Amsterdam (23:00 in winter).
 */
export function todayInAmsterdam(now: Date): CalendarDate {
  const parts = amsterdamDayFormat.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((candidate) => candidate.type === type)?.value);
  return dateFromParts(part('year'), part('month'), part('day'));
}

export function compareDates(a: CalendarDate, b: CalendarDate): number {
  // Zero-padded ISO dates sort the same as text and as dates.
  return a < b ? -1 : a > b ? 1 : 0;
}

export function isBefore(a: CalendarDate, b: CalendarDate): boolean {
  return a < b;
}

export function isAfter(a: CalendarDate, b: CalendarDate): boolean {
  return a > b;
}

export function minDate(a: CalendarDate, b: CalendarDate): CalendarDate {
  return a <= b ? a : b;
}

export function maxDate(a: CalendarDate, b: CalendarDate): CalendarDate {
  return a >= b ? a : b;
}

function toDayNumber(date: CalendarDate): number {
  const { year, month, day } = dateParts(date);
  const utc = new Date(0);
  utc.setUTCFullYear(year, month - 1, day);
  return Math.round(utc.getTime() / MS_PER_DAY);
}

function fromDayNumber(dayNumber: number): CalendarDate {
  const utc = new Date(dayNumber * MS_PER_DAY);
  return dateFromParts(utc.getUTCFullYear(), utc.getUTCMonth() + 1, utc.getUTCDate());
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  assertWholeNumber(days, 'days');
  return fromDayNumber(toDayNumber(date) + days);
}

/** Calendar days from a to b: positive when b is later. */
export function daysBetween(a: CalendarDate, b: CalendarDate): number {
  return toDayNumber(b) - toDayNumber(a);
}

/**
 * Adds whole months. A day that does not exist in the target month is clamped to that
 * month's last day: 31 January + 1 month = 28 (or 29) February, and 29 February + 12 months =
 * 28 February.
 */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  assertWholeNumber(months, 'months');
  const { year, month, day } = dateParts(date);
  const monthIndex = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(monthIndex / 12);
  const targetMonth = monthIndex - targetYear * 12 + 1;
  return dateFromParts(
    targetYear,
    targetMonth,
    Math.min(day, daysInMonth(targetYear, targetMonth)),
  );
}

export function addYears(date: CalendarDate, years: number): CalendarDate {
  assertWholeNumber(years, 'years');
  return addMonths(date, years * 12);
}

export function firstDayOfMonth(date: CalendarDate): CalendarDate {
  const { year, month } = dateParts(date);
  return dateFromParts(year, month, 1);
}

export function lastDayOfMonth(date: CalendarDate): CalendarDate {
  const { year, month } = dateParts(date);
  return dateFromParts(year, month, daysInMonth(year, month));
}

export function firstDayOfNextMonth(date: CalendarDate): CalendarDate {
  return addMonths(firstDayOfMonth(date), 1);
}

/**
 * Whole months from `from` to `to`, counted like addMonths: the largest n for which
 * addMonths(from, n) is not after `to`. Negative when `to` lies before `from`.
 */
export function wholeMonthsBetween(from: CalendarDate, to: CalendarDate): number {
  const a = dateParts(from);
  const b = dateParts(to);
  const candidate = (b.year - a.year) * 12 + (b.month - a.month);
  if (candidate > 0 && isAfter(addMonths(from, candidate), to)) return candidate - 1;
  if (candidate < 0 && isBefore(addMonths(from, candidate), to)) return candidate + 1;
  return candidate;
}

export function wholeYearsBetween(from: CalendarDate, to: CalendarDate): number {
  return Math.trunc(wholeMonthsBetween(from, to) / 12);
}

/**
 * Age in whole years on a date. Someone born on 29 February turns a year older on 28 February
 * in common years, in line with the clamping of addMonths.
 */
export function ageOn(birthdate: CalendarDate, on: CalendarDate): number {
  if (isBefore(on, birthdate))
    throw new RangeError(`${on} lies before the birth date ${birthdate}`);
  return wholeYearsBetween(birthdate, on);
}

/** "22-11-2026", or with style 'long' "22 november 2026". */
export function formatDutchDate(date: CalendarDate, style: 'short' | 'long' = 'short'): string {
  const { year, month, day } = dateParts(date);
  if (style === 'long') return `${day} ${DUTCH_MONTH_NAMES[month - 1] ?? ''} ${year}`;
  return `${pad2(day)}-${pad2(month)}-${String(year).padStart(4, '0')}`;
}

/**
 * Reads a date typed the Dutch way: day, month and year separated by '-', '/' or '.', as in
 * "22-11-2026" or "1/2/2026". Returns null for anything else, including impossible dates.
 */
export function parseDutchDate(input: string): CalendarDate | null {
  const match = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(input.trim());
  if (!match) return null;
  const text = `${match[3]}-${pad2(Number(match[2]))}-${pad2(Number(match[1]))}`;
  return parseCalendarDate(text);
}

/** The hint under a date field: "Bijvoorbeeld 15-03-1970 (dag-maand-jaar)." */
export function dutchDateHint(example = '15-03-1970'): string {
  return `Bijvoorbeeld ${example} (dag-maand-jaar).`;
}

/** The usual hint under a date field, with a date of birth as its example. */
export const DATE_HINT = dutchDateHint();

/** A date field whose text is no existing date typed as dag-maand-jaar. */
export function invalidDutchDateMessage(example = '15-03-1970'): string {
  return `Vul een bestaande datum in als dag-maand-jaar, bijvoorbeeld ${example}.`;
}

function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

function assertWholeNumber(value: number, name: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${name} must be a whole number`);
}
