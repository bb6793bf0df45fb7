import {
  messageSchema,
  type ConfirmRequest,
  type ForgotPasswordRequest,
  type RegisterRequest,
  type ResetPasswordRequest,
} from '@bp/api-schema';
import { http } from '../../../lib/http';

export { logIn, logInWithCode } from './login';

// Auth forms show their own errors next to the fields, so the global error toast stays off.
const formRequest = { globalErrors: false } as const;

export const FORGOT_PASSWORD_CONFIRMATION =
  'Als dit e-mailadres bij ons bekend is, ontvangt u binnen enkele minuten een e-mail met een link om uw wachtwoord opnieuw in te stellen.';

export async function registerAccount(request: RegisterRequest): Promise<void> {
  await http.post('/api/register', request, messageSchema, formRequest);
}

/** The password chosen behind the confirmation link; the account is active once it is set. */
export async function confirmAccount(request: ConfirmRequest): Promise<void> {
  await http.post('/api/register/confirm', request, messageSchema, formRequest);
}

/** An empty 202 (a proxy that drops the body) still means the request was received. */
const forgotReplySchema = messageSchema.optional();

/** Returns the server's confirmation, which is the same whether the address is known or not. */
export async function requestPasswordReset(request: ForgotPasswordRequest): Promise<string> {
  const reply = await http.post('/api/password/forgot', request, forgotReplySchema, formRequest);
  return reply?.message ?? FORGOT_PASSWORD_CONFIRMATION;
}

export async function resetPassword(request: ResetPasswordRequest): Promise<void> {
  await http.post('/api/password/reset', request, messageSchema, formRequest);
}
