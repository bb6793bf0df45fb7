import { describe, expect, it } from 'vitest';
import { registerRequestSchema } from './auth';
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

  it('reports the password problems at the password field when registering', () => {
    const result = registerRequestSchema.safeParse({
      email: 'Nieuw@Example.com ',
      password: 'abc',
      consent: true,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.every((issue) => issue.path[0] === 'password')).toBe(true);
  });

  it('normalises the e-mail address', () => {
    const result = registerRequestSchema.parse({
      email: ' Nieuw@Example.com ',
      password: 'Sterk-wachtwoord-2026',
      consent: true,
    });
    expect(result.email).toBe('nieuw@example.com');
  });
});

describe('registration problems', () => {
  it('lists the password problems together with a missing consent', () => {
    const result = registerRequestSchema.safeParse({
      email: 'nieuw@example.com',
      password: 'kort',
      consent: false,
    });
    const fields = result.error?.issues.map((issue) => issue.path[0]) ?? [];
    expect(fields).toContain('consent');
    expect(fields).toContain('password');
  });

  it('words an e-mail that is not text as a problem instead of throwing, still checking the password', () => {
    for (const email of [42, {}, [], null, true]) {
      const result = registerRequestSchema.safeParse({ email, password: 'kort', consent: true });
      const fields = result.error?.issues.map((issue) => issue.path[0]) ?? [];
      expect(fields, JSON.stringify(email)).toEqual(['email', 'password', 'password', 'password']);
    }
  });
});
