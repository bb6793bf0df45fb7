import { describe, expect, it } from 'vitest';
import { calendarDate } from '../calendar-date';
import {
  AGE_MESSAGES,
  APPLICATION_DATE_MESSAGES,
  isAdultOn,
  validateBirthDate,
  validateDocumentValidUntil,
} from './dates';

const today = calendarDate('2026-11-24');

describe('validateDocumentValidUntil (strictly after today, Europe/Amsterdam)', () => {
  it('accepts tomorrow and later', () => {
    expect(validateDocumentValidUntil('2026-11-25', today)).toEqual({
      ok: true,
      value: '2026-11-25',
    });
    expect(validateDocumentValidUntil('2036-01-01', today).ok).toBe(true);
  });

  it('refuses a document that ends today or has ended', () => {
    for (const date of ['2026-11-24', '2026-11-23', '2001-01-01']) {
      expect(validateDocumentValidUntil(date, today)).toEqual({
        ok: false,
        error: APPLICATION_DATE_MESSAGES.expired,
      });
    }
  });

  it.each([
    ['', APPLICATION_DATE_MESSAGES.validUntilEmpty],
    ['2027-02-29', APPLICATION_DATE_MESSAGES.validUntilInvalid],
    ['25-11-2026', APPLICATION_DATE_MESSAGES.validUntilInvalid],
    ['9999-12-31', APPLICATION_DATE_MESSAGES.validUntilInvalid],
  ])('refuses "%s"', (input, message) => {
    expect(validateDocumentValidUntil(input, today)).toEqual({ ok: false, error: message });
  });
});

describe('age on a date (18th birthday exactly)', () => {
  it('is of age on the 18th birthday, not the day before', () => {
    expect(isAdultOn(calendarDate('2008-11-24'), today)).toBe(true);
    expect(isAdultOn(calendarDate('2008-11-25'), today)).toBe(false);
  });

  it('lets someone born on 29 February come of age on 28 February in a common year', () => {
    const leapling = calendarDate('2008-02-29');
    expect(isAdultOn(leapling, calendarDate('2026-02-27'))).toBe(false);
    expect(isAdultOn(leapling, calendarDate('2026-02-28'))).toBe(true);
  });

  it('wants the investor, a partner and a contact person of age', () => {
    expect(validateBirthDate('2008-11-24', today, 'adult', 'mijn')).toEqual({
      ok: true,
      value: '2008-11-24',
    });
    expect(validateBirthDate('2008-11-25', today, 'adult', 'mijn')).toEqual({
      ok: false,
      error: AGE_MESSAGES.mijn,
    });
    expect(validateBirthDate('2008-11-25', today, 'adult', 'partner')).toEqual({
      ok: false,
      error: AGE_MESSAGES.partner,
    });
    expect(validateBirthDate('2008-11-25', today, 'adult', 'contactPerson')).toEqual({
      ok: false,
      error: AGE_MESSAGES.contactPerson,
    });
  });

  it('wants a child under 18: the day before the 18th birthday, not on it', () => {
    expect(validateBirthDate('2008-11-25', today, 'minor', 'child').ok).toBe(true);
    expect(validateBirthDate('2026-11-24', today, 'minor', 'child').ok).toBe(true);
    expect(validateBirthDate('2008-11-24', today, 'minor', 'child')).toEqual({
      ok: false,
      error: AGE_MESSAGES.child,
    });
  });

  it.each([
    ['', APPLICATION_DATE_MESSAGES.birthDateEmpty],
    ['1990-13-01', APPLICATION_DATE_MESSAGES.birthDateInvalid],
    ['1899-12-31', APPLICATION_DATE_MESSAGES.birthDateInvalid],
    ['2026-11-25', APPLICATION_DATE_MESSAGES.birthDateInFuture],
  ])('refuses the birth date "%s"', (input, message) => {
    expect(validateBirthDate(input, today, 'minor', 'child')).toEqual({
      ok: false,
      error: message,
    });
  });
});
