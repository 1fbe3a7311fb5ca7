import type { ClientActionItems } from '../api/generated/graphql.ts';
import { GetClientNotificationDataDocument } from '../api/generated/operations.ts';
import { notificationKeys } from '../api/query-keys.ts';
import { freshActionItems, NOTIFICATION_CACHE_STALE_MS } from '../notifications/notification-cache.ts';
import type { Session } from './session.ts';

/** Logged with the client id when the service does not answer (spec section 8). */
export const ACTION_ITEMS_FAILED_MESSAGE = 'Failed to get action items for ClientId';

/** A query description in TanStack's shape: hand it to fetchQuery/ensureQueryData, or to useQuery later. */
export interface NotificationQueryOptions {
  queryKey: ReturnType<typeof notificationKeys.client>;
  queryFn: (context: { signal?: AbortSignal }) => Promise<ClientActionItems>;
  staleTime: number;
}

/**
 * A client's action items, cache first: a session-storage entry younger than 5 minutes is used as is
 * (a reload or another element does not ask again); otherwise GetClientNotificationData is asked and the
 * answer stored with its lastFetched time.
 */
export function notificationQueryOptions(session: Session, clientId: string): NotificationQueryOptions {
  const cache = session.runtime.stores.notifications;
  return {
    queryKey: notificationKeys.client(clientId),
    queryFn: async ({ signal }) => {
      const cached = freshActionItems(cache, clientId, session.now());
      if (cached) return cached.data;
      try {
        const { clientNotificationData } = await session.graphql.request(
          GetClientNotificationDataDocument,
          { input: { clientId } },
          { signal },
        );
        cache.getState().setActionItems(clientId, clientNotificationData);
        return clientNotificationData;
      } catch (error) {
        console.error(ACTION_ITEMS_FAILED_MESSAGE, clientId, error);
        throw error;
      }
    },
    staleTime: NOTIFICATION_CACHE_STALE_MS,
  };
}
