import type { PersistStorage, StorageValue } from 'zustand/middleware';

/**
 * Identity-document images (front, back, the US "CLN" certificate) may sit in the state while a
 * form is filled in, but never go to localStorage: they belong in IndexedDB or nowhere.
 */
export const NEVER_PERSISTED_KEYS: ReadonlySet<string> = new Set(['voorkant', 'achterkant', 'CLN']);

/**
 * A JSON-safe copy of `value` without the never-persisted keys at any depth. A reference back to
 * an object that contains it (a cycle) is dropped instead of making JSON.stringify throw; the
 * same object reached twice without a cycle is kept both times.
 */
export function toPersistable(value: unknown): unknown {
  return copy(value, new Set());
}

function copy(value: unknown, ancestors: Set<object>): unknown {
  if (value === null) return null;
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value;
    case 'number':
      return Number.isFinite(value) ? value : null;
    case 'object':
      break;
    default:
      // functions, symbols, bigints and undefined have no JSON form
      return undefined;
  }
  if (ancestors.has(value)) return undefined;
  const withToJson = value as { toJSON?: unknown };
  if (typeof withToJson.toJSON === 'function') {
    return copy((withToJson.toJSON as () => unknown).call(value), ancestors);
  }
  if (typeof Blob !== 'undefined' && value instanceof Blob) return undefined;

  ancestors.add(value);
  try {
    if (Array.isArray(value)) {
      return value.map((item) => {
        const copied = copy(item, ancestors);
        return copied === undefined ? null : copied;
      });
    }
    const result: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      if (NEVER_PERSISTED_KEYS.has(key)) continue;
      const copied = copy(item, ancestors);
      if (copied !== undefined) result[key] = copied;
    }
    return result;
  } finally {
    ancestors.delete(value);
  }
}

export function serializeState(value: unknown): string {
  return JSON.stringify(toPersistable(value) ?? null);
}

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage can be switched off (privacy settings); the app then simply forgets on reload.
    return null;
  }
}

/**
 * Storage for zustand's persist middleware. A write that would not change the stored text is
 * skipped, so state changes outside the persisted part (such as a new notification) leave the
 * stored copy alone.
 */
export function createPersistStorage<S>(
  getStorage: () => Storage | null = browserStorage,
): PersistStorage<S> {
  return {
    getItem(name) {
      const raw = getStorage()?.getItem(name);
      if (raw === null || raw === undefined) return null;
      try {
        return JSON.parse(raw) as StorageValue<S>;
      } catch {
        return null;
      }
    },
    setItem(name, value) {
      const storage = getStorage();
      if (!storage) return;
      const serialized = serializeState(value);
      if (storage.getItem(name) === serialized) return;
      try {
        storage.setItem(name, serialized);
      } catch (error) {
        console.warn('De toestand van het portaal kon niet worden bewaard.', error);
      }
    },
    removeItem(name) {
      getStorage()?.removeItem(name);
    },
  };
}
