import { describe, expect, it } from 'vitest';
import { EMAIL_MESSAGES, validateEmail } from './email';

describe('validateEmail', () => {
  it('accepts an address, trimmed and in lower case', () => {
    expect(validateEmail(' Nieuw@Example.com ')).toEqual({ ok: true, value: 'nieuw@example.com' });
    expect(validateEmail('a.b+c@sub.voorbeeld.nl').ok).toBe(true);
  });

  it.each([
    ['', EMAIL_MESSAGES.empty],
    ['nieuw', EMAIL_MESSAGES.invalid],
    ['nieuw@example', EMAIL_MESSAGES.invalid],
    ['nieuw@@example.com', EMAIL_MESSAGES.invalid],
    ['nieuw @example.com', EMAIL_MESSAGES.invalid],
    ['nieuw@example..com', EMAIL_MESSAGES.invalid],
    [`${'a'.repeat(243)}@example.com`, EMAIL_MESSAGES.tooLong],
  ])('refuses "%s"', (input, message) => {
    expect(validateEmail(input)).toEqual({ ok: false, error: message });
  });

  it('accepts the longest address allowed, 254 characters', () => {
    expect(validateEmail(`${'a'.repeat(242)}@example.com`).ok).toBe(true);
  });
});
