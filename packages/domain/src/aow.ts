import { addMonths, calendarDate, type CalendarDate } from './calendar-date';

export interface AowAge {
  years: number;
  months: number;
  /** True when the law has not fixed the AOW age for this birth date yet and we assume one. */
  assumed: boolean;
}

export interface AowDate extends AowAge {
  /** The day the AOW age is reached: the AOW starts on this day. */
  date: CalendarDate;
}

interface AowTableRow {
  /** Last birth date (inclusive) to which this row applies. */
  bornOnOrBefore: CalendarDate;
  years: number;
  months: number;
}

/**
 * The AOW age by date of birth (Algemene Ouderdomswet art. 7a).
 *
 * Sources: Rijksoverheid, "AOW-leeftijd" table, and the yearly decisions of the minister of
 * SZW in the Staatscourant. 2013–2018 follow the Wet verhoging AOW- en pensioenrichtleeftijd
 * (2012) and its acceleration (2015); 2019–2024 the Wet temporisering verhoging AOW-leeftijd
 * (2019); 2028 and 2029 are 67 + 3 months; 2030 stays 67 + 3 months (Kamerbrief SZW, November
 * 2024: the age may not go down); 2031 stays 67 + 3 months (SZW, 2025, on the CBS forecast).
 * Each row is the group that reaches the AOW age in one calendar year (or a run of years with
 * the same age); the age is fixed five years ahead.
 */
const AOW_TABLE: readonly AowTableRow[] = [
  { bornOnOrBefore: calendarDate('1947-12-31'), years: 65, months: 0 },
  { bornOnOrBefore: calendarDate('1948-11-30'), years: 65, months: 1 }, // AOW in 2013
  { bornOnOrBefore: calendarDate('1949-10-31'), years: 65, months: 2 }, // 2014
  { bornOnOrBefore: calendarDate('1950-09-30'), years: 65, months: 3 }, // 2015
  { bornOnOrBefore: calendarDate('1951-06-30'), years: 65, months: 6 }, // 2016
  { bornOnOrBefore: calendarDate('1952-03-31'), years: 65, months: 9 }, // 2017
  { bornOnOrBefore: calendarDate('1952-12-31'), years: 66, months: 0 }, // 2018
  { bornOnOrBefore: calendarDate('1955-08-31'), years: 66, months: 4 }, // 2019–2021
  { bornOnOrBefore: calendarDate('1956-05-31'), years: 66, months: 7 }, // 2022
  { bornOnOrBefore: calendarDate('1957-02-28'), years: 66, months: 10 }, // 2023
  { bornOnOrBefore: calendarDate('1960-12-31'), years: 67, months: 0 }, // 2024–2027
  { bornOnOrBefore: calendarDate('1964-09-30'), years: 67, months: 3 }, // 2028–2031
];

/** The last birth date for which the law fixes the AOW age. */
export const AOW_FIXED_THROUGH_BIRTHDATE: CalendarDate = calendarDate('1964-09-30');

/**
 * For later births the age is not yet fixed. Since 2025 every extra year of life expectancy
 * at 65 adds 8 months (two thirds), announced five years ahead; the current forecasts do not
 * push it past 67 + 3 months yet, so that is the assumption we show, marked as such.
 */
const ASSUMED_AOW_AGE = { years: 67, months: 3 } as const;

export function aowAge(birthdate: CalendarDate): AowAge {
  const row = AOW_TABLE.find((candidate) => birthdate <= candidate.bornOnOrBefore);
  if (row) return { years: row.years, months: row.months, assumed: false };
  return { ...ASSUMED_AOW_AGE, assumed: true };
}

/**
 * The date the AOW age is reached: the birth date plus the AOW age, with a day that does not
 * exist in the target month clamped to its last day (born 31 October 1953, 66 + 4 months →
 * 29 February 2020).
 */
export function aowDate(birthdate: CalendarDate): AowDate {
  const age = aowAge(birthdate);
  return { ...age, date: addMonths(birthdate, age.years * 12 + age.months) };
}

/** "67 jaar en 3 maanden", "66 jaar", "65 jaar en 1 maand". */
export function formatAowAge(age: Pick<AowAge, 'years' | 'months'>): string {
  if (age.months === 0) return `${age.years} jaar`;
  return `${age.years} jaar en ${age.months} ${age.months === 1 ? 'maand' : 'maanden'}`;
}

/** The note to show beside an assumed AOW age. */
export const AOW_ASSUMPTION_NOTE =
  'Uw AOW-leeftijd is nog niet wettelijk vastgesteld. Wij gaan uit van 67 jaar en 3 maanden; de werkelijke AOW-leeftijd kan hoger zijn.';
