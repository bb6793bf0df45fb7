import type { User } from '@bp/api-schema';
import { impersonationCheck, userCheck } from './contract-checks';
import { http, noContent } from './http';
import { navigateTo } from './navigation';
import { notify } from './notifications';
import { forgetPersonShown } from './session-end';
import { useAppStore } from './store';

/**
 * Viewing the portal as an investor (issue 21), the web side: the server binds the impersonation
 * to the admin's session, so the browser only reloads who it is (`GET /api/users/me`) after
 * every change and forgets the cached data of the one it showed before.
 */

export const IMPERSONATION_ENDED_NOTICE = 'De weergave als belegger is beëindigd.';

/** Asks the server who the session shows now and remembers it; another one's data is dropped. */
export async function reloadUser(): Promise<User> {
  const before = useAppStore.getState().user;
  const user = await http.get('/api/users/me', userCheck, { globalErrors: false });
  const same =
    before?.email === user.email &&
    before.impersonation?.investorId === user.impersonation?.investorId;
  if (same) useAppStore.setState({ user });
  else await forgetPersonShown(user);
  return user;
}

/** POST /api/admin/impersonations, then the investor's portal (their Mijn vastgoed). */
export async function startImpersonation(investorId: string, reason: string): Promise<void> {
  await http.post('/api/admin/impersonations', { investorId, reason }, impersonationCheck, {
    globalErrors: false,
  });
  await reloadUser();
  navigateTo('/mijn-investeringen');
}

/** PATCH …/current with the investor's consent code: acting on their behalf from now on. */
export async function actOnBehalf(consentCode: string): Promise<void> {
  const impersonation = await http.patch(
    '/api/admin/impersonations/current',
    { mode: 'namens', consentCode },
    impersonationCheck,
    { globalErrors: false },
  );
  useAppStore.setState((state) => (state.user ? { user: { ...state.user, impersonation } } : {}));
}

/** Stoppen: DELETE …/current, the admin again, back to the investors. */
export async function stopImpersonation(): Promise<void> {
  await http.delete('/api/admin/impersonations/current', noContent);
  await reloadUser();
  navigateTo('/admin', { replace: true });
}

let checking: Promise<void> | null = null;

/**
 * The impersonation may have ended without the admin (30 minutes passed, the investor ended it):
 * at its expiry or after a refusal, ask the server; when it no longer runs, go back to `/admin`
 * with a notice. Several calls at once check once.
 */
export function checkImpersonationEnded(): Promise<void> {
  checking ??= (async () => {
    if (!useAppStore.getState().user?.impersonation) return;
    try {
      const user = await reloadUser();
      if (user.impersonation) return;
    } catch {
      // A 401 is the error catalogue's (the session itself ended); anything else: next time.
      return;
    }
    notify({ title: 'Weergave beëindigd', message: IMPERSONATION_ENDED_NOTICE });
    navigateTo('/admin', { replace: true });
  })().finally(() => {
    checking = null;
  });
  return checking;
}
