import { createJSONStorage, type PersistStorage } from 'zustand/middleware';

/** Which browser storage a store falls back to when none is injected. */
export type BrowserStorageKind = 'localStorage' | 'sessionStorage';

/**
 * The browser's own storage, read only when a store first touches it so that core can load in Node.
 * Throws when the environment has none; zustand's persist then keeps the state in memory and warns.
 */
export function browserStorage(kind: BrowserStorageKind): Storage {
  const storage = (globalThis as { [key in BrowserStorageKind]?: Storage })[kind];
  if (!storage) {
    throw new Error(`${kind} is not available here; the state will last only for this page. Pass a Storage to the store to keep it.`);
  }
  return storage;
}

/** JSON persistence over an injected Storage, or over the browser's when none is given. */
export function jsonStorage<S>(storage: Storage | undefined, kind: BrowserStorageKind = 'localStorage'): PersistStorage<S> | undefined {
  return createJSONStorage<S>(() => storage ?? browserStorage(kind));
}

/**
 * zustand's persist swallows a failed read (corrupt JSON, a throwing storage) unless a callback is
 * given: this one says which store could not be restored, so the failure is never silent.
 */
export function reportHydrationError(storeName: string) {
  return (_state: unknown, error: unknown): void => {
    if (error !== undefined) {
      console.error(`Could not restore "${storeName}" from browser storage; starting from empty state.`, error);
    }
  };
}
