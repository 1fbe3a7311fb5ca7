/** A store kept by zustand's persist middleware: its storage key and a way to read it again. */
export interface PersistedStore {
  persist: {
    getOptions: () => { name?: string };
    rehydrate: () => Promise<void> | void;
  };
}

/**
 * Keeps a persisted store (the clients' `client-storage`) in step with other tabs: the browser fires
 * `storage` only in the tabs that did not write, so each of those reads the new value back. Elements of
 * one page share the store itself and need nothing more. Returns the function that stops listening.
 */
export function startCrossTabSync(store: PersistedStore, win: Pick<Window, 'addEventListener' | 'removeEventListener'>): () => void {
  const key = store.persist.getOptions().name;
  const onStorage = (event: StorageEvent) => {
    if (event.key !== key) return;
    void Promise.resolve(store.persist.rehydrate()).catch((error: unknown) => {
      console.error(`Could not read "${key}" changed in another tab; reload the page to see the change.`, error);
    });
  };
  win.addEventListener('storage', onStorage);
  return () => win.removeEventListener('storage', onStorage);
}
