import { Fragment } from 'react';
import { BACKLINK_GROUPING, type BacklinkBoardItem } from '../model/backlink-board-items.ts';
import { JOB_STATUS_TONES, JOB_STATUSES, jobStatusLabel, type BacklinkGroup } from '../model/backlink-status.ts';
import { REVIEW_GROUP_TITLES } from '../../../core/review/board-groups.ts';
import type { ActionsSpec } from '../../../review-kit/actions/actions-spec.ts';
import type { BoardSpec } from '../../../review-kit/board/board-spec.ts';
import { statusColumn, topicColumn } from '../../../review-kit/board/list-columns.tsx';
import { calendarDate } from '../../../review-kit/item/item-dates.ts';
import { NO_DATE } from '../../../review-kit/kit-texts.ts';
import { BACKLINKS_BOARD_TEXTS, COLUMN_LABELS, SORT_LABELS } from '../backlinks-texts.ts';
import { JobProgress } from './job-progress.tsx';
import { SafeLink } from './safe-link.tsx';

/**
 * The firm follows its backlinks but does not approve them: no job has an action on the board. The agency's work
 * is on each step, in the job's panel.
 */
const NO_ACTIONS: ActionsSpec<never, BacklinkBoardItem> = {
  labels: {},
  menuLabel: (topic) => `Actions for ${topic}`,
  offeredFor: () => [],
  withDialog: new Set(),
  dialogOf: () => ({ description: '', submit: '', fields: [] }),
  inputFor: () => ({}),
  run: () => Promise.reject(new Error('Backlinks have no board actions.')),
  outcomeOf: () => null,
};

const GROUP_TITLES: Record<BacklinkGroup, string> = REVIEW_GROUP_TITLES;

const LINK_LINE = 'block min-w-0 truncate';

/** A job's pages and sites below its card's facts, each one line that a long address cannot widen. */
function CardLinks({ job }: { job: BacklinkBoardItem }) {
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-xs">
      {(
        [
          [COLUMN_LABELS.targetPage, job.targetUrl],
          [COLUMN_LABELS.referringSite, job.referringSite],
          [COLUMN_LABELS.liveLink, job.liveUrl],
        ] as const
      ).map(([label, value]) => (
        <Fragment key={label}>
          <dt className="text-fp-muted">{label}</dt>
          <dd className="min-w-0">
            <SafeLink value={value} className={LINK_LINE} short />
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** The backlinks board on the review kit: four groups, status set D, the links, dates and progress of each job. */
export const BACKLINKS_BOARD_SPEC: BoardSpec<BacklinkBoardItem, BacklinkGroup, never> = {
  grouping: BACKLINK_GROUPING,
  groupTitles: GROUP_TITLES,
  statuses: JOB_STATUSES,
  statusLabel: jobStatusLabel,
  tones: JOB_STATUS_TONES,
  sortKeys: ['startDate', 'topic', 'updatedOn'],
  sortLabels: SORT_LABELS,
  texts: BACKLINKS_BOARD_TEXTS,
  list: {
    gridClass:
      'grid grid-cols-[minmax(10rem,2fr)_6.5rem_minmax(8rem,1.4fr)_minmax(7rem,1fr)_minmax(8rem,1.4fr)_6.5rem_6.5rem_6.5rem] items-center gap-3 px-3',
    minWidthClass: 'min-w-[66rem]',
    columns: [
      topicColumn(COLUMN_LABELS.anchorText),
      statusColumn(COLUMN_LABELS.status),
      { label: COLUMN_LABELS.targetPage, cell: (job) => <SafeLink value={job.targetUrl} className={LINK_LINE} short /> },
      { label: COLUMN_LABELS.referringSite, cell: (job) => <SafeLink value={job.referringSite} className={LINK_LINE} short /> },
      { label: COLUMN_LABELS.liveLink, cell: (job) => <SafeLink value={job.liveUrl} className={LINK_LINE} short /> },
      { label: COLUMN_LABELS.startDate, cell: (job) => calendarDate(job.startDate) },
      { label: COLUMN_LABELS.progress, cell: (job) => <JobProgress job={job} withBar={false} /> },
      { label: COLUMN_LABELS.currentStep, cell: (job) => job.currentStep ?? NO_DATE },
    ],
  },
  card: {
    meta: (job) => <JobProgress job={job} />,
    facts: (job) => [
      [COLUMN_LABELS.startDate, calendarDate(job.startDate)],
      ...(job.currentStep ? ([[COLUMN_LABELS.currentStep, job.currentStep]] as const) : []),
    ],
    footer: (job) => <CardLinks job={job} />,
  },
  actions: NO_ACTIONS,
  pageType: 'backlinks',
};
