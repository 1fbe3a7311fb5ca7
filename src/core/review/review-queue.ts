import type { GetReviewQueueQuery } from '../api/generated/operations.ts';
import { reviewPath } from './review-paths.ts';
import { isWaitingForClient, WAITING_STATUS, type ReviewKind } from './waiting-rules.ts';
import { waitingSince, type StatusTimeline, type WaitingSinceSource } from './waiting-since.ts';

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

interface Candidate extends StatusTimeline {
  id: string;
  status: string;
  title: string;
}

// Ties (the same second) are broken by a fixed order so the list never reshuffles between renders.
const KIND_ORDER: ReviewKind[] = ['blog', 'googleBusinessProfile', 'social', 'onPageSeo'];

function waitingItems(kind: ReviewKind, jobs: readonly Candidate[]): ReviewItem[] {
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
  const items = [
    ...waitingItems(
      'blog',
      answer.blogJobs.items.map((job) => ({ ...job, title: job.title?.trim() || job.topic })),
    ),
    ...waitingItems(
      'social',
      answer.socialMediaJobs.map((job) => ({ ...job, title: job.topic })),
    ),
    ...waitingItems(
      'googleBusinessProfile',
      answer.googleBusinessProfilePosts.map((job) => ({ ...job, title: job.topic })),
    ),
    ...waitingItems(
      'onPageSeo',
      answer.seoJobs.map((job) => ({ ...job, title: job.pageUrl })),
    ),
  ];
  return items.sort(
    (a, b) =>
      a.since - b.since ||
      KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) ||
      a.title.localeCompare(b.title) ||
      a.jobId.localeCompare(b.jobId),
  );
}
