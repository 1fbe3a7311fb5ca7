import { lazy, Suspense, type RefObject } from 'react';
import type { NotificationItem } from '../../../core/notifications/notifications.ts';
import { isPostKind } from '../../../areas/posts/ui/post-kind.ts';
import type { ReviewClient } from '../../../review-kit/review-client.ts';
import type { OnReviewOutcome } from '../../../review-kit/review-outcome-listener.ts';

// The dialogs, the post's query and the review calls load when a list with a post to approve first shows,
// not with the bell's count (docs/bundle-budget.md).
const InPlacePostReview = lazy(() =>
  import('../../../areas/posts/ui/in-place-post-review.tsx').then((module) => ({ default: module.InPlacePostReview })),
);

/** How analytics names the bell when an action is taken from it. */
const BELL_PAGE_TYPE = 'notifications';

/** Approve and Request changes under a social or profile post's notice; nothing under any other. */
interface BellReviewActionsProps {
  item: NotificationItem;
  client: ReviewClient | null;
  onOutcome?: OnReviewOutcome;
  focusAfter: RefObject<HTMLElement | null>;
}

export function BellReviewActions({ item, client, onOutcome, focusAfter }: BellReviewActionsProps) {
  if (!client || !isPostKind(item.kind) || !('jobId' in item)) return null;
  return (
    <Suspense fallback={null}>
      <InPlacePostReview
        kind={item.kind}
        jobId={item.jobId}
        client={client}
        pageType={BELL_PAGE_TYPE}
        label={item.text}
        onOutcome={onOutcome}
        focusAfter={focusAfter}
        className="px-4 pb-3"
      />
    </Suspense>
  );
}
