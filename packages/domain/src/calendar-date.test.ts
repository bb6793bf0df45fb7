import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addDays,
  addMonths,
  addYears,
  ageOn,
  calendarDate,
  dateFromParts,
  daysBetween,
  firstDayOfMonth,
  firstDayOfNextMonth,
  isSupportedDate,
  SUPPORTED_DATES,
  formatDutchDate,
  isCalendarDate,
  lastDayOfMonth,
  parseCalendarDate,
  parseDutchDate,
  todayInAmsterdam,
  wholeMonthsBetween,
  wholeYearsBetween,
  type CalendarDate,
} from './calendar-date';

const d = calendarDate;

/** Any real date from 1900 to 2100. */
const anyDate = fc
  .integer({ min: Date.UTC(1900, 0, 1) / 86_400_000, max: Date.UTC(2100, 11, 31) / 86_400_000 })
  .map((day) => d(new Date(day * 86_400_000).toISOString().slice(0, 10)));

describe('calendar dates', () => {
  it('accepts only real dates written as YYYY-MM-DD', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2000-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('1900-02-29')).toBe(false);
    expect(isCalendarDate('2026-04-31')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-00-10')).toBe(false);
    expect(isCalendarDate('2026-1-01')).toBe(false);
    expect(isCalendarDate('22-11-2026')).toBe(false);
    expect(isCalendarDate(20261122)).toBe(false);
    expect(parseCalendarDate('2026-11-22')).toBe('2026-11-22');
    expect(parseCalendarDate('2026-11-31')).toBeNull();
    expect(() => calendarDate('2026-02-30')).toThrow(RangeError);
  });

  it('builds and takes apart dates', () => {
    expect(dateFromParts(2026, 3, 5)).toBe('2026-03-05');
    expect(() => dateFromParts(2026, 2, 29)).toThrow(RangeError);
  });
});

describe('supported dates', () => {
  it('run from 1 January 1900 to 31 December 2150, both included', () => {
    expect(SUPPORTED_DATES).toEqual({ first: '1900-01-01', last: '2150-12-31' });
    for (const inside of ['1900-01-01', '1960-03-10', '2026-04-01', '2150-12-31']) {
      expect(isSupportedDate(calendarDate(inside)), inside).toBe(true);
    }
    for (const outside of ['0001-01-01', '1899-12-31', '2151-01-01', '9999-12-31']) {
      expect(isSupportedDate(calendarDate(outside)), outside).toBe(false);
    }
  });

  it('leave room for 50 years of months after the last one without leaving four-digit years', () => {
    expect(addYears(SUPPORTED_DATES.last, 100)).toBe('2250-12-31');
  });
});

describe('todayInAmsterdam', () => {
  it.each([
    // Winter time, UTC+1: the Dutch day starts at 23:00 UTC.
    ['2025-12-31T22:59:59Z', '2025-12-31'],
    ['2025-12-31T23:00:00Z', '2026-01-01'],
    // Clocks go forward on 29 March 2026 at 01:00 UTC.
    ['2026-03-28T22:59:59Z', '2026-03-28'],
    ['2026-03-28T23:00:00Z', '2026-03-29'],
    ['2026-03-29T21:59:59Z', '2026-03-29'],
    ['2026-03-29T22:00:00Z', '2026-03-30'],
    // Summer time, UTC+2: the Dutch day starts at 22:00 UTC.
    ['2026-07-01T21:59:59Z', '2026-07-01'],
    ['2026-07-01T22:00:00Z', '2026-07-02'],
    // Clocks go back on 25 October 2026 at 01:00 UTC.
    ['2026-10-24T21:59:59Z', '2026-10-24'],
    ['2026-10-24T22:00:00Z', '2026-10-25'],
    ['2026-10-25T22:59:59Z', '2026-10-25'],
    ['2026-10-25T23:00:00Z', '2026-10-26'],
    ['2024-02-28T23:30:00Z', '2024-02-29'],
  ])('at %s it is %s in Amsterdam', (instant, expected) => {
    expect(todayInAmsterdam(new Date(instant))).toBe(expected);
  });
});

describe('date arithmetic', () => {
  // Restores TZ as it was, unset included (`process.env.TZ = undefined` would set "undefined"):
  // the next file in this worker shares the process.
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('adds days across daylight saving changes and year ends', () => {
    expect(addDays(d('2026-03-28'), 1)).toBe('2026-03-29');
    expect(addDays(d('2026-03-29'), 1)).toBe('2026-03-30');
    expect(addDays(d('2026-10-25'), 1)).toBe('2026-10-26');
    expect(addDays(d('2026-12-31'), 1)).toBe('2027-01-01');
    expect(addDays(d('2024-03-01'), -1)).toBe('2024-02-29');
    expect(daysBetween(d('2026-03-01'), d('2026-04-01'))).toBe(31);
    expect(daysBetween(d('2026-10-01'), d('2026-11-01'))).toBe(31);
    expect(daysBetween(d('2024-01-01'), d('2025-01-01'))).toBe(366);
    expect(daysBetween(d('2025-01-01'), d('2024-01-01'))).toBe(-366);
  });

  it('does not depend on the time zone of the machine', () => {
    for (const zone of ['Europe/Amsterdam', 'America/Sao_Paulo', 'Pacific/Kiritimati']) {
      vi.stubEnv('TZ', zone);
      expect(addDays(d('2026-03-28'), 2)).toBe('2026-03-30');
      expect(addDays(d('2026-10-24'), 2)).toBe('2026-10-26');
      expect(daysBetween(d('2026-03-28'), d('2026-10-26'))).toBe(212);
      expect(addMonths(d('2026-03-31'), 7)).toBe('2026-10-31');
      expect(todayInAmsterdam(new Date('2026-03-29T22:00:00Z'))).toBe('2026-03-30');
    }
  });

  it('clamps to the end of the month when adding months', () => {
    expect(addMonths(d('2024-01-31'), 1)).toBe('2024-02-29');
    expect(addMonths(d('2023-01-31'), 1)).toBe('2023-02-28');
    expect(addMonths(d('2024-03-31'), -1)).toBe('2024-02-29');
    expect(addMonths(d('2026-05-31'), 1)).toBe('2026-06-30');
    expect(addMonths(d('2026-12-15'), 1)).toBe('2027-01-15');
    expect(addMonths(d('2026-01-15'), -13)).toBe('2024-12-15');
    expect(addMonths(d('2026-08-31'), 0)).toBe('2026-08-31');
  });

  it('clamps 29 February when adding years', () => {
    expect(addYears(d('2024-02-29'), 1)).toBe('2025-02-28');
    expect(addYears(d('2024-02-29'), 4)).toBe('2028-02-29');
    expect(addYears(d('2024-02-29'), -100)).toBe('1924-02-29');
    expect(addYears(d('2000-02-29'), -100)).toBe('1900-02-28');
  });

  it('refuses fractional amounts', () => {
    expect(() => addMonths(d('2026-01-01'), 1.5)).toThrow(RangeError);
    expect(() => addDays(d('2026-01-01'), Number.NaN)).toThrow(RangeError);
  });

  it('finds month boundaries', () => {
    expect(firstDayOfMonth(d('2026-11-22'))).toBe('2026-11-01');
    expect(lastDayOfMonth(d('2024-02-10'))).toBe('2024-02-29');
    expect(lastDayOfMonth(d('2026-04-10'))).toBe('2026-04-30');
    expect(firstDayOfNextMonth(d('2026-11-22'))).toBe('2026-12-01');
    expect(firstDayOfNextMonth(d('2026-12-31'))).toBe('2027-01-01');
    expect(firstDayOfNextMonth(d('2026-01-31'))).toBe('2026-02-01');
    expect(firstDayOfNextMonth(d('2026-03-01'))).toBe('2026-04-01');
  });

  it('counts whole months and years the way addMonths counts them', () => {
    expect(wholeMonthsBetween(d('2024-01-31'), d('2024-02-29'))).toBe(1);
    expect(wholeMonthsBetween(d('2024-01-31'), d('2024-02-28'))).toBe(0);
    expect(wholeMonthsBetween(d('2024-01-15'), d('2024-03-14'))).toBe(1);
    expect(wholeMonthsBetween(d('2024-01-15'), d('2024-03-15'))).toBe(2);
    expect(wholeMonthsBetween(d('2024-03-14'), d('2024-01-15'))).toBe(-1);
    expect(wholeMonthsBetween(d('2026-05-10'), d('2026-05-10'))).toBe(0);
    expect(wholeYearsBetween(d('2019-03-01'), d('2026-02-28'))).toBe(6);
    expect(wholeYearsBetween(d('2019-03-01'), d('2026-03-01'))).toBe(7);
  });

  it('keeps addMonths, wholeMonthsBetween and daysBetween consistent', () => {
    fc.assert(
      fc.property(anyDate, fc.integer({ min: -1200, max: 1200 }), (date, months) => {
        const moved = addMonths(date, months);
        expect(isCalendarDate(moved)).toBe(true);
        expect(wholeMonthsBetween(date, moved)).toBe(months);
        expect(Number(moved.slice(8))).toBeLessThanOrEqual(Number(date.slice(8)));
      }),
    );
    fc.assert(
      fc.property(anyDate, fc.integer({ min: -40_000, max: 40_000 }), (date, days) => {
        expect(daysBetween(date, addDays(date, days))).toBe(days);
      }),
    );
  });

  it('orders whole months like the dates themselves', () => {
    fc.assert(
      fc.property(anyDate, anyDate, (a, b) => {
        const months = wholeMonthsBetween(a, b);
        if (a <= b) {
          expect(addMonths(a, months) <= b).toBe(true);
          expect(addMonths(a, months + 1) > b).toBe(true);
        } else {
          expect(months).toBeLessThanOrEqual(0);
        }
      }),
    );
  });
});

describe('ageOn', () => {
  it('counts a birthday as the day the age goes up', () => {
    expect(ageOn(d('1990-06-15'), d('2026-06-14'))).toBe(35);
    expect(ageOn(d('1990-06-15'), d('2026-06-15'))).toBe(36);
    expect(ageOn(d('1990-06-15'), d('1990-06-15'))).toBe(0);
  });

  it('lets someone born on 29 February turn a year older on 28 February', () => {
    expect(ageOn(d('2000-02-29'), d('2001-02-27'))).toBe(0);
    expect(ageOn(d('2000-02-29'), d('2001-02-28'))).toBe(1);
    expect(ageOn(d('2000-02-29'), d('2004-02-28'))).toBe(3);
    expect(ageOn(d('2000-02-29'), d('2004-02-29'))).toBe(4);
  });

  it('refuses a date before the birth date', () => {
    expect(() => ageOn(d('1990-06-15'), d('1990-06-14'))).toThrow(RangeError);
  });

  it('agrees with counting birthdays on the calendar', () => {
    fc.assert(
      fc.property(anyDate, anyDate, (first, second) => {
        const [birth, on] = first <= second ? [first, second] : [second, first];
        const birthdayThisYear = addYears(
          birth,
          Number(on.slice(0, 4)) - Number(birth.slice(0, 4)),
        );
        const expected =
          Number(on.slice(0, 4)) - Number(birth.slice(0, 4)) - (birthdayThisYear > on ? 1 : 0);
        expect(ageOn(birth, on)).toBe(expected);
      }),
    );
  });
});

describe('Dutch dates', () => {
  it('formats short and long', () => {
    expect(formatDutchDate(d('2026-11-22'))).toBe('22-11-2026');
    expect(formatDutchDate(d('2026-03-01'))).toBe('01-03-2026');
    expect(formatDutchDate(d('2026-11-22'), 'long')).toBe('22 november 2026');
    expect(formatDutchDate(d('2026-03-01'), 'long')).toBe('1 maart 2026');
  });

  it('writes the long form exactly as Intl nl-NL does', () => {
    const intl = new Intl.DateTimeFormat('nl-NL', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    fc.assert(
      fc.property(anyDate, (date: CalendarDate) => {
        expect(formatDutchDate(date, 'long')).toBe(intl.format(new Date(`${date}T00:00:00Z`)));
      }),
    );
  });

  it('reads dates typed the Dutch way', () => {
    expect(parseDutchDate('22-11-2026')).toBe('2026-11-22');
    expect(parseDutchDate(' 1/2/2026 ')).toBe('2026-02-01');
    expect(parseDutchDate('29.02.2024')).toBe('2024-02-29');
    expect(parseDutchDate('29-02-2023')).toBeNull();
    expect(parseDutchDate('2026-11-22')).toBeNull();
    expect(parseDutchDate('22-11-26')).toBeNull();
  });

  it('reads back what it formats', () => {
    fc.assert(
      fc.property(anyDate, (date) => {
        expect(parseDutchDate(formatDutchDate(date))).toBe(date);
      }),
    );
  });
});
