import { userSchema } from './auth';
import { PASSWORD_MAX_LENGTH, passwordProblems } from './password';
import { z } from './zod-nl';

/*
 * Wachtwoord en beveiliging (issue 20): changing the password while logged in, and two-step
 * verification with an authenticator app (TOTP, RFC 6238) and ten one-time recovery codes.
 */

export const ACCOUNT_SECURITY_MESSAGES = {
  currentPasswordRequired: 'Vul uw huidige wachtwoord in.',
  newPasswordRequired: 'Kies een nieuw wachtwoord.',
  sameAsCurrent: 'Het nieuwe wachtwoord moet anders zijn dan uw huidige wachtwoord.',
  codeRequired: 'Vul de code uit uw authenticator-app in.',
  codeFormat:
    'Vul de 6 cijfers uit uw authenticator-app in, of een herstelcode (10 tekens, bijvoorbeeld ABCDE-FGHJK).',
  passwordRequired: 'Vul uw wachtwoord in.',
} as const;

/** Six digits; spaces a user types between groups are dropped. */
export const TOTP_CODE_PATTERN = /^\d{6}$/;
/** A recovery code: ten characters of an unambiguous alphabet, shown as two groups of five. */
export const RECOVERY_CODE_PATTERN = /^[A-Z2-9]{5}-?[A-Z2-9]{5}$/;
export const RECOVERY_CODE_COUNT = 10;

/** The code as typed, tidied: spaces dropped and upper case (recovery codes). */
export function normaliseSecondFactorCode(code: string): string {
  return code.replace(/\s+/g, '').toUpperCase();
}

export function isRecoveryCodeFormat(code: string): boolean {
  return RECOVERY_CODE_PATTERN.test(normaliseSecondFactorCode(code));
}

/** A code from the app or a recovery code, tidied; a Dutch message when it is neither. */
export const secondFactorCodeSchema = z
  .string({ error: ACCOUNT_SECURITY_MESSAGES.codeRequired })
  .max(40, { error: ACCOUNT_SECURITY_MESSAGES.codeFormat })
  .transform(normaliseSecondFactorCode)
  .pipe(z.string().min(1, { error: ACCOUNT_SECURITY_MESSAGES.codeRequired }))
  .pipe(
    z.string().refine((code) => TOTP_CODE_PATTERN.test(code) || RECOVERY_CODE_PATTERN.test(code), {
      error: ACCOUNT_SECURITY_MESSAGES.codeFormat,
    }),
  );

/** The optional `code` beside the password of a sensitive write (sale, IBAN). */
export const optionalSecondFactorCodeSchema = z
  .string()
  .max(40, { error: ACCOUNT_SECURITY_MESSAGES.codeFormat })
  .optional();

/** POST /api/users/me/password → 204. The new password follows the registration rules. */
export const changePasswordRequestSchema = z
  .strictObject({
    currentPassword: z
      .string({ error: ACCOUNT_SECURITY_MESSAGES.currentPasswordRequired })
      .min(1, { error: ACCOUNT_SECURITY_MESSAGES.currentPasswordRequired })
      .max(1024),
    newPassword: z.string({ error: ACCOUNT_SECURITY_MESSAGES.newPasswordRequired }),
  })
  .superRefine(
    (value, ctx) => {
      for (const message of passwordProblems(value.newPassword)) {
        ctx.addIssue({ code: 'custom', path: ['newPassword'], message });
      }
      if (value.newPassword.length > 0 && value.newPassword === value.currentPassword) {
        ctx.addIssue({
          code: 'custom',
          path: ['newPassword'],
          message: ACCOUNT_SECURITY_MESSAGES.sameAsCurrent,
        });
      }
    },
    {
      when: (payload) =>
        typeof (payload.value as { newPassword?: unknown } | null)?.newPassword === 'string',
    },
  );
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** POST /api/users/me/two-factor: a new (unconfirmed) secret to add to the app. */
export const twoFactorSetupSchema = z.object({
  /** Base32, for typing it in by hand. */
  secret: z.string(),
  otpauthUri: z.string(),
  /** The otpauth URI as a QR code: an SVG image as a data URL. */
  qrCode: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** POST /api/users/me/two-factor/confirm and POST /api/login/totp. */
export const secondFactorCodeRequestSchema = z.strictObject({ code: secondFactorCodeSchema });
export type SecondFactorCodeRequest = z.infer<typeof secondFactorCodeRequestSchema>;

/** The answer of the confirmation: the recovery codes, shown this once. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** DELETE /api/users/me/two-factor → 204: the password and a code (or a recovery code). */
export const disableTwoFactorRequestSchema = z.strictObject({
  password: z
    .string({ error: ACCOUNT_SECURITY_MESSAGES.passwordRequired })
    .min(1, { error: ACCOUNT_SECURITY_MESSAGES.passwordRequired })
    .max(PASSWORD_MAX_LENGTH, { error: ACCOUNT_SECURITY_MESSAGES.passwordRequired }),
  code: secondFactorCodeSchema,
});
export type DisableTwoFactorRequest = z.infer<typeof disableTwoFactorRequestSchema>;

/**
 * POST /api/login: either the logged-in user (a session cookie is set), or, when two-step
 * verification is on, the request for a code (no session yet; POST /api/login/totp completes it).
 */
export const loggedInSchema = userSchema.extend({ twoFactorRequired: z.literal(false) });
export const twoFactorChallengeSchema = z.object({ twoFactorRequired: z.literal(true) });
export const loginResponseSchema = z.discriminatedUnion('twoFactorRequired', [
  loggedInSchema,
  twoFactorChallengeSchema,
]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * POST /api/login/totp: the logged-in user; after a recovery code also how many are left
 * (null after a code from the app).
 */
export const loginTotpResponseSchema = userSchema.extend({
  recoveryCodesLeft: z.number().int().nullable(),
});
export type LoginTotpResponse = z.infer<typeof loginTotpResponseSchema>;
