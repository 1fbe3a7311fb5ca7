// THE list of areas, written once. The route table, the sidebar, Home's review queue, the bell's paths, the
// elements' events and the site search are derived from it; its order is the route table's and the queue's.
import { BACKLINKS_AREA } from './backlinks/area.ts';
import { BLOG_AREA } from './blog/area.ts';
import { CLIENT_OVERVIEW_AREA } from './client-overview/area.ts';
import { ON_PAGE_SEO_AREA } from './on-page-seo/area.ts';
import { GOOGLE_BUSINESS_PROFILE_AREA } from './posts/google-business-profile-area.ts';
import { SOCIAL_AREA } from './posts/social-area.ts';
import { REPORTING_AREA } from './reporting/area.ts';
import { SETTINGS_AREA } from './settings/area.ts';

export const AREAS = [
  REPORTING_AREA,
  BACKLINKS_AREA,
  BLOG_AREA,
  GOOGLE_BUSINESS_PROFILE_AREA,
  SOCIAL_AREA,
  ON_PAGE_SEO_AREA,
  SETTINGS_AREA,
  CLIENT_OVERVIEW_AREA,
] as const;

export type Area = (typeof AREAS)[number];
/** The areas the firm reviews work in, each with its kind, waiting status, queue items and outcome events. */
export type ReviewArea = Extract<Area, { review: object }>;
export type ReviewKind = ReviewArea['review']['kind'];
export type AreaRouteId = Area['routes'][number]['id'];

export const REVIEW_AREAS = AREAS.filter((area): area is ReviewArea => 'review' in area);
