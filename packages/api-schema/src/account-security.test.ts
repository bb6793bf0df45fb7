import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_SECURITY_MESSAGES,
  changePasswordRequestSchema,
  loginResponseSchema,
  secondFactorCodeRequestSchema,
} from './account-security';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('secondFactorCodeRequestSchema', () => {
  it.each([
    ['123456', '123456'],
    [' 123 456 ', '123456'],
    ['abcde-fghjk', 'ABCDE-FGHJK'],
    ['ABCDEFGHJK', 'ABCDEFGHJK'],
  ])('takes %j as %j', (code, expected) => {
    expect(secondFactorCodeRequestSchema.parse({ code })).toEqual({ code: expected });
  });

  it.each(['12345', '1234567', 'ABCDE-FGHI1', 'wachtwoord!'])('refuses %j in Dutch', (code) => {
    expect(messagesOf(secondFactorCodeRequestSchema.safeParse({ code }))).toEqual([
      ACCOUNT_SECURITY_MESSAGES.codeFormat,
    ]);
  });

  it('asks for a code when none is given', () => {
    expect(messagesOf(secondFactorCodeRequestSchema.safeParse({ code: '' }))).toEqual([
      ACCOUNT_SECURITY_MESSAGES.codeRequired,
    ]);
    expect(messagesOf(secondFactorCodeRequestSchema.safeParse({}))).toEqual([
      ACCOUNT_SECURITY_MESSAGES.codeRequired,
    ]);
  });
});

describe('changePasswordRequestSchema', () => {
  it('applies the registration rules to the new password, even when the current one is missing', () => {
    expect(
      messagesOf(
        changePasswordRequestSchema.safeParse({ currentPassword: '', newPassword: 'kort' }),
      ),
    ).toEqual([
      ACCOUNT_SECURITY_MESSAGES.currentPasswordRequired,
      'Het wachtwoord moet minimaal 12 tekens lang zijn.',
      'Het wachtwoord moet een hoofdletter bevatten.',
      'Het wachtwoord moet een cijfer bevatten.',
    ]);
  });

  it('refuses the current password as the new one', () => {
    const same = { currentPassword: 'Belegger-demo-2026', newPassword: 'Belegger-demo-2026' };
    expect(messagesOf(changePasswordRequestSchema.safeParse(same))).toEqual([
      ACCOUNT_SECURITY_MESSAGES.sameAsCurrent,
    ]);
  });
});

describe('loginResponseSchema', () => {
  it('is the user or the request for a code, told apart by twoFactorRequired', () => {
    expect(loginResponseSchema.safeParse({ twoFactorRequired: true }).success).toBe(true);
    const user = {
      role: 'investor',
      email: 'a@example.com',
      username: null,
      twoFactorEnabled: false,
    };
    expect(loginResponseSchema.safeParse({ ...user, twoFactorRequired: false }).success).toBe(true);
    expect(loginResponseSchema.safeParse(user).success).toBe(false);
    expect(loginResponseSchema.safeParse({ twoFactorRequired: false }).success).toBe(false);
  });
});
