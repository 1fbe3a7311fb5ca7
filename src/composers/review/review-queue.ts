import { REVIEW_AREAS } from '../../areas/index.ts';
import type { GetReviewQueueQuery } from '../../core/api/generated/operations.ts';
import { reviewPath } from './review-paths.ts';
import { isWaitingForClient, WAITING_STATUS, type ReviewKind } from './waiting-rules.ts';
import { waitingSince, type WaitingSinceSource } from '../../core/review/waiting-since.ts';
import type { QueueCandidate } from '../../review-kit/define-area.ts';

/** One line of Home's review queue. */
export interface ReviewItem {
  /** Unique across kinds: `${kind}:${job id}`. */
  key: string;
  kind: ReviewKind;
  jobId: string;
  /** What the firm recognises it by: a blog post's title (or topic), a post's topic, an SEO job's page. */
  title: string;
  /** Milliseconds since the epoch; see waitingSince for where it comes from. */
  since: number;
  sinceSource: WaitingSinceSource;
  path: string;
}

// Ties (the same second) are broken by the list's order so the list never reshuffles between renders.
const KIND_ORDER: ReviewKind[] = REVIEW_AREAS.map(({ review }) => review.kind);

function waitingItems(kind: ReviewKind, jobs: readonly QueueCandidate[]): ReviewItem[] {
  return jobs.flatMap((job) => {
    if (!isWaitingForClient(kind, job.status)) return [];
    const since = waitingSince(job, WAITING_STATUS[kind]);
    // Without any time the wait cannot be told; the service always sends createdOn, so this is a broken answer.
    if (!since) return [];
    return [
      {
        key: `${kind}:${job.id}`,
        kind,
        jobId: job.id,
        title: job.title,
        since: since.since,
        sinceSource: since.source,
        path: reviewPath(kind, job.id),
      },
    ];
  });
}

/** Everything in the answer that waits for the firm, oldest first (the longest wait at the top). */
export function reviewQueue(answer: GetReviewQueueQuery): ReviewItem[] {
  const items = REVIEW_AREAS.flatMap(({ review }) => waitingItems(review.kind, review.queueItems(answer)));
  return items.sort(
    (a, b) =>
      a.since - b.since ||
      KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) ||
      a.title.localeCompare(b.title) ||
      a.jobId.localeCompare(b.jobId),
  );
}
