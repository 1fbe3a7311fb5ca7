import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useRef } from 'react';
import { cn } from '../../../ui/cn.ts';
import type { BlogBoardJob } from '../../../core/blog/blog-board-query.ts';
import { COLUMN_LABELS, CONTENT_TYPE_LABELS, LIST_LABEL, VIEW_ON_WORDPRESS } from '../blog-texts.ts';
import type { OnActionDone } from '../hooks/use-blog-actions.ts';
import type { BlogClient } from '../hooks/use-blog-client.ts';
import { BlogActionsMenu } from './blog-actions-menu.tsx';
import { BlogStatusBadge } from './blog-status-badge.tsx';
import { calendarDate, publicationDay } from './job-dates.ts';
import { safeLink } from '../../../core/content/url-schemes.ts';
import { PostLink, type PostOpening } from './post-link.tsx';

const ROW_HEIGHT_PX = 48;
const OVERSCAN = 8;
// The columns of the header and every row: one template, so they line up.
const COLUMNS = 'grid grid-cols-[minmax(14rem,3fr)_minmax(9rem,1.2fr)_7rem_7rem_8rem_8rem_3rem] items-center gap-3 px-3';
const CELL = 'min-w-0 truncate text-sm';

interface ListRowProps extends Omit<BoardListProps, 'jobs'> {
  job: BlogBoardJob;
  rowIndex: number;
  top: number;
}

/** One post's row; memoized, so scrolling renders only the rows coming into view. */
const ListRow = memo(function ListRow({ job, rowIndex, top, client, opening, onActionDone }: ListRowProps) {
  const wordPressUrl = safeLink(job.wordPressUrl);
  return (
    <div
      role="row"
      aria-rowindex={rowIndex}
      className={cn(COLUMNS, 'absolute left-0 top-0 w-full border-b border-fp-border bg-fp-background')}
      style={{ height: ROW_HEIGHT_PX, transform: `translateY(${top}px)` }}
    >
      <span role="cell" className={cn(CELL, 'font-medium')}>
        <PostLink job={job} opening={opening} className="text-fp-text hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-fp-primary rounded-sm" />
      </span>
      <span role="cell" className={CELL}>
        <BlogStatusBadge status={job.status} />
      </span>
      <span role="cell" className={CELL}>{CONTENT_TYPE_LABELS[job.contentType] ?? job.contentType}</span>
      <span role="cell" className={CELL}>{calendarDate(job.dueDate)}</span>
      <span role="cell" className={CELL}>{calendarDate(job.externalReviewDate)}</span>
      <span role="cell" className={CELL}>
        {wordPressUrl ? (
          <a href={wordPressUrl} target="_blank" rel="noopener noreferrer" className="text-fp-primary underline" title={VIEW_ON_WORDPRESS}>
            {publicationDay(job.publicationDate)}
            <span className="sr-only">, {VIEW_ON_WORDPRESS}</span>
          </a>
        ) : (
          publicationDay(job.publicationDate)
        )}
      </span>
      <span role="cell" className="flex justify-end">
        <BlogActionsMenu job={job} client={client} onDone={onActionDone} />
      </span>
    </div>
  );
});

export interface BoardListProps {
  jobs: readonly BlogBoardJob[];
  client: BlogClient;
  opening: PostOpening;
  onActionDone?: OnActionDone;
}

/**
 * The list view: a table of every post in the chosen order. Rows are virtualized (only those in view are in the
 * DOM), so the table is an ARIA table of divs with aria-rowcount and aria-rowindex telling screen readers its
 * real size.
 */
export function BoardList({ jobs, client, opening, onActionDone }: BoardListProps) {
  const scroller = useRef<HTMLDivElement | null>(null);
  const virtualizer = useVirtualizer({ count: jobs.length, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT_PX, overscan: OVERSCAN, getItemKey: (index) => jobs[index]!.id });
  return (
    <div
      ref={scroller}
      data-slot="board-scroller"
      tabIndex={0}
      role="region"
      aria-label={LIST_LABEL}
      className="max-h-[75vh] overflow-auto rounded-fp border border-fp-border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-fp-primary"
    >
      <div role="table" aria-label={LIST_LABEL} aria-rowcount={jobs.length + 1} className="min-w-[56rem]">
        <div role="rowgroup" className="sticky top-0 z-10 border-b border-fp-border bg-gray-50">
          <div role="row" aria-rowindex={1} className={cn(COLUMNS, 'h-10 text-xs font-semibold text-fp-text')}>
            {Object.values(COLUMN_LABELS).map((label) => (
              // The actions column holds only menu buttons: its name is for screen readers, not a squeezed word.
              <span key={label} role="columnheader" className={label === COLUMN_LABELS.actions ? 'sr-only' : 'truncate'}>
                {label}
              </span>
            ))}
          </div>
        </div>
        <div role="rowgroup" className="relative" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => (
            <ListRow key={item.key} job={jobs[item.index]!} rowIndex={item.index + 2} top={item.start} client={client} opening={opening} onActionDone={onActionDone} />
          ))}
        </div>
      </div>
    </div>
  );
}
