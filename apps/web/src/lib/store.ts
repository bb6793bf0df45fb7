import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { parseUser } from './contract-checks';
import { createPersistStorage } from './persistence';
import { initialSlices, restoreSlices, sealStoreSlices, type AppState } from './store-slices';

export type { AppState, LoadingState, Notification, NotificationKind } from './store-slices';

/** The one localStorage key under which the whole application state is kept. */
export const PERSIST_KEY = 'beleggersportaal-state';
const PERSIST_VERSION = 1;

/**
 * Notifications and the loading counter are moments, not state worth restoring: a counter
 * restored above 0 would cover the page with the overlay for good.
 */
export type PersistedAppState = Omit<AppState, 'notifications' | 'loading'>;

export function initialAppState(): AppState {
  // The feature slices complete AppState: app/store-slices.ts defines all of them before this
  // module runs (sealStoreSlices makes a late one fail loudly).
  return {
    user: null,
    notifications: [],
    loading: { count: 0, text: null },
    ...initialSlices(),
  } as AppState;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Restores what was stored over the fresh state, slice by slice, and never trusts a bad user. */
function mergePersisted(persisted: unknown, current: AppState): AppState {
  if (!isRecord(persisted)) return current;
  return { ...current, user: parseUser(persisted.user), ...restoreSlices(persisted) };
}

sealStoreSlices();

export const useAppStore = create<AppState>()(
  persist(() => initialAppState(), {
    name: PERSIST_KEY,
    version: PERSIST_VERSION,
    storage: createPersistStorage<PersistedAppState>(),
    partialize: ({ notifications: _notifications, loading: _loading, ...persisted }) => persisted,
    merge: mergePersisted,
    // main.tsx restores the stored copy explicitly and waits for it before mounting the app.
    skipHydration: true,
  }),
);

export function restorePersistedState(): Promise<void> {
  return useAppStore.persist.rehydrate();
}

/** Back to the initial state, and the stored copy removed. */
export function resetAppState(): void {
  useAppStore.setState(initialAppState(), true);
  useAppStore.persist.clearStorage();
}

export function isLoggedIn(): boolean {
  return useAppStore.getState().user !== null;
}
