import type { User } from '@bp/api-schema';
import { deleteDatabase } from './file-store';
import { stopHealthCheck } from './health-check';
import { queryClient } from './query-client';
import { resetAppState, useAppStore } from './store';

/**
 * Forgets everything this browser holds about the session: the user and all other state, the
 * stored copy, this tab's sessionStorage (a calculation kept for a login), cached server data
 * and the IndexedDB file store. Used by logout and by the error
 * catalogue on a 401.
 */
export async function clearClientSession(): Promise<void> {
  stopHealthCheck();
  await forgetPersonShown(null);
}

/**
 * Forgets what this browser holds of the person shown and shows `next` instead, keeping the
 * session (its health check goes on): used when an admin starts or stops viewing an investor's
 * portal, so no draft, file or cached figure of one person stays on screen for the other. The
 * new user is set in the same step as the reset, so no page sees nobody logged in in between.
 */
export async function forgetPersonShown(next: User | null): Promise<void> {
  resetAppState();
  if (next) useAppStore.setState({ user: next });
  queryClient.clear();
  try {
    window.sessionStorage.clear();
  } catch {
    // Storage switched off: nothing was kept there.
  }
  try {
    await deleteDatabase();
  } catch (error) {
    console.warn('De lokale bestanden konden niet worden verwijderd.', error);
  }
}
