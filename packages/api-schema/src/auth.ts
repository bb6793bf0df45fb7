import { passwordProblems } from './password';
import { impersonationSchema } from './impersonation';
import { z } from './zod-nl';

/**
 * Text first, in a step of its own: zod would otherwise run the length checks on a value of the
 * wrong type too (an empty list is "too short" as well), wording one problem twice.
 */
export const emailSchema = z.string({ error: 'Vul uw e-mailadres in.' }).pipe(
  z
    .string()
    .trim()
    .min(1, { error: 'Vul uw e-mailadres in.' })
    .max(254, { error: 'Het e-mailadres is te lang.' })
    .toLowerCase()
    .pipe(z.email({ error: 'Vul een geldig e-mailadres in.' })),
);

export const roleSchema = z.enum(['admin', 'investor']);
export type Role = z.infer<typeof roleSchema>;

/** GET /api/users/me */
export const userSchema = z.object({
  role: roleSchema,
  email: z.string(),
  username: z.string().nullable(),
  /** Two-step verification is on: sensitive writes ask for a code beside the password. */
  twoFactorEnabled: z.boolean(),
  /** Present while an administrator views the portal as this investor (the user above). */
  impersonation: impersonationSchema.optional(),
});
export type User = z.infer<typeof userSchema>;

/** POST /api/login; the reply is loginResponseSchema (account-security.ts). */
export const loginRequestSchema = z.strictObject({
  email: emailSchema,
  password: z
    .string({ error: 'Vul uw wachtwoord in.' })
    .min(1, { error: 'Vul uw wachtwoord in.' })
    .max(1024),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/**
 * Password rules are checked even when another field failed too (zod skips refinements on a
 * failed object by default), so a form lists every problem at once.
 */
const whenPasswordIsText = {
  when: (payload: { value: unknown }) =>
    typeof (payload.value as { password?: unknown } | null)?.password === 'string',
};

function newPasswordIssues(
  value: { password: string; email?: unknown },
  ctx: z.core.$RefinementCtx<unknown>,
): void {
  // The e-mail field may have failed its own check as something other than text (42, {}):
  // the password rules then compare with no address rather than throw.
  const email = typeof value.email === 'string' ? value.email : undefined;
  for (const message of passwordProblems(value.password, email)) {
    ctx.addIssue({ code: 'custom', path: ['password'], message });
  }
}

/**
 * POST /api/register: creates an inactive account and mails a confirmation link. No password:
 * it is chosen behind that link, once the address is proven (POST /api/register/confirm), so
 * nobody can set the password of an address that is not theirs.
 */
export const registerRequestSchema = z.strictObject({
  email: emailSchema,
  consent: z.literal(true, {
    error: 'U moet akkoord gaan met de privacyverklaring en de voorwaarden.',
  }),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/**
 * POST /api/register/confirm: the token from the confirmation mail and the password the
 * account gets. The server also checks that the password is not the account's e-mail address.
 */
export const confirmRequestSchema = z
  .strictObject({
    token: z.string().min(20, { error: 'De bevestigingslink is ongeldig.' }).max(200),
    password: z.string({ error: 'Kies een wachtwoord.' }),
  })
  .superRefine(newPasswordIssues, whenPasswordIsText);
export type ConfirmRequest = z.infer<typeof confirmRequestSchema>;

/** POST /api/password/forgot: always answered the same, whether the e-mail exists or not. */
export const forgotPasswordRequestSchema = z.strictObject({ email: emailSchema });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

/** POST /api/password/reset: the single-use token from the mail and the new password. */
export const resetPasswordRequestSchema = z
  .strictObject({
    token: z.string().min(20, { error: 'De herstellink is ongeldig of verlopen.' }).max(200),
    password: z.string({ error: 'Kies een nieuw wachtwoord.' }),
  })
  .superRefine(newPasswordIssues, whenPasswordIsText);
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** GET /api/getCookie?cookieName=token: the token's claims, never its signature. */
export const getCookieQuerySchema = z.strictObject({ cookieName: z.literal('token') });
export const tokenClaimsSchema = z.object({
  sub: z.string(),
  role: roleSchema,
  jti: z.string(),
  iat: z.number().int(),
  exp: z.number().int(),
});
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;

/** Cookies the client may ask the server to delete. */
export const DELETABLE_COOKIES = ['token', 'hasCookie'] as const;

/** POST /api/deleteCookie */
export const deleteCookieRequestSchema = z.strictObject({
  cookieName: z.enum(DELETABLE_COOKIES, { error: 'Dit cookie mag niet worden verwijderd.' }),
  isHttpOnly: z.boolean().optional(),
  raw: z.boolean().optional(),
  sameSite: z.enum(['Strict', 'Lax', 'None', 'strict', 'lax', 'none']).optional(),
});
export type DeleteCookieRequest = z.infer<typeof deleteCookieRequestSchema>;

/** GET /api/session-health-check */
export const sessionHealthSchema = z.object({
  status: z.literal('ok'),
  exp: z.number().int(),
  renewed: z.boolean(),
});
export type SessionHealth = z.infer<typeof sessionHealthSchema>;
