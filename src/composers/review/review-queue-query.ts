import { GetReviewQueueDocument, type GetReviewQueueQuery } from '../../core/api/generated/operations.ts';
import type { Session } from '../../core/session/session.ts';
import { reviewKeys } from '../../core/review/review-keys.ts';
import { WAITING_STATUS } from './waiting-rules.ts';

/** Logged with the client and period when the service does not answer. */
export const REVIEW_QUEUE_FAILED_MESSAGE = 'Failed to get the review queue for ClientId';
// The service's largest blog page. A period holds a handful of posts, so one page holds every waiting one.
const BLOG_PAGE_SIZE = 200;

/**
 * The selected period's jobs of every reviewable kind, in one request. Blog jobs are asked for in their
 * waiting status only (the service filters them); social media jobs on the SocialMedia channel only, as
 * the Google Business Profile posts come in their own list. Pick what waits with `reviewQueue`.
 */
export function reviewQueueQueryOptions(session: Session, clientId: string, periodId: string) {
  return {
    queryKey: reviewKeys.queue(clientId, periodId),
    queryFn: async ({ signal }: { signal?: AbortSignal }): Promise<GetReviewQueueQuery> => {
      try {
        return await session.graphql.request(
          GetReviewQueueDocument,
          {
            blogJobs: { clientId, periodId, statuses: [WAITING_STATUS.blog], first: BLOG_PAGE_SIZE },
            socialMediaJobs: { clientId, periodId, channel: 'SocialMedia' },
            period: { clientId, periodId },
          },
          { signal },
        );
      } catch (error) {
        console.error(REVIEW_QUEUE_FAILED_MESSAGE, clientId, periodId, error);
        throw error;
      }
    },
  };
}
