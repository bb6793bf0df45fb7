import type { ChangePasswordRequest } from '@bp/api-schema';
import { http, noContent } from '../../../lib/http';

/** POST /api/users/me/password → 204; the form shows its own errors. */
export async function changePassword(request: ChangePasswordRequest): Promise<void> {
  await http.post('/api/users/me/password', request, noContent, { globalErrors: false });
}
