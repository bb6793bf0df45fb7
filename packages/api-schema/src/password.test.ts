import { describe, expect, it } from 'vitest';
import { confirmRequestSchema, registerRequestSchema } from './auth';
import { passwordProblems } from './password';

describe('password strength', () => {
  it('accepts the demo-style passphrase', () => {
    expect(passwordProblems('Belegger-demo-2026', 'belegger@example.com')).toEqual([]);
  });

  it('lists every broken rule in Dutch', () => {
    expect(passwordProblems('kort')).toEqual([
      'Het wachtwoord moet minimaal 12 tekens lang zijn.',
      'Het wachtwoord moet een hoofdletter bevatten.',
      'Het wachtwoord moet een cijfer bevatten.',
    ]);
  });

  it('refuses the e-mail address as password', () => {
    expect(passwordProblems('Janssen2026@Example.com', 'janssen2026@example.com')).toContain(
      'Het wachtwoord mag niet gelijk zijn aan uw e-mailadres.',
    );
  });

  it('reports the password problems at the password field when confirming an account', () => {
    const result = confirmRequestSchema.safeParse({ token: 'x'.repeat(43), password: 'abc' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.every((issue) => issue.path[0] === 'password')).toBe(true);
  });

  it('normalises the e-mail address', () => {
    const result = registerRequestSchema.parse({ email: ' Nieuw@Example.com ', consent: true });
    expect(result.email).toBe('nieuw@example.com');
  });
});

describe('registration problems', () => {
  it('takes no password: it is chosen behind the confirmation link', () => {
    const result = registerRequestSchema.safeParse({
      email: 'nieuw@example.com',
      password: 'Sterk-wachtwoord-2026',
      consent: true,
    });
    expect(result.error?.issues.map((issue) => issue.code)).toEqual(['unrecognized_keys']);
  });

  it('lists the password problems together with a bad link', () => {
    const result = confirmRequestSchema.safeParse({ token: 'kort', password: 'kort' });
    const fields = result.error?.issues.map((issue) => issue.path[0]) ?? [];
    expect(fields).toContain('token');
    expect(fields).toContain('password');
  });

  it('words an e-mail that is not text as a problem instead of throwing', () => {
    for (const email of [42, {}, [], null, true]) {
      const result = registerRequestSchema.safeParse({ email, consent: true });
      const fields = result.error?.issues.map((issue) => issue.path[0]) ?? [];
      expect(fields, JSON.stringify(email)).toEqual(['email']);
    }
  });
});
