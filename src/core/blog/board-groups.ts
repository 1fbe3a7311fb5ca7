import type { JobStatus } from '../api/generated/graphql.ts';
import { WAITING_STATUS } from '../review/waiting-rules.ts';

/**
 * The board's groups: what the firm must do about a post. The rule, read from the service's status machine
 * (demo/server/domain/transitions.ts):
 * - Waiting for your review: ReadyForExternalReview, the status staff send a post to the firm in
 *   (moveToExternalReview) and that the firm's approval or request for changes moves on. Home's queue and
 *   the bell count the same status (core/review/waiting-rules.ts), so the numbers agree everywhere.
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

export const BOARD_GROUP_TITLES: Record<BoardGroup, string> = {
  waitingForReview: 'Waiting for your review',
  scheduled: 'Scheduled',
  published: 'Published',
  inProgress: 'In progress',
};

export const BOARD_GROUP_OF: Record<JobStatus, BoardGroup | null> = {
  [WAITING_STATUS.blog]: 'waitingForReview',
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

/** The group a status belongs in; a status the contract gained after this build is the agency's until known. */
export const boardGroupOf = (status: string): BoardGroup | null =>
  status in BOARD_GROUP_OF ? BOARD_GROUP_OF[status as JobStatus] : 'inProgress';

/** The jobs of each group, in the order given (sort first). */
export function groupJobs<T extends { status: string }>(jobs: readonly T[]): Record<BoardGroup, T[]> {
  const groups: Record<BoardGroup, T[]> = { waitingForReview: [], scheduled: [], published: [], inProgress: [] };
  for (const job of jobs) {
    const group = boardGroupOf(job.status);
    if (group) groups[group].push(job);
  }
  return groups;
}

export function countByGroup(jobs: readonly { status: string }[]): Record<BoardGroup, number> {
  const counts: Record<BoardGroup, number> = { waitingForReview: 0, scheduled: 0, published: 0, inProgress: 0 };
  for (const job of jobs) {
    const group = boardGroupOf(job.status);
    if (group) counts[group] += 1;
  }
  return counts;
}
