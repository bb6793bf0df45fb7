import { deleteDatabase } from './file-store';
import { stopHealthCheck } from './health-check';
import { queryClient } from './query-client';
import { resetAppState } from './store';

/**
 * Forgets everything this browser holds about the session: the user and all other state, the
 * stored copy, this tab's sessionStorage (a calculation kept for a login), cached server data
 * and the IndexedDB file store. Used by logout and by the error
 * catalogue on a 401.
 */
export async function clearClientSession(): Promise<void> {
  stopHealthCheck();
  resetAppState();
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
