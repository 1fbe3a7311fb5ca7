import { routeById, type RouteId } from '../navigation/routes.ts';
import type { ReviewKind } from './waiting-rules.ts';

/** The page each kind is reviewed on (the route table's child pages). */
export const REVIEW_ROUTE: Record<ReviewKind, RouteId> = {
  blog: 'blog-content',
  social: 'social-media-post',
  googleBusinessProfile: 'google-business-profile-content',
  onPageSeo: 'on-page-seo-review',
};

/** The path that opens an item for review: /blog-content/{id}, /social-media-post/{id}, ... */
export function reviewPath(kind: ReviewKind, id: string): string {
  return routeById(REVIEW_ROUTE[kind]).path.replace(/\$[A-Za-z]+/, encodeURIComponent(id));
}
