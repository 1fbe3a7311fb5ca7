import { useQuery } from '@tanstack/react-query';
import { notificationQueryOptions } from '../../../core/session/notification-query.ts';
import { notificationSummary } from '../bell-notices.ts';
import { useSession } from '../../../ui/hooks/use-session.tsx';

/**
 * The selected client's notifications through the page's one query cache, cache first (session storage,
 * 5 minutes): the bell's count and the popover's items come from this one query.
 */
export function useNotificationSummary(clientId: string) {
  const session = useSession();
  return useQuery({
    ...notificationQueryOptions(session, clientId),
    select: (data) => notificationSummary(data, session.config.brand),
  });
}
