import { holdsCapability } from '../../../core/review/review-capabilities.ts';
import type { SeoAction } from '../model/seo-actions.ts';
import { seoBoardItem, type SeoBoardItem } from '../model/seo-board-items.ts';
import { seoBoardQueryOptions, type SeoBoardJob } from '../api/seo-board-query.ts';
import type { OnActionDone } from '../../../review-kit/actions/actions-spec.ts';
import { BoardFrame, type BoardQuery } from '../../../review-kit/board/board-frame.tsx';
import { ReviewBoard } from '../../../review-kit/board/review-board.tsx';
import type { ItemOpening } from '../../../review-kit/item-link.tsx';
import type { ReviewView } from '../../../review-kit/kit-texts.ts';
import { SEO_BOARD_SPEC } from './seo-board-spec.tsx';

export interface SeoBoardProps {
  clientId?: string | null;
  view?: ReviewView;
  opening: ItemOpening<SeoBoardItem>;
  onActionDone?: OnActionDone<SeoAction, SeoBoardItem>;
}

// Stable, so the query caches its items and the board's memoized rows keep their objects.
const toItems = (jobs: SeoBoardJob[]) => jobs.map(seoBoardItem);

const periodJobs: BoardQuery<SeoBoardItem> = (session, client, period) => ({
  ...seoBoardQueryOptions(session, client.clientId, period.id, holdsCapability(client.roles, 'staff')),
  select: toItems,
});

/**
 * The on-page SEO board: the selected period's SEO jobs on the review kit. Its moves are staff's steps, with no
 * outcome to report: the firm decides on the job's review page.
 */
export function SeoBoard({ clientId, view = 'board', opening, onActionDone }: SeoBoardProps) {
  return (
    <BoardFrame clientId={clientId} texts={SEO_BOARD_SPEC.texts} query={periodJobs} onActionDone={onActionDone}>
      {({ client, items, onActionDone: done }) => (
        <ReviewBoard spec={SEO_BOARD_SPEC} items={items} view={view} client={client} opening={opening} onActionDone={done} />
      )}
    </BoardFrame>
  );
}
