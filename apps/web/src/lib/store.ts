import { create } from 'zustand';
import { persist, type PersistStorage } from 'zustand/middleware';
import { parseUser } from './contract-checks';
import { createPersistStorage } from './persistence';
import {
  closeStoreSlices,
  initialSlices,
  restoreSlices,
  whenStoreSliceDefined,
  type AppState,
} from './store-slices';

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
  // The feature slices complete AppState: app/store-slices.ts defines all of them before the
  // stored state is restored (a later one fails loudly).
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

const browserStorage = createPersistStorage<PersistedAppState>();

/** Until the stored copy is restored, a write would replace it with a fresh state. */
const storage: PersistStorage<PersistedAppState> = {
  ...browserStorage,
  setItem: (name, value) => {
    if (useAppStore.persist.hasHydrated()) return browserStorage.setItem(name, value);
  },
};

export const useAppStore = create<AppState>()(
  persist(() => initialAppState(), {
    name: PERSIST_KEY,
    version: PERSIST_VERSION,
    storage,
    partialize: ({ notifications: _notifications, loading: _loading, ...persisted }) => persisted,
    merge: mergePersisted,
    // main.tsx restores the stored copy explicitly and waits for it before mounting the app.
    skipHydration: true,
  }),
);

whenStoreSliceDefined((key, initial) => {
  useAppStore.setState({ [key]: initial });
});

export function restorePersistedState(): Promise<void> {
  closeStoreSlices();
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
