import type { NotificationActionItem } from '../../core/notifications/notifications.ts';
import type { InPlaceReview } from '../../review-kit/define-area.ts';
import { postActionsMenuLabel } from './notice-texts.ts';

// What the two posts manifests give Home's queue and the bell. Small on purpose: the manifests load with every element.

/** Approve and Request changes on a post from a list, loaded when a list first shows one. */
export const POST_IN_PLACE_REVIEW: InPlaceReview = {
  load: () => import('./ui/in-place-post-review.tsx').then((module) => ({ default: module.InPlacePostReview })),
  label: postActionsMenuLabel,
};

/**
 * The bell's notices of one channel's posts in an action item: a profile post arrives as a social job on the
 * GoogleBusinessProfile platform, and a job listed once per platform is one notice (the bell counts a job once).
 */
export const postNotices = (channel: 'social' | 'googleBusinessProfile', text: string) => (item: NotificationActionItem) =>
  item.socialMediaJobs
    .filter((job) => (job.platform === 'GoogleBusinessProfile') === (channel === 'googleBusinessProfile'))
    .map((job) => ({ jobId: job.id, text }));
