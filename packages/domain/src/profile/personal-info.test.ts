import { describe, expect, it } from 'vitest';
import { maskBirthDate, USERNAME_MESSAGES, validateUsername } from './personal-info';

describe('validateUsername', () => {
  it('trims and folds spaces; empty is none', () => {
    expect(validateUsername('  J.  de Vries ')).toEqual({ ok: true, value: 'J. de Vries' });
    expect(validateUsername('   ')).toEqual({ ok: true, value: null });
  });

  it('refuses a name too long or with hidden characters', () => {
    expect(validateUsername('x'.repeat(61))).toEqual({
      ok: false,
      error: USERNAME_MESSAGES.tooLong,
    });
    expect(validateUsername('a\u202Eb')).toEqual({
      ok: false,
      error: USERNAME_MESSAGES.characters,
    });
  });
});

describe('maskBirthDate', () => {
  it('keeps only the year, in the Dutch order', () => {
    expect(maskBirthDate('1968-04-12')).toBe('••-••-1968');
  });
});
