import { backlinkBoardItem, type BacklinkBoardItem } from '../model/backlink-board-items.ts';
import { backlinkJobsQueryOptions } from '../api/backlink-jobs-query.ts';
import type { BacklinkJob } from '../model/backlink-types.ts';
import { BoardFrame, type BoardQuery } from '../../../review-kit/board/board-frame.tsx';
import { ReviewBoard } from '../../../review-kit/board/review-board.tsx';
import type { ItemOpening } from '../../../review-kit/item-link.tsx';
import type { ReviewView } from '../../../review-kit/kit-texts.ts';
import { BACKLINKS_BOARD_SPEC } from './backlinks-board-spec.tsx';
import { BACKLINKS_BOARD_TEXTS } from '../backlinks-texts.ts';
import { JobPanel } from './job-panel.tsx';

export interface BacklinksBoardProps {
  /** The client whose backlinks are shown (default: the selected client). */
  clientId?: string | null;
  view?: ReviewView;
  /** How a job's link points at its panel, and what a plain click does. */
  opening: ItemOpening<BacklinkBoardItem>;
  /** The job whose panel is open (from the URL), or null. */
  openJobId: string | null;
  onClosePanel: () => void;
}

// Stable, so the query keeps its items and the board's memoized rows keep their objects.
const toItems = (jobs: BacklinkJob[]) => jobs.map(backlinkBoardItem);

// Backlinks are listed by their start date within the period's dates.
const periodJobs: BoardQuery<BacklinkBoardItem> = (session, client, period) => ({
  ...backlinkJobsQueryOptions(session, client.clientId, { startDate: period.startDate.slice(0, 10), endDate: period.endDate.slice(0, 10) }),
  select: toItems,
});

/** The selected period's backlinks on the review kit's board, and the panel of the job opened from it. */
export function BacklinksBoard({ clientId, view = 'board', opening, openJobId, onClosePanel }: BacklinksBoardProps) {
  return (
    <BoardFrame clientId={clientId} texts={BACKLINKS_BOARD_TEXTS} query={periodJobs}>
      {({ client, items }) => (
        <>
          <ReviewBoard items={items} view={view} spec={BACKLINKS_BOARD_SPEC} client={client} opening={opening} />
          {openJobId ? (
            <JobPanel
              key={openJobId}
              client={client}
              jobId={openJobId}
              boardJob={items.data?.find((job) => job.id === openJobId)}
              onClose={onClosePanel}
            />
          ) : null}
        </>
      )}
    </BoardFrame>
  );
}
