import { createContext, useCallback, useContext } from 'react';
import { reportOutcome, type ReviewOutcome, type ReviewOutcomeHandlers } from './review-outcome.ts';

/** The kinds whose outcomes an embedding page hears of: every kind the firm reviews (the review areas' manifests). */
export type ReviewedKind = string;

/**
 * Hears what came of a review: which kind of item, what came of it, which job. The element around turns it into
 * its `fp-*` events.
 */
export type OnReviewOutcome = (kind: ReviewedKind, outcome: ReviewOutcome, jobId: string) => void;

/** Given by the element that shows the portal's pages (a page may not import an element); without it nobody listens. */
export const ReviewOutcomeContext = createContext<OnReviewOutcome | null>(null);

export const useReviewOutcomeListener = (): OnReviewOutcome | null => useContext(ReviewOutcomeContext);

/**
 * The one way an area reports what came of a review, wherever it is shown: to the handlers it was given (the
 * props `<fp-blog-board>` passes) and to the element around (`<fp-portal>`, `<fp-notifications>`), which fires
 * its `fp-*` event. An action with no outcome (a reschedule, a staff step) reports nothing.
 */
export function useOutcomeReporter({ onApproved, onChangesRequested }: ReviewOutcomeHandlers = {}) {
  const heard = useReviewOutcomeListener();
  return useCallback(
    (kind: ReviewedKind, outcome: ReviewOutcome | null, itemId: string) => {
      if (!outcome) return;
      reportOutcome(outcome, itemId, { onApproved, onChangesRequested });
      heard?.(kind, outcome, itemId);
    },
    [heard, onApproved, onChangesRequested],
  );
}
