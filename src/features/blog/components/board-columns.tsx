import { useVirtualizer } from '@tanstack/react-virtual';
import { useId, useRef } from 'react';
import type { BlogBoardJob } from '../../../core/blog/blog-board-query.ts';
import { BOARD_GROUPS, BOARD_GROUP_TITLES, groupJobs, type BoardGroup } from '../../../core/blog/board-groups.ts';
import { EMPTY_GROUP_TEXT, groupRegionName } from '../blog-texts.ts';
import type { OnActionDone } from '../hooks/use-blog-actions.ts';
import type { BlogClient } from '../hooks/use-blog-client.ts';
import { JobCard } from './job-card.tsx';
import type { PostOpening } from './post-link.tsx';

// A card's height before it is measured, and how many cards beyond the visible ones stay rendered.
const CARD_ESTIMATE_PX = 168;
const CARD_GAP_PX = 8;
const OVERSCAN = 4;

export interface BoardColumnsProps {
  jobs: readonly BlogBoardJob[];
  client: BlogClient;
  opening: PostOpening;
  onActionDone?: OnActionDone;
}

/** The board view: one column per group, in what-the-firm-must-do order, side by side on wide screens. */
export function BoardColumns({ jobs, ...props }: BoardColumnsProps) {
  const groups = groupJobs(jobs);
  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
      {BOARD_GROUPS.map((group) => (
        <BoardColumn key={group} group={group} jobs={groups[group]} {...props} />
      ))}
    </div>
  );
}

function BoardColumn({ group, jobs, client, opening, onActionDone }: Omit<BoardColumnsProps, 'jobs'> & { group: BoardGroup; jobs: BlogBoardJob[] }) {
  const headingId = useId();
  const scroller = useRef<HTMLDivElement | null>(null);
  // Only the cards in view are in the DOM, so a column of thousands scrolls as lightly as one of ten.
  const virtualizer = useVirtualizer({
    count: jobs.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => CARD_ESTIMATE_PX,
    gap: CARD_GAP_PX,
    overscan: OVERSCAN,
    getItemKey: (index) => jobs[index]!.id,
  });
  const title = BOARD_GROUP_TITLES[group];
  return (
    <section aria-label={groupRegionName(title, jobs.length)} data-group={group} className="flex min-w-0 flex-col rounded-fp border border-fp-border bg-gray-50">
      <h2 id={headingId} className="flex items-center justify-between gap-2 border-b border-fp-border px-3 py-2 text-sm font-semibold">
        <span>{title}</span>
        <span aria-hidden="true" className="rounded-full bg-fp-background px-2 py-0.5 text-xs font-medium text-fp-text border border-fp-border">
          {jobs.length}
        </span>
      </h2>
      {jobs.length === 0 ? (
        <p className="px-3 py-4 text-sm text-fp-muted">{EMPTY_GROUP_TEXT}</p>
      ) : (
        <div
          ref={scroller}
          data-slot="board-scroller"
          tabIndex={0}
          aria-labelledby={headingId}
          className="max-h-[70vh] min-h-[12rem] overflow-y-auto p-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-fp-primary"
        >
          <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((item) => (
              <div key={item.key} data-index={item.index} ref={virtualizer.measureElement} className="absolute left-0 top-0 w-full" style={{ transform: `translateY(${item.start}px)` }}>
                <JobCard job={jobs[item.index]!} client={client} opening={opening} onActionDone={onActionDone} />
              </div>
            ))}
          </div>
        </div>
      )}
    </section>
  );
}
