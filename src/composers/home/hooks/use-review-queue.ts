import { useQuery } from '@tanstack/react-query';
import { reviewQueue } from '../../review/review-queue.ts';
import { reviewQueueQueryOptions } from '../../review/review-queue-query.ts';
import { useSession } from '../../../ui/hooks/use-session.tsx';

/** What waits for the firm in the selected period, oldest first. */
export function useReviewQueue(clientId: string, periodId: string) {
  const session = useSession();
  return useQuery({ ...reviewQueueQueryOptions(session, clientId, periodId), select: reviewQueue });
}
