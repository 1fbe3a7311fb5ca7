import { REVIEW_AREAS } from '../../areas/index.ts';
import type { ClientActionItems } from '../../core/api/generated/graphql.ts';
import {
  buildNotificationList,
  type ApprovalSource,
  type NotificationItem,
  type NotificationOptions,
} from '../../core/notifications/notifications.ts';
import { reviewPath } from '../review/review-paths.ts';

/** The bell's approval notices: each review area whose manifest has them, each notice opening the area's item page. */
export const APPROVAL_SOURCES: readonly ApprovalSource[] = REVIEW_AREAS.flatMap(({ review }) =>
  'bell' in review && review.bell ? [{ kind: review.kind, ...review.bell, pathOf: (jobId: string) => reviewPath(review.kind, jobId) }] : [],
);

/** A client's notifications: its jobs waiting for the firm, then its missing connections (spec section 4). */
export const buildNotifications = (data: ClientActionItems, options?: NotificationOptions): NotificationItem[] =>
  buildNotificationList(data, APPROVAL_SOURCES, options);

/** The bell's number: exactly the items the popover lists. */
export const countNotifications = (data: ClientActionItems): number => buildNotifications(data).length;

export interface NotificationSummary {
  count: number;
  items: NotificationItem[];
}

/** What the bell and the popover show; `brand` is who the Search Console notice says to contact. */
export function notificationSummary(data: ClientActionItems, brand: string): NotificationSummary {
  const items = buildNotifications(data, { provider: brand });
  return { count: items.length, items };
}
