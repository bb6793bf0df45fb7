import { describe, expect, it } from 'vitest';
import {
  PASSWORDS_DIFFER,
  createAccountFormSchema,
  isWellFormedConfirmToken,
  isWellFormedResetToken,
  tokenPasswordFormSchema,
} from './schemas';
import { confirmRequestSchema, resetPasswordRequestSchema } from '@bp/api-schema';

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
  it('turns a valid form into exactly the register request: the address and consent, no password', () => {
    expect(
      createAccountFormSchema.parse({ email: ' Nieuw.Belegger@Example.com ', consent: true }),
    ).toEqual({ email: 'nieuw.belegger@example.com', consent: true });
  });

  it('reports every field that fails', () => {
    const result = createAccountFormSchema.safeParse({ email: '', consent: false });
    expect(result.success).toBe(false);
    expect(messagesByField(result.error?.issues ?? [])).toEqual({
      email: ['Vul uw e-mailadres in.'],
      consent: ['U moet akkoord gaan met de privacyverklaring en de voorwaarden.'],
    });
  });
});

describe.each([
  ['reset', resetPasswordRequestSchema],
  ['confirm', confirmRequestSchema],
] as const)('tokenPasswordFormSchema (%s)', (_name, requestSchema) => {
  it('produces the request with the token from the link', () => {
    expect(
      tokenPasswordFormSchema(requestSchema, TOKEN).parse({
        password: 'Nieuw-Sterk-wachtwoord-2027',
        passwordRepeat: 'Nieuw-Sterk-wachtwoord-2027',
      }),
    ).toEqual({ token: TOKEN, password: 'Nieuw-Sterk-wachtwoord-2027' });
  });

  it('lists weak and unrepeated passwords per field', () => {
    const result = tokenPasswordFormSchema(requestSchema, TOKEN).safeParse({
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
