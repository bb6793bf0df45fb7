import { describe, expect, it } from 'vitest';
import {
  PASSWORDS_DIFFER,
  REPEAT_PASSWORD,
  createAccountFormSchema,
  isWellFormedConfirmToken,
  isWellFormedResetToken,
  resetPasswordFormSchema,
} from './schemas';

const TOKEN = 'q3Vn0y8W2mXcT7pLk4sRa9bE1fHjZ6dG';

function messagesByField(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) {
  const byField: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = String(issue.path[0]);
    (byField[field] ??= []).push(issue.message);
  }
  return byField;
}

describe('createAccountFormSchema', () => {
  it('turns a valid form into exactly the register request', () => {
    expect(
      createAccountFormSchema.parse({
        email: ' Nieuw.Belegger@Example.com ',
        password: 'Sterk-wachtwoord-2026',
        passwordRepeat: 'Sterk-wachtwoord-2026',
        consent: true,
      }),
    ).toEqual({
      email: 'nieuw.belegger@example.com',
      password: 'Sterk-wachtwoord-2026',
      consent: true,
    });
  });

  it('reports the password rules even when other fields fail too', () => {
    const result = createAccountFormSchema.safeParse({
      email: '',
      password: 'kort',
      passwordRepeat: '',
      consent: false,
    });
    expect(result.success).toBe(false);
    expect(messagesByField(result.error?.issues ?? [])).toEqual({
      email: ['Vul uw e-mailadres in.'],
      consent: ['U moet akkoord gaan met de privacyverklaring en de voorwaarden.'],
      password: [
        'Het wachtwoord moet minimaal 12 tekens lang zijn.',
        'Het wachtwoord moet een hoofdletter bevatten.',
        'Het wachtwoord moet een cijfer bevatten.',
      ],
      passwordRepeat: [REPEAT_PASSWORD],
    });
  });

  it('requires the repeated password to match', () => {
    const result = createAccountFormSchema.safeParse({
      email: 'nieuw@example.com',
      password: 'Sterk-wachtwoord-2026',
      passwordRepeat: 'Sterk-wachtwoord-2062',
      consent: true,
    });
    expect(messagesByField(result.error?.issues ?? [])).toEqual({
      passwordRepeat: [PASSWORDS_DIFFER],
    });
  });
});

describe('resetPasswordFormSchema', () => {
  it('produces the reset request with the token from the link', () => {
    expect(
      resetPasswordFormSchema(TOKEN).parse({
        password: 'Nieuw-Sterk-wachtwoord-2027',
        passwordRepeat: 'Nieuw-Sterk-wachtwoord-2027',
      }),
    ).toEqual({ token: TOKEN, password: 'Nieuw-Sterk-wachtwoord-2027' });
  });

  it('lists weak and unrepeated passwords per field', () => {
    const result = resetPasswordFormSchema(TOKEN).safeParse({
      password: 'wachtwoord12',
      passwordRepeat: 'wachtwoord13',
    });
    expect(messagesByField(result.error?.issues ?? [])).toEqual({
      password: ['Het wachtwoord moet een hoofdletter bevatten.'],
      passwordRepeat: [PASSWORDS_DIFFER],
    });
  });
});

describe('token checks', () => {
  it('accepts a token of the length the server issues', () => {
    expect(isWellFormedResetToken(TOKEN)).toBe(true);
    expect(isWellFormedConfirmToken(TOKEN)).toBe(true);
  });

  it.each([null, '', 'te-kort', 'x'.repeat(201)])('refuses %j', (token) => {
    expect(isWellFormedResetToken(token)).toBe(false);
    expect(isWellFormedConfirmToken(token)).toBe(false);
  });
});
