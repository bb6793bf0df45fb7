import { addDays, dateFromParts, dateParts, type CalendarDate } from '../calendar-date';

/**
 * Easter Sunday per year (month-day), the one moving feast of the TARGET2 calendar: Good Friday
 * is two days before it, Easter Monday the day after. A table rather than the computus, so that
 * each date can be checked against a printed calendar; its test recomputes every entry.
 */
// prettier-ignore -- one year per cell reads as the printed table it is checked against
const EASTER_SUNDAYS: Readonly<Record<number, string>> = {
  2000: '04-23',
  2001: '04-15',
  2002: '03-31',
  2003: '04-20',
  2004: '04-11',
  2005: '03-27',
  2006: '04-16',
  2007: '04-08',
  2008: '03-23',
  2009: '04-12',
  2010: '04-04',
  2011: '04-24',
  2012: '04-08',
  2013: '03-31',
  2014: '04-20',
  2015: '04-05',
  2016: '03-27',
  2017: '04-16',
  2018: '04-01',
  2019: '04-21',
  2020: '04-12',
  2021: '04-04',
  2022: '04-17',
  2023: '04-09',
  2024: '03-31',
  2025: '04-20',
  2026: '04-05',
  2027: '03-28',
  2028: '04-16',
  2029: '04-01',
  2030: '04-21',
  2031: '04-13',
  2032: '03-28',
  2033: '04-17',
  2034: '04-09',
  2035: '03-25',
  2036: '04-13',
  2037: '04-05',
  2038: '04-25',
  2039: '04-10',
  2040: '04-01',
  2041: '04-21',
  2042: '04-06',
  2043: '03-29',
  2044: '04-17',
  2045: '04-09',
  2046: '03-25',
  2047: '04-14',
  2048: '04-05',
  2049: '04-18',
  2050: '04-10',
  2051: '04-02',
  2052: '04-21',
  2053: '04-06',
  2054: '03-29',
  2055: '04-18',
  2056: '04-02',
  2057: '04-22',
  2058: '04-14',
  2059: '03-30',
  2060: '04-18',
};

/** The years the table covers; a date outside them is refused rather than guessed. */
export const TARGET2_CALENDAR_YEARS = { first: 2000, last: 2060 } as const;

/** The days on which TARGET2 is closed besides weekends, in the order of the year. */
export function target2ClosingDays(year: number): CalendarDate[] {
  const easter = EASTER_SUNDAYS[year];
  if (easter === undefined) {
    throw new RangeError(
      `The TARGET2 calendar covers ${TARGET2_CALENDAR_YEARS.first}–${TARGET2_CALENDAR_YEARS.last}, not ${year}.`,
    );
  }
  const easterSunday = dateFromParts(year, Number(easter.slice(0, 2)), Number(easter.slice(3)));
  return [
    dateFromParts(year, 1, 1),
    addDays(easterSunday, -2),
    addDays(easterSunday, 1),
    dateFromParts(year, 5, 1),
    dateFromParts(year, 12, 25),
    dateFromParts(year, 12, 26),
  ];
}

function isWeekend(date: CalendarDate): boolean {
  const { year, month, day } = dateParts(date);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/** Whether SEPA payments settle on `date`: a weekday on which TARGET2 is open. */
export function isTarget2BusinessDay(date: CalendarDate): boolean {
  if (isWeekend(date)) return false;
  return !target2ClosingDays(dateParts(date).year).includes(date);
}

/**
 * The business day `count` business days after `date` (before it when negative), not counting
 * `date` itself: two business days before a Sunday is the Thursday. Zero gives `date` unchanged.
 */
export function addBusinessDays(date: CalendarDate, count: number): CalendarDate {
  const step = count < 0 ? -1 : 1;
  let remaining = Math.abs(count);
  let current = date;
  while (remaining > 0) {
    current = addDays(current, step);
    if (isTarget2BusinessDay(current)) remaining -= 1;
  }
  return current;
}

/** `date` when it is a business day, otherwise the first business day after it. */
export function businessDayOnOrAfter(date: CalendarDate): CalendarDate {
  let current = date;
  while (!isTarget2BusinessDay(current)) current = addDays(current, 1);
  return current;
}
