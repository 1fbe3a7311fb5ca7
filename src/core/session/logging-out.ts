import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Session } from './session.ts';

const stores = new WeakMap<Session, StoreApi<{ loggingOut: boolean }>>();

/**
 * Whether the page is logging out. Kept apart from the component that started it: logout clears the user
 * and the client at once, which takes the shell (and its menu) away, while the full-screen spinner of spec
 * section 4 must stay until the identity provider has taken the browser away.
 */
export function loggingOutStore(session: Session): StoreApi<{ loggingOut: boolean }> {
  let store = stores.get(session);
  if (!store) {
    store = createStore(() => ({ loggingOut: false }));
    stores.set(session, store);
  }
  return store;
}
