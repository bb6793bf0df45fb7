import { describe, expect, it } from 'vitest';
import { TUSSENVOEGSEL_MESSAGES, TUSSENVOEGSELS, validateTussenvoegsel } from './tussenvoegsel';

describe('validateTussenvoegsel', () => {
  it('takes none as the empty text', () => {
    expect(validateTussenvoegsel('')).toEqual({ ok: true, value: '' });
    expect(validateTussenvoegsel('   ')).toEqual({ ok: true, value: '' });
  });

  it('writes a known one as the list does', () => {
    expect(validateTussenvoegsel('Van  Der')).toEqual({ ok: true, value: 'van der' });
    expect(validateTussenvoegsel('in ’t')).toEqual({ ok: true, value: "in 't" });
    for (const known of TUSSENVOEGSELS) {
      expect(validateTussenvoegsel(known)).toEqual({ ok: true, value: known });
    }
  });

  it('allows another one of at most 10 characters', () => {
    expect(validateTussenvoegsel('vander')).toEqual({ ok: true, value: 'vander' });
    expect(validateTussenvoegsel('abcde fghi')).toEqual({ ok: true, value: 'abcde fghi' });
    expect(validateTussenvoegsel('dell’')).toEqual({ ok: true, value: 'dell’' });
  });

  it.each(['abcdef ghij', 'van 3', 'van-der', 'van.'])('refuses "%s"', (input) => {
    expect(validateTussenvoegsel(input)).toEqual({
      ok: false,
      error: TUSSENVOEGSEL_MESSAGES.invalid,
    });
  });
});
