import { boardGrouping, type ReviewGroup } from '../../../core/review/board-groups.ts';
import { SEO_WAITING_STATUS } from './waiting-status.ts';
import type { SeoBoardJob } from '../api/seo-board-query.ts';
import { tallyDecisions } from './seo-decisions.ts';

/**
 * An SEO job as its board sorts and shows it: the page it changes is its topic (what the firm searches for and
 * the link that opens it), with how many changes are proposed and how many the firm has decided.
 */
export type SeoBoardItem = SeoBoardJob & {
  topic: string;
  proposedCount: number;
  decidedCount: number;
  /** When the firm submitted its review, or null. */
  submittedOn: string | null;
};

export function seoBoardItem(job: SeoBoardJob): SeoBoardItem {
  const { approved, rejected } = tallyDecisions(job.changes);
  return {
    ...job,
    topic: job.pageUrl,
    proposedCount: job.changes.length,
    decidedCount: approved + rejected,
    submittedOn: job.review?.submittedOn ?? null,
  };
}

/**
 * The groups of the on-page SEO board, read from the service's status machine (demo/server/domain/transitions.ts
 * SEO_MOVES): waiting for the firm (its proposed changes, ReadyForPreProcessingReview, as Home's queue counts them,
 * waiting-status.ts, until the firm submits its review), the agency's work in progress (queued,
 * analysing the page, back in draft, or checking the changes it carried out), complete, and failed jobs that need
 * attention. Canceled jobs (replaced by a regenerated one) are in no group; the list shows them when filtered for.
 */
const SEO_GROUPS = ['waitingForReview', 'inProgress', 'published', 'needsAttention'] as const satisfies readonly ReviewGroup[];
export type SeoGroup = (typeof SEO_GROUPS)[number];

const submitted = (item: { status: string }) => Boolean((item as { review?: unknown }).review);

export const SEO_GROUPING = boardGrouping<SeoGroup>(
  SEO_GROUPS,
  {
    [SEO_WAITING_STATUS]: 'waitingForReview',
    Pending: 'inProgress',
    InProgress: 'inProgress',
    Draft: 'inProgress',
    ReadyForPostProcessingReview: 'inProgress',
    Unknown: 'inProgress',
    Complete: 'published',
    DiscoveryFailed: 'needsAttention',
    ExecutionFailed: 'needsAttention',
    Canceled: null,
  },
  'inProgress',
  // A review the firm has submitted is the agency's to carry out, whatever the status says yet.
  (item, group) => (group === 'waitingForReview' && submitted(item) ? 'inProgress' : group),
);
