import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AOW_ASSUMPTION_NOTE,
  AOW_FIXED_THROUGH_BIRTHDATE,
  aowAge,
  aowDate,
  formatAowAge,
} from './aow';
import {
  addDays,
  ageOn,
  calendarDate,
  wholeMonthsBetween,
  type CalendarDate,
} from './calendar-date';

const d = calendarDate;

/**
 * The AOW table (Rijksoverheid, "AOW-leeftijd"; Staatscourant decisions up to 2031): each row's
 * first and last birth date, its AOW age and the calendar years in which that group reaches it.
 */
const ROWS: { first: string; last: string; years: number; months: number; aowYears: number[] }[] = [
  { first: '1900-01-01', last: '1947-12-31', years: 65, months: 0, aowYears: [] },
  { first: '1948-01-01', last: '1948-11-30', years: 65, months: 1, aowYears: [2013] },
  { first: '1948-12-01', last: '1949-10-31', years: 65, months: 2, aowYears: [2014] },
  { first: '1949-11-01', last: '1950-09-30', years: 65, months: 3, aowYears: [2015] },
  { first: '1950-10-01', last: '1951-06-30', years: 65, months: 6, aowYears: [2016] },
  { first: '1951-07-01', last: '1952-03-31', years: 65, months: 9, aowYears: [2017] },
  { first: '1952-04-01', last: '1952-12-31', years: 66, months: 0, aowYears: [2018] },
  { first: '1953-01-01', last: '1955-08-31', years: 66, months: 4, aowYears: [2019, 2020, 2021] },
  { first: '1955-09-01', last: '1956-05-31', years: 66, months: 7, aowYears: [2022] },
  { first: '1956-06-01', last: '1957-02-28', years: 66, months: 10, aowYears: [2023] },
  {
    first: '1957-03-01',
    last: '1960-12-31',
    years: 67,
    months: 0,
    aowYears: [2024, 2025, 2026, 2027],
  },
  {
    first: '1961-01-01',
    last: '1964-09-30',
    years: 67,
    months: 3,
    aowYears: [2028, 2029, 2030, 2031],
  },
];

function everyDay(first: CalendarDate, last: CalendarDate): CalendarDate[] {
  const days: CalendarDate[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}

describe('aowAge', () => {
  it.each(ROWS)('gives $years years and $months months from $first through $last', (row) => {
    for (const birthdate of [d(row.first), d(row.last)]) {
      expect(aowAge(birthdate)).toEqual({ years: row.years, months: row.months, assumed: false });
    }
  });

  it('changes row exactly one day after each row edge', () => {
    for (const [index, row] of ROWS.entries()) {
      const next = ROWS[index + 1];
      if (!next) continue;
      expect(addDays(d(row.last), 1)).toBe(next.first);
      expect(aowAge(addDays(d(row.last), 1))).toEqual({
        years: next.years,
        months: next.months,
        assumed: false,
      });
    }
  });

  it('assumes 67 years and 3 months for births after 30 September 1964 and says so', () => {
    expect(AOW_FIXED_THROUGH_BIRTHDATE).toBe('1964-09-30');
    expect(aowAge(d('1964-10-01'))).toEqual({ years: 67, months: 3, assumed: true });
    expect(aowAge(d('1990-06-15'))).toEqual({ years: 67, months: 3, assumed: true });
    expect(AOW_ASSUMPTION_NOTE).toContain('nog niet wettelijk vastgesteld');
  });
});

describe('aowDate', () => {
  it.each([
    ['1947-12-31', '2012-12-31'],
    ['1948-01-01', '2013-02-01'],
    ['1952-12-31', '2018-12-31'],
    ['1953-01-01', '2019-05-01'],
    ['1955-08-31', '2021-12-31'],
    ['1955-09-01', '2022-04-01'],
    ['1957-02-28', '2023-12-28'],
    ['1957-03-01', '2024-03-01'],
    ['1960-12-31', '2027-12-31'],
    ['1961-01-01', '2028-04-01'],
    ['1964-09-30', '2031-12-30'],
    ['1964-10-01', '2032-01-01'],
  ])('born %s: AOW from %s', (birthdate, expected) => {
    expect(aowDate(d(birthdate)).date).toBe(expected);
  });

  it('clamps a day the target month lacks to its last day', () => {
    // 31 October 1953 + 66 years and 4 months: February 2020 has no 31st.
    expect(aowDate(d('1953-10-31'))).toEqual({
      date: '2020-02-29',
      years: 66,
      months: 4,
      assumed: false,
    });
    expect(aowDate(d('1956-07-31')).date).toBe('2023-05-31');
  });

  it('lets every group reach its AOW age in the calendar years the law names', () => {
    for (const row of ROWS.slice(1)) {
      for (const birthdate of everyDay(d(row.first), d(row.last))) {
        expect(row.aowYears).toContain(Number(aowDate(birthdate).date.slice(0, 4)));
      }
    }
  });

  it('never lets someone born later reach the AOW age earlier', () => {
    const days = everyDay(d('1940-01-01'), d('1975-12-31'));
    for (let index = 1; index < days.length; index += 1) {
      const earlier = days[index - 1];
      const later = days[index];
      if (!earlier || !later) continue;
      expect(aowDate(later).date >= aowDate(earlier).date).toBe(true);
    }
  });

  it('is the day the age reaches the AOW age, for any birth date', () => {
    const birthdate = fc
      .integer({ min: 0, max: 36_500 })
      .map((offset) => addDays(d('1920-01-01'), offset));
    fc.assert(
      fc.property(birthdate, (born) => {
        const aow = aowDate(born);
        expect(wholeMonthsBetween(born, aow.date)).toBe(aow.years * 12 + aow.months);
        expect(wholeMonthsBetween(born, addDays(aow.date, -1))).toBe(
          aow.years * 12 + aow.months - 1,
        );
        expect(ageOn(born, aow.date)).toBe(aow.years);
        expect(aow.assumed).toBe(born > AOW_FIXED_THROUGH_BIRTHDATE);
      }),
    );
  });

  it('carries the assumption flag along', () => {
    expect(aowDate(d('1970-05-20'))).toEqual({
      date: '2037-08-20',
      years: 67,
      months: 3,
      assumed: true,
    });
  });
});

describe('formatAowAge', () => {
  it('writes the age in Dutch', () => {
    expect(formatAowAge({ years: 67, months: 3 })).toBe('67 jaar en 3 maanden');
    expect(formatAowAge({ years: 66, months: 0 })).toBe('66 jaar');
    expect(formatAowAge({ years: 65, months: 1 })).toBe('65 jaar en 1 maand');
  });
});
