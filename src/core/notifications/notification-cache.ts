import { createJSONStorage, persist } from 'zustand/middleware';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ClientActionItems } from '../api/generated/graphql.ts';
import { browserSessionStorage } from './session-storage.ts';

/** Spec section 9: action items count as stale 5 minutes after they were fetched. */
export const NOTIFICATION_CACHE_STALE_MS = 5 * 60 * 1000;
/** Session storage: a tab keeps its notifications across reloads, and they go with the tab. */
export const NOTIFICATION_STORAGE_KEY = 'notification-storage';

export interface CachedActionItems {
  data: ClientActionItems;
  /** Epoch milliseconds of the fetch. */
  lastFetched: number;
}

export interface NotificationCacheState {
  byClient: Record<string, CachedActionItems>;
  setActionItems(clientId: string, data: ClientActionItems): void;
  /** Forgets one client's action items, so the next read asks the service (after the firm acted on one). */
  forgetActionItems(clientId: string): void;
  /** Forgets every client's action items, here and in session storage (logout). */
  clearNotificationCache(): void;
}

export type NotificationCache = StoreApi<NotificationCacheState>;

export interface NotificationCacheOptions {
  storage?: Storage;
  now?: () => number;
}

export function createNotificationCache({
  storage = browserSessionStorage(),
  now = Date.now,
}: NotificationCacheOptions = {}): NotificationCache {
  return createStore<NotificationCacheState>()(
    persist(
      (set, _get, api) => ({
        byClient: {},
        setActionItems: (clientId, data) => set((state) => ({ byClient: { ...state.byClient, [clientId]: { data, lastFetched: now() } } })),
        forgetActionItems: (clientId) =>
          set((state) => {
            const { [clientId]: _forgotten, ...others } = state.byClient;
            return { byClient: others };
          }),
        clearNotificationCache: () => {
          set({ byClient: {} });
          api.persist.clearStorage();
        },
      }),
      {
        name: NOTIFICATION_STORAGE_KEY,
        storage: createJSONStorage(() => storage),
        partialize: (state) => ({ byClient: state.byClient }),
        version: 1,
      },
    ),
  );
}

export const isNotificationCacheStale = (entry: CachedActionItems, now: number = Date.now()): boolean =>
  now - entry.lastFetched >= NOTIFICATION_CACHE_STALE_MS;

/** A client's cached action items while still fresh; undefined when missing or stale (then fetch). */
export function freshActionItems(cache: NotificationCache, clientId: string, now: number = Date.now()): CachedActionItems | undefined {
  const entry = cache.getState().byClient[clientId];
  return entry && !isNotificationCacheStale(entry, now) ? entry : undefined;
}
