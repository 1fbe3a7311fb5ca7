import type { SocialPlatform } from '../../../core/api/generated/graphql.ts';
import { boardGrouping, REVIEW_GROUP_TITLES, type ReviewGroup } from '../../../core/review/board-groups.ts';
import { statusLabel } from '../../../core/review/status-labels.ts';
import { JOB_STATUS_TONES } from '../../../core/review/status-tones.ts';
import { POST_WAITING_STATUS } from '../model/waiting-status.ts';
import type { SocialAction } from '../model/social-actions.ts';
import { socialCalendarEntries, type SocialBoardItem } from '../model/social-board-items.ts';
import type { BoardSpec, BoardTexts } from '../../../review-kit/board/board-spec.ts';
import { actionsColumn, statusColumn, topicColumn } from '../../../review-kit/board/list-columns.tsx';
import { calendarDate, publicationDay } from '../../../review-kit/item/item-dates.ts';
import { PlatformIcons } from './platform-icon.tsx';
import { POST_ACTIONS_SPEC } from './post-actions-spec.ts';
import { PLATFORM_NAMES, POST_COLUMN_LABELS, POST_SORT_LABELS } from '../post-texts.ts';

/**
 * The groups of a social media or Google Business Profile board, read from the service's status machine
 * (demo/server/domain/transitions.ts): waiting for the firm (ReadyForExternalReview, the status Home's queue
 * and the bell count, model/waiting-status.ts), scheduled (approved, ReadyForPublication), published,
 * the agency's work in progress, and what needs attention: posts the firm sent back (Declined) and jobs that
 * failed. Canceled jobs (replaced by a regenerated one) are in no group; the list shows them when filtered for.
 */
const POST_GROUPS = [
  'waitingForReview',
  'scheduled',
  'published',
  'inProgress',
  'needsAttention',
] as const satisfies readonly ReviewGroup[];
export type PostGroup = (typeof POST_GROUPS)[number];

export const POST_GROUPING = boardGrouping<PostGroup>(
  POST_GROUPS,
  {
    [POST_WAITING_STATUS]: 'waitingForReview',
    ReadyForPublication: 'scheduled',
    Published: 'published',
    Complete: 'published',
    NotStarted: 'inProgress',
    InProgress: 'inProgress',
    Processing: 'inProgress',
    TaskReady: 'inProgress',
    ClientNotified: 'inProgress',
    Unknown: 'inProgress',
    Declined: 'needsAttention',
    Failed: 'needsAttention',
    Canceled: null,
  },
  'inProgress',
);

export interface PostsBoardOptions {
  texts: BoardTexts;
  calendarLabel: string;
  pageType: string;
  /** Whether the board shows each job's platforms (a Google Business Profile job has one platform only). */
  showPlatforms: boolean;
}

const platformName = (platform: SocialPlatform) => PLATFORM_NAMES[platform];

/** A social media or Google Business Profile board on the review kit. */
export function postsBoardSpec({
  texts,
  calendarLabel,
  pageType,
  showPlatforms,
}: PostsBoardOptions): BoardSpec<SocialBoardItem, PostGroup, SocialAction> {
  const platformsColumn = {
    label: POST_COLUMN_LABELS.platforms,
    cell: (job: SocialBoardItem) => <PlatformIcons platforms={job.platforms} />,
  };
  return {
    grouping: POST_GROUPING,
    groupTitles: REVIEW_GROUP_TITLES,
    statuses: Object.keys(JOB_STATUS_TONES),
    statusLabel,
    sortKeys: ['externalReviewDate', 'scheduledOn', 'publishedOn', 'topic'],
    sortLabels: POST_SORT_LABELS,
    texts,
    list: {
      gridClass: showPlatforms
        ? 'grid grid-cols-[minmax(14rem,3fr)_minmax(9rem,1.2fr)_8rem_8rem_8rem_8rem_3rem] items-center gap-3 px-3'
        : 'grid grid-cols-[minmax(14rem,3fr)_minmax(9rem,1.2fr)_8rem_8rem_8rem_3rem] items-center gap-3 px-3',
      minWidthClass: showPlatforms ? 'min-w-[58rem]' : 'min-w-[50rem]',
      columns: [
        topicColumn(POST_COLUMN_LABELS.topic),
        statusColumn(POST_COLUMN_LABELS.status),
        ...(showPlatforms ? [platformsColumn] : []),
        { label: POST_COLUMN_LABELS.externalReviewDate, cell: (job) => calendarDate(job.externalReviewDate) },
        { label: POST_COLUMN_LABELS.scheduledOn, cell: (job) => publicationDay(job.scheduledOn) },
        { label: POST_COLUMN_LABELS.publishedOn, cell: (job) => publicationDay(job.publishedOn) },
        actionsColumn(POST_COLUMN_LABELS.actions),
      ],
    },
    card: {
      meta: showPlatforms ? (job) => <PlatformIcons platforms={job.platforms} /> : undefined,
      facts: (job) => [
        [POST_COLUMN_LABELS.externalReviewDate, calendarDate(job.externalReviewDate)],
        [POST_COLUMN_LABELS.scheduledOn, publicationDay(job.scheduledOn)],
        [POST_COLUMN_LABELS.publishedOn, publicationDay(job.publishedOn)],
      ],
    },
    actions: POST_ACTIONS_SPEC,
    pageType,
    calendar: { label: calendarLabel, entriesOf: (jobs) => socialCalendarEntries(jobs, showPlatforms ? platformName : () => undefined) },
  };
}
