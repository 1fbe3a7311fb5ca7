import type { SeoAction } from '../model/seo-actions.ts';
import { SEO_GROUPING, type SeoBoardItem, type SeoGroup } from '../model/seo-board-items.ts';
import { SEO_JOB_STATUSES, SEO_STATUS_TONES } from '../model/seo-status.ts';
import type { BoardSpec } from '../../../review-kit/board/board-spec.ts';
import { actionsColumn, statusColumn, topicColumn } from '../../../review-kit/board/list-columns.tsx';
import { publicationDay } from '../../../review-kit/item/item-dates.ts';
import { Badge } from '../../../ui/primitives/badge.tsx';
import { SEO_ACTIONS_SPEC } from './seo-actions-spec.ts';
import {
  decidedCountText,
  failureText,
  qcCardLabel,
  qcLabel,
  SEO_BOARD_TEXTS,
  SEO_COLUMN_LABELS,
  SEO_GROUP_TITLES,
  SEO_SORT_LABELS,
  seoStatusLabel,
  SUBMITTED_BADGE,
  TEST_JOB_BADGE,
} from '../seo-texts.ts';

function JobBadges({ job }: { job: SeoBoardItem }) {
  if (!job.isTest && !job.submittedOn) return null;
  return (
    <>
      {job.isTest ? <Badge variant="outline">{TEST_JOB_BADGE}</Badge> : null}
      {job.submittedOn ? <Badge variant="secondary">{SUBMITTED_BADGE}</Badge> : null}
    </>
  );
}

function FailureLine({ job }: { job: SeoBoardItem }) {
  const text = failureText(job.failureReason);
  return text ? <p className="text-xs text-fp-danger">{text}</p> : null;
}

/**
 * The on-page SEO board on the review kit: the period's jobs grouped by what the firm must do, each with its
 * page, status, both QC results and how far the firm's decisions on its proposed changes have come.
 */
export const SEO_BOARD_SPEC: BoardSpec<SeoBoardItem, SeoGroup, SeoAction> = {
  grouping: SEO_GROUPING,
  groupTitles: SEO_GROUP_TITLES,
  statuses: SEO_JOB_STATUSES,
  statusLabel: seoStatusLabel,
  tones: SEO_STATUS_TONES,
  sortKeys: ['updatedOn', 'createdOn', 'topic'],
  sortLabels: SEO_SORT_LABELS,
  texts: SEO_BOARD_TEXTS,
  list: {
    gridClass: 'grid grid-cols-[minmax(16rem,3fr)_minmax(10rem,1.3fr)_8rem_8rem_6rem_7rem_3rem] items-center gap-3 px-3',
    minWidthClass: 'min-w-[62rem]',
    columns: [
      topicColumn(SEO_COLUMN_LABELS.page),
      statusColumn(SEO_COLUMN_LABELS.status),
      { label: SEO_COLUMN_LABELS.preProcessQc, cell: (job) => qcLabel(job.preProcessQc) },
      { label: SEO_COLUMN_LABELS.postProcessQc, cell: (job) => qcLabel(job.postProcessQc) },
      { label: SEO_COLUMN_LABELS.decided, cell: (job) => decidedCountText(job.decidedCount, job.proposedCount) },
      { label: SEO_COLUMN_LABELS.updatedOn, cell: (job) => publicationDay(job.updatedOn) },
      actionsColumn(SEO_COLUMN_LABELS.actions),
    ],
  },
  card: {
    meta: (job) => <JobBadges job={job} />,
    facts: (job) => [
      // "4 of 10" says how many are proposed too; the card has no room for a fact that repeats it.
      [SEO_COLUMN_LABELS.preProcessQc, qcCardLabel(job.preProcessQc)],
      [SEO_COLUMN_LABELS.postProcessQc, qcCardLabel(job.postProcessQc)],
      [SEO_COLUMN_LABELS.decided, decidedCountText(job.decidedCount, job.proposedCount)],
    ],
    footer: (job) => <FailureLine job={job} />,
  },
  actions: SEO_ACTIONS_SPEC,
  pageType: 'on-page-seo',
};
