import type {
  LoginRequest,
  LoginResponse,
  LoginTotpResponse,
  SecondFactorCodeRequest,
} from '@bp/api-schema';
import { loginResponseCheck, loginTotpResponseCheck } from '../../../lib/contract-checks';
import { http } from '../../../lib/http';

/**
 * POST /api/login: the user, or (two-step verification on) the request for a code. Kept apart
 * from the other auth calls so the login page needs no zod.
 */
export function logIn(request: LoginRequest): Promise<LoginResponse> {
  // The form shows its own errors next to the fields, so the global error toast stays off.
  return http.post('/api/login', request, loginResponseCheck, { globalErrors: false });
}

/** POST /api/login/totp: the login's second step, with a code from the app or a recovery code. */
export function logInWithCode(request: SecondFactorCodeRequest): Promise<LoginTotpResponse> {
  return http.post('/api/login/totp', request, loginTotpResponseCheck, { globalErrors: false });
}
