import type { User } from '@bp/api-schema';

/**
 * The one application store is composed of the core state below, kept by lib/, and one slice
 * per feature that has state worth keeping (the calculation flows, the add-investment flow).
 * A feature adds its slice's type to AppState (declaration merging) and defines the slice here;
 * app/store-slices.ts imports every slice before main.tsx restores the stored state, so lib/
 * never imports a feature.
 */

export type NotificationKind = 'info' | 'success' | 'error';

export interface Notification {
  id: number;
  title: string;
  message: string;
  kind: NotificationKind;
}

export interface LoadingState {
  /** Number of running tasks that asked for the overlay; never below 0. */
  count: number;
  text: string | null;
}

/** The whole state; features add their slices to this interface. */
export interface AppState {
  user: User | null;
  notifications: Notification[];
  loading: LoadingState;
}

type CoreKey = 'user' | 'notifications' | 'loading';
export type SliceKey = Exclude<keyof AppState, CoreKey>;

export interface StoreSlice<S> {
  /** The slice as a fresh session starts it. */
  initial: () => S;
  /**
   * The slice from what localStorage held (anything: an older version, a hand-edited copy) and
   * the fresh slice. Default: the stored fields over the fresh ones when it is an object.
   */
  restore?: (stored: unknown, initial: S) => S;
}

/** A defined slice, its type erased: the store only passes values between its own functions. */
interface RegisteredSlice {
  initial: () => unknown;
  restore: (stored: unknown) => unknown;
}

const slices = new Map<SliceKey, RegisteredSlice>();
let restored = false;
let onDefined: ((key: SliceKey, initial: unknown) => void) | null = null;

export function defineStoreSlice<K extends SliceKey>(key: K, slice: StoreSlice<AppState[K]>): void {
  if (restored) {
    throw new Error(
      `Store slice "${key}" is defined after the stored state was restored, so it would miss its stored copy: import it in app/store-slices.ts.`,
    );
  }
  const restore = slice.restore ?? restoreShallow;
  slices.set(key, {
    initial: slice.initial,
    restore: (stored) => restore(stored, slice.initial()),
  });
  onDefined?.(key, slice.initial());
}

/**
 * The store adds a slice defined after it was created to its state: the bundler, not the
 * import order, decides whether lib/store.ts or a slice runs first.
 */
export function whenStoreSliceDefined(add: (key: SliceKey, initial: unknown) => void): void {
  onDefined = add;
}

/** From the restore of the stored state on, a new slice is a bug. */
export function closeStoreSlices(): void {
  restored = true;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function restoreShallow<S>(stored: unknown, initial: S): S {
  return isRecord(stored) && isRecord(initial) ? ({ ...initial, ...stored } as S) : initial;
}

/** Every feature slice fresh, keyed by slice. */
export function initialSlices(): Pick<AppState, SliceKey> {
  return Object.fromEntries([...slices].map(([key, slice]) => [key, slice.initial()])) as Pick<
    AppState,
    SliceKey
  >;
}

/** Every feature slice restored from the stored copy. */
export function restoreSlices(stored: Record<string, unknown>): Pick<AppState, SliceKey> {
  return Object.fromEntries(
    [...slices].map(([key, slice]) => [key, slice.restore(stored[key])]),
  ) as Pick<AppState, SliceKey>;
}
