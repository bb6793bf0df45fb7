import type { User } from '@bp/api-schema';
import { messageCheck, userCheck } from './contract-checks';
import { startHealthCheck, stopHealthCheck } from './health-check';
import { HttpError, UnreadableResponseError, http } from './http';
import { navigateTo } from './navigation';
import { clearClientSession } from './session-end';
import { useAppStore } from './store';

/** After a successful POST /api/login: remember the user and start watching the session. */
export function onLoggedIn(user: User): void {
  useAppStore.setState({ user });
  startHealthCheck();
}

/** Logs out on the server, forgets everything locally and goes to the login page. */
export async function logout(): Promise<void> {
  stopHealthCheck();
  try {
    await http.post('/api/logout', undefined, messageCheck, { globalErrors: false });
  } catch {
    // Logging out locally matters most; the server session expires by itself.
  }
  await clearClientSession();
  navigateTo('/login', { replace: true });
}

/**
 * At start-up a user restored from localStorage is only a memory: ask the server whether the
 * session still holds. 401 is handled by the error catalogue; an unreachable server sends the
 * user to the login page.
 */
export async function verifySessionAtStart(): Promise<void> {
  if (useAppStore.getState().user === null) return;
  let user: User;
  try {
    user = await http.get('/api/users/me', userCheck, { globalErrors: false });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    if (error instanceof UnreadableResponseError) {
      // An answer that is not a user: the session cannot be used.
      await clearClientSession();
      navigateTo('/login', { replace: true });
    } else if (error.isNetworkError) {
      useAppStore.setState({ user: null });
      navigateTo('/login', { replace: true });
    } else if (error.status !== 401 && error.status !== 503) {
      // A passing server fault: stay logged in; the health check keeps asking.
      startHealthCheck();
    }
    return;
  }
  useAppStore.setState({ user });
  startHealthCheck();
}
