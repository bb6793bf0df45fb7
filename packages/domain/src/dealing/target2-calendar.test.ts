import { describe, expect, it } from 'vitest';
import { addDays, calendarDate, dateFromParts } from '../calendar-date';
import {
  TARGET2_CALENDAR_YEARS,
  addBusinessDays,
  businessDayOnOrAfter,
  isTarget2BusinessDay,
  target2ClosingDays,
} from './target2-calendar';

/** The anonymous Gregorian computus, to check the table independently. */
function computedEasterSunday(year: number) {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return dateFromParts(year, month, day);
}

describe('the TARGET2 calendar', () => {
  it('closes on the six days of 2026 the ECB publishes', () => {
    expect(target2ClosingDays(2026)).toEqual([
      '2026-01-01',
      '2026-04-03',
      '2026-04-06',
      '2026-05-01',
      '2026-12-25',
      '2026-12-26',
    ]);
  });

  it('has Good Friday and Easter Monday right in every year of the table', () => {
    for (let year = TARGET2_CALENDAR_YEARS.first; year <= TARGET2_CALENDAR_YEARS.last; year++) {
      const easter = computedEasterSunday(year);
      const [, goodFriday, easterMonday] = target2ClosingDays(year);
      expect([goodFriday, easterMonday], String(year)).toEqual([
        addDays(easter, -2),
        addDays(easter, 1),
      ]);
    }
  });

  it('refuses a year outside its table rather than guess', () => {
    expect(() => target2ClosingDays(2061)).toThrow(RangeError);
  });

  it('knows weekends and holidays are not business days', () => {
    expect(isTarget2BusinessDay(calendarDate('2026-11-27'))).toBe(true); // Friday
    expect(isTarget2BusinessDay(calendarDate('2026-11-28'))).toBe(false); // Saturday
    expect(isTarget2BusinessDay(calendarDate('2026-11-29'))).toBe(false); // Sunday
    expect(isTarget2BusinessDay(calendarDate('2026-12-25'))).toBe(false);
    expect(isTarget2BusinessDay(calendarDate('2026-04-03'))).toBe(false); // Good Friday
    // King's Day and Ascension Day are Dutch holidays, not TARGET2 ones.
    expect(isTarget2BusinessDay(calendarDate('2026-04-27'))).toBe(true);
    expect(isTarget2BusinessDay(calendarDate('2026-05-14'))).toBe(true);
  });

  it('counts business days forwards and backwards over weekends and holidays', () => {
    expect(addBusinessDays(calendarDate('2026-11-30'), -2)).toBe('2026-11-26');
    // Two business days before Sunday 31 May 2026 is Thursday 28 May.
    expect(addBusinessDays(calendarDate('2026-05-31'), -2)).toBe('2026-05-28');
    // Over Christmas: 24 Dec 2026 (Thursday) + 1 business day is Monday 28 Dec.
    expect(addBusinessDays(calendarDate('2026-12-24'), 1)).toBe('2026-12-28');
    // Over Easter 2026: Thursday 2 April + 1 is Tuesday 7 April.
    expect(addBusinessDays(calendarDate('2026-04-02'), 1)).toBe('2026-04-07');
    expect(addBusinessDays(calendarDate('2026-11-28'), 0)).toBe('2026-11-28');
  });

  it('moves a closed day to the next business day', () => {
    expect(businessDayOnOrAfter(calendarDate('2026-11-27'))).toBe('2026-11-27');
    expect(businessDayOnOrAfter(calendarDate('2026-11-28'))).toBe('2026-11-30');
    expect(businessDayOnOrAfter(calendarDate('2027-01-01'))).toBe('2027-01-04');
  });
});
