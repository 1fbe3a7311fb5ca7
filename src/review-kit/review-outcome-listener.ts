import { createContext, useContext } from 'react';
import type { ReviewOutcome } from './review-outcome.ts';

/** The kinds whose outcomes an embedding page hears of: every kind the firm reviews (the review areas' manifests). */
export type ReviewedKind = string;

/**
 * Hears what came of an action taken away from an area's own pages (Home's review queue, the bell): which
 * kind of item, what came of it, which job. The element around turns it into its `fp-*` events.
 */
export type OnReviewOutcome = (kind: ReviewedKind, outcome: ReviewOutcome, jobId: string) => void;

/** Given by the element that shows the portal's pages (a page may not import an element); without it nobody listens. */
export const ReviewOutcomeContext = createContext<OnReviewOutcome | null>(null);

export const useReviewOutcomeListener = (): OnReviewOutcome | null => useContext(ReviewOutcomeContext);
