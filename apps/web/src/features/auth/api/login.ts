import type { LoginRequest, User } from '@bp/api-schema';
import { userCheck } from '../../../lib/contract-checks';
import { http } from '../../../lib/http';

/** POST /api/login. Kept apart from the other auth calls so the login page needs no zod. */
export function logIn(request: LoginRequest): Promise<User> {
  // The form shows its own errors next to the fields, so the global error toast stays off.
  return http.post('/api/login', request, userCheck, { globalErrors: false });
}
