import type { LoginRequest, User } from '@bp/api-schema';
import { parseUser } from '../../lib/contract-checks';
import { http } from '../../lib/http';
import { HttpError } from '../../lib/http-error';

const UNEXPECTED_REPLY = 'Er is iets misgegaan bij het inloggen. Probeer het later opnieuw.';

/** POST /api/login. Kept apart from the other auth calls so the login page needs no zod. */
export async function logIn(request: LoginRequest): Promise<User> {
  // The form shows its own errors next to the fields, so the global error toast stays off.
  const user = parseUser(await http.post<unknown>('/api/login', request, { globalErrors: false }));
  if (!user) {
    throw new HttpError(500, {
      message: UNEXPECTED_REPLY,
      errors: { ErrorMessage: [UNEXPECTED_REPLY] },
    });
  }
  return user;
}
