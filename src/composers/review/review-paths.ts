import { REVIEW_AREAS, type ReviewKind } from '../../areas/index.ts';
import { itemPathOf } from '../../core/navigation/portal-route.ts';
import { routeById, type RouteId } from '../navigation/routes.ts';

/** The page each kind is reviewed on (its manifest's item route). */
export const REVIEW_ROUTE = Object.fromEntries(REVIEW_AREAS.map(({ review }) => [review.kind, review.itemRoute])) as Record<
  ReviewKind,
  RouteId
>;

/** The path that opens an item for review: /blog-content/{id}, /social-media-post/{id}, ... */
export function reviewPath(kind: ReviewKind, id: string): string {
  return itemPathOf(routeById(REVIEW_ROUTE[kind]), id);
}
