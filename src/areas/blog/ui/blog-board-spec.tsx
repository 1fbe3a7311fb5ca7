import type { BlogAction } from '../model/blog-actions.ts';
import type { BlogBoardJob } from '../api/blog-board-query.ts';
import { BLOG_GROUPING, BOARD_GROUP_TITLES, type BoardGroup } from '../model/board-groups.ts';
import { safeLink } from '../../../core/content/url-schemes.ts';
import { localDayOf, type CalendarEntry } from '../../../core/review/calendar-grid.ts';
import { statusLabel } from '../../../core/review/status-labels.ts';
import { JOB_STATUS_TONES } from '../../../core/review/status-tones.ts';
import type { BoardSpec } from '../../../review-kit/board/board-spec.ts';
import { actionsColumn, statusColumn, topicColumn } from '../../../review-kit/board/list-columns.tsx';
import { BLOG_ACTIONS_SPEC } from './blog-actions-spec.ts';
import {
  BOARD_ERROR_TEXT,
  BOARD_LABEL,
  CALENDAR_LABEL,
  COLUMN_LABELS,
  CONTENT_TYPE_LABELS,
  groupRegionName,
  LIST_LABEL,
  LOADING_BOARD,
  NO_CLIENT_TEXT,
  NO_MATCH_TEXT,
  NO_POSTS_TEXT,
  SEARCH_LABEL,
  SEARCH_PLACEHOLDER,
  shownCount,
  SORT_LABELS,
  VIEW_ON_WORDPRESS,
} from '../blog-texts.ts';
import { calendarDate, publicationDay } from '../../../review-kit/item/item-dates.ts';
import { WordPressPost } from './word-press-post.tsx';

const PAGE_TYPE = 'blog-management';

function PublicationCell({ job }: { job: BlogBoardJob }) {
  const wordPressUrl = safeLink(job.wordPressUrl);
  if (!wordPressUrl) return <>{publicationDay(job.publicationDate)}</>;
  return (
    <a href={wordPressUrl} target="_blank" rel="noopener noreferrer" className="text-fp-primary underline" title={VIEW_ON_WORDPRESS}>
      {publicationDay(job.publicationDate)}
      <span className="sr-only">, {VIEW_ON_WORDPRESS}</span>
    </a>
  );
}

/** A post on the calendar: on its publication day, scheduled until it is published. */
function calendarEntries(jobs: readonly BlogBoardJob[]): CalendarEntry<BlogBoardJob>[] {
  const entries: CalendarEntry<BlogBoardJob>[] = [];
  for (const job of jobs) {
    const kind =
      job.status === 'Published' || job.status === 'Complete' ? 'published' : job.status === 'ReadyForPublication' ? 'scheduled' : null;
    const day = localDayOf(job.publicationDate);
    if (kind && day) entries.push({ id: job.id, day, title: job.topic, kind, status: job.status, item: job });
  }
  return entries;
}

/** The blog board on the review kit: its four groups, the job statuses, its columns, card, actions and calendar. */
export const BLOG_BOARD_SPEC: BoardSpec<BlogBoardJob, BoardGroup, BlogAction> = {
  grouping: BLOG_GROUPING,
  groupTitles: BOARD_GROUP_TITLES,
  statuses: Object.keys(JOB_STATUS_TONES),
  statusLabel,
  sortKeys: ['dueDate', 'externalReviewDate', 'publicationDate', 'topic'],
  sortLabels: SORT_LABELS,
  texts: {
    boardLabel: BOARD_LABEL,
    listLabel: LIST_LABEL,
    searchLabel: SEARCH_LABEL,
    searchPlaceholder: SEARCH_PLACEHOLDER,
    noItems: NO_POSTS_TEXT,
    noMatch: NO_MATCH_TEXT,
    loading: LOADING_BOARD,
    error: BOARD_ERROR_TEXT,
    noClient: NO_CLIENT_TEXT,
    shownCount,
    groupRegionName,
  },
  list: {
    gridClass: 'grid grid-cols-[minmax(14rem,3fr)_minmax(9rem,1.2fr)_7rem_7rem_8rem_8rem_3rem] items-center gap-3 px-3',
    minWidthClass: 'min-w-[56rem]',
    columns: [
      topicColumn(COLUMN_LABELS.topic),
      statusColumn(COLUMN_LABELS.status),
      { label: COLUMN_LABELS.contentType, cell: (job) => CONTENT_TYPE_LABELS[job.contentType] ?? job.contentType },
      { label: COLUMN_LABELS.dueDate, cell: (job) => calendarDate(job.dueDate) },
      { label: COLUMN_LABELS.externalReviewDate, cell: (job) => calendarDate(job.externalReviewDate) },
      { label: COLUMN_LABELS.publicationDate, cell: (job) => <PublicationCell job={job} /> },
      actionsColumn(COLUMN_LABELS.actions),
    ],
  },
  card: {
    meta: (job) => <span className="text-xs text-fp-muted">{CONTENT_TYPE_LABELS[job.contentType] ?? job.contentType}</span>,
    facts: (job) => [
      [COLUMN_LABELS.dueDate, calendarDate(job.dueDate)],
      [COLUMN_LABELS.externalReviewDate, calendarDate(job.externalReviewDate)],
      [COLUMN_LABELS.publicationDate, publicationDay(job.publicationDate)],
    ],
    footer: (job) => <WordPressPost url={job.wordPressUrl} error={job.wordPressError} size="card" />,
  },
  actions: BLOG_ACTIONS_SPEC,
  pageType: PAGE_TYPE,
  calendar: { label: CALENDAR_LABEL, entriesOf: calendarEntries },
};
