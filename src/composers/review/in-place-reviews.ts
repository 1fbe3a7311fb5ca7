import { lazy, type ComponentType } from 'react';
import { REVIEW_AREAS } from '../../areas/index.ts';
import type { InPlaceReviewProps } from '../../review-kit/define-area.ts';

export interface ListReview {
  /** The area's control, loaded when a list first shows one (wrap it in Suspense). */
  Review: ComponentType<InPlaceReviewProps>;
  label: (title: string) => string;
}

// One lazy component per kind, made once: React keeps a lazy component's loaded module only while it is the same one.
const LIST_REVIEWS = new Map<string, ListReview>(
  REVIEW_AREAS.flatMap(({ review }) =>
    'inPlace' in review && review.inPlace
      ? [[review.kind, { Review: lazy(review.inPlace.load), label: review.inPlace.label }] as const]
      : [],
  ),
);

/** How Home's queue and the bell let the firm decide on an item of this kind in place, if its area offers it. */
export const listReviewOf = (kind: string): ListReview | undefined => LIST_REVIEWS.get(kind);
