import { useQuery } from '@tanstack/react-query';
import { connectionNotices } from '../../../core/notifications/notifications.ts';
import { notificationQueryOptions } from '../../../core/session/notification-query.ts';
import { useSession } from '../../../ui/hooks/use-session.tsx';

/**
 * The connections the firm still lacks, as the bell lists them (same query, same cache, same texts):
 * WordPress, Google Business Profile and social media open Settings; the Search Console notice asks the
 * firm to contact us, so it has no page to open.
 */
export function useConnectionTodos(clientId: string) {
  const session = useSession();
  return useQuery({
    ...notificationQueryOptions(session, clientId),
    select: (data) => connectionNotices(data, { provider: session.config.brand }),
  });
}
