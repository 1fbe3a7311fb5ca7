import { useMemo } from 'react';
import type { DraftStorage } from '../../core/review/drafts.ts';
import { useSession } from '../../ui/hooks/use-session.tsx';
import { useStore } from '../../ui/hooks/use-store.ts';

/**
 * Where drafts live: the browser's localStorage, which outlives a reload and a crash. A page that may not
 * use it (a sandboxed frame, storage turned off) gets a stand-in that reads nothing and refuses writes, so
 * the editor says the draft is not kept rather than pretending it is.
 */
export function browserDraftStorage(): DraftStorage {
  try {
    const storage = globalThis.localStorage;
    if (storage) return storage;
  } catch (error) {
    console.error('This page may not use localStorage, so drafts cannot be kept on this device.', error);
  }
  return {
    getItem: () => null,
    setItem: () => {
      throw new Error('localStorage is not available on this page.');
    },
    removeItem: () => {},
  };
}

/** The signed-in person whose drafts these are (their sub), null until someone is signed in. */
export function useDraftUserId(): string | null {
  const session = useSession();
  return useStore(session.runtime.stores.user, (state) => state.user?.sub ?? null);
}

/** The browser's draft storage, looked up once per component. */
export const useDraftStorage = () => useMemo(browserDraftStorage, []);
