import { Suspense, type RefObject } from 'react';
import type { NotificationItem } from '../../../core/notifications/notifications.ts';
import type { ReviewClient } from '../../../review-kit/review-client.ts';
import type { OnReviewOutcome } from '../../../review-kit/review-outcome-listener.ts';
import { listReviewOf } from '../../review/in-place-reviews.ts';

/** How analytics names the bell when an action is taken from it. */
const BELL_PAGE_TYPE = 'notifications';

/**
 * The area's in-place review under an approval notice (approve and request changes on a social or profile post),
 * nothing under any other. Its dialogs, query and calls load when a list with one first shows, not with the bell's
 * count (docs/bundle-budget.md).
 */
interface BellReviewActionsProps {
  item: NotificationItem;
  client: ReviewClient | null;
  onOutcome?: OnReviewOutcome;
  focusAfter: RefObject<HTMLElement | null>;
}

export function BellReviewActions({ item, client, onOutcome, focusAfter }: BellReviewActionsProps) {
  const review = listReviewOf(item.kind);
  if (!client || !review || !('jobId' in item)) return null;
  return (
    <Suspense fallback={null}>
      <review.Review
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
