import type { JobStatus } from '../../../core/api/generated/graphql.ts';
import { boardGrouping, REVIEW_GROUP_TITLES } from '../../../core/review/board-groups.ts';
import { sortJobs, type SortKeyOf } from '../../../core/review/board-filters.ts';
import { BLOG_WAITING_STATUS } from './waiting-status.ts';

/**
 * The blog board's groups, on the review kit's grouping. The rule, read from the service's status machine
 * (demo/server/domain/transitions.ts):
 * - Waiting for your review: ReadyForExternalReview, the status staff send a post to the firm in
 *   (moveToExternalReview) and that the firm's approval or request for changes moves on. Home's queue and
 *   the bell count the same status (waiting-status.ts), so the numbers agree everywhere.
 * - Scheduled: ReadyForPublication, approved and waiting to go out; the firm can still unschedule it.
 * - Published: Published, and Complete (done; no blog move leads out of it).
 * - In progress: the agency's side: NotStarted, InProgress, Processing, TaskReady (its quality check),
 *   ClientNotified (a staff step around external review), Declined (changes requested, being reworked),
 *   Failed (to be started again) and Unknown.
 * Canceled is in no group: a canceled job was replaced by a new one (regenerate, rewrite) or its deliverable
 * ended, so there is nothing to do and nothing went out. The list view still shows it when filtered for.
 */
export const BOARD_GROUPS = ['waitingForReview', 'scheduled', 'published', 'inProgress'] as const;
export type BoardGroup = (typeof BOARD_GROUPS)[number];

export const BOARD_GROUP_TITLES = Object.fromEntries(BOARD_GROUPS.map((group) => [group, REVIEW_GROUP_TITLES[group]])) as Record<
  BoardGroup,
  string
>;

export const BOARD_GROUP_OF: Record<JobStatus, BoardGroup | null> = {
  [BLOG_WAITING_STATUS]: 'waitingForReview',
  ReadyForPublication: 'scheduled',
  Published: 'published',
  Complete: 'published',
  NotStarted: 'inProgress',
  InProgress: 'inProgress',
  Processing: 'inProgress',
  TaskReady: 'inProgress',
  ClientNotified: 'inProgress',
  Declined: 'inProgress',
  Failed: 'inProgress',
  Unknown: 'inProgress',
  Canceled: null,
};

/** A status the contract gained after this build is the agency's until known. */
export const BLOG_GROUPING = boardGrouping(BOARD_GROUPS, BOARD_GROUP_OF, 'inProgress');

export const boardGroupOf = BLOG_GROUPING.groupOf;
export const groupJobs = BLOG_GROUPING.groupItems;
export const countByGroup = BLOG_GROUPING.countByGroup;

/**
 * The posts of the board's "Waiting for your review" group, the one whose review is due first at the top (a post
 * without a review date last, in the order given): what `<fp-blog-board show="review">` lists.
 */
export function postsWaitingForReview<T extends { status: string; topic: string; externalReviewDate?: string | null }>(
  jobs: readonly T[],
): T[] {
  // Every T has the date (the constraint); TypeScript cannot see that through SortKeyOf of an open T.
  return sortJobs(groupJobs(jobs).waitingForReview, 'externalReviewDate' as SortKeyOf<T>);
}
