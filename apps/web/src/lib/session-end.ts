import { deleteDatabase } from './file-store';
import { stopHealthCheck } from './health-check';
import { queryClient } from './query-client';
import { resetAppState } from './store';

/**
 * Forgets everything this browser holds about the session: the user and all other state, the
 * stored copy, cached server data and the IndexedDB file store. Used by logout and by the error
 * catalogue on a 401.
 */
export async function clearClientSession(): Promise<void> {
  stopHealthCheck();
  resetAppState();
  queryClient.clear();
  try {
    await deleteDatabase();
  } catch (error) {
    console.warn('De lokale bestanden konden niet worden verwijderd.', error);
  }
}
