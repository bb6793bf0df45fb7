import type {
  EmailChangeRequest,
  EmailStatus,
  PersonalInfo,
  PersonalInfoUpdate,
  User,
} from '@bp/api-schema';
import { queryOptions } from '@tanstack/react-query';
import { http, lazySchema } from '../../../lib/http';
import { RESOURCE_KEYS } from '../../../lib/refresh-after-write';

const personalInfo = lazySchema(async () => (await import('@bp/api-schema')).personalInfoSchema);
const emailStatus = lazySchema(async () => (await import('@bp/api-schema')).emailStatusSchema);
const message = lazySchema(async () => (await import('@bp/api-schema')).messageSchema);
const user = lazySchema(async () => (await import('@bp/api-schema')).userSchema);

/** PATCH /api/relations/me with the fields that changed; the answer is the stored record. */
export function savePersonalInfo(update: PersonalInfoUpdate): Promise<PersonalInfo> {
  return http.patch('/api/relations/me', update, personalInfo, { globalErrors: false });
}

/** GET /api/users/me/email: the address in use and a change waiting for its link. */
export const emailStatusQuery = () =>
  queryOptions({
    queryKey: [...RESOURCE_KEYS.account, 'me', 'email'],
    queryFn: ({ signal }): Promise<EmailStatus> =>
      http.get('/api/users/me/email', emailStatus, { globalErrors: false, signal }),
  });

/** POST /api/users/me/email: 202 with what happens next. */
export async function requestEmailChange(request: EmailChangeRequest): Promise<string> {
  return (await http.post('/api/users/me/email', request, message, { globalErrors: false }))
    .message;
}

/** POST /api/email-change/confirm with the token of the link. */
export async function confirmEmailChange(token: string): Promise<string> {
  return (await http.post('/api/email-change/confirm', { token }, message, { globalErrors: false }))
    .message;
}

/** GET /api/users/me: the account as the header shows it, read again after a change. */
export function currentUser(): Promise<User> {
  return http.get('/api/users/me', user, { globalErrors: false });
}
