import {
  recoveryCodesSchema,
  twoFactorSetupSchema,
  type DisableTwoFactorRequest,
  type RecoveryCodes,
  type TwoFactorSetup,
} from '@bp/api-schema';
import { http, noContent, request } from '../../../lib/http';

// The forms show their own errors, so no toast.
const quiet = { globalErrors: false } as const;

/** POST /api/users/me/two-factor: a new secret, its otpauth URI and QR code. */
export function startTwoFactor(): Promise<TwoFactorSetup> {
  return http.post('/api/users/me/two-factor', {}, twoFactorSetupSchema, quiet);
}

/** POST /api/users/me/two-factor/confirm: the first code turns it on; the recovery codes. */
export function confirmTwoFactor(code: string): Promise<RecoveryCodes> {
  return http.post('/api/users/me/two-factor/confirm', { code }, recoveryCodesSchema, quiet);
}

/** DELETE /api/users/me/two-factor with the password and a code. */
export async function disableTwoFactor(body: DisableTwoFactorRequest): Promise<void> {
  await request('DELETE', '/api/users/me/two-factor', noContent, { ...quiet, body });
}
