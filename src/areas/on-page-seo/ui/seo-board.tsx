import { useQuery } from '@tanstack/react-query';
import { holdsCapability } from '../../../core/review/review-capabilities.ts';
import type { SeoAction } from '../model/seo-actions.ts';
import { seoBoardItem, type SeoBoardItem } from '../model/seo-board-items.ts';
import { seoBoardQueryOptions, type SeoBoardJob } from '../api/seo-board-query.ts';
import type { OnActionDone } from '../../../review-kit/actions/actions-spec.ts';
import { ClientPeriod } from '../../../review-kit/board/client-period.tsx';
import { ReviewBoard } from '../../../review-kit/board/review-board.tsx';
import type { ItemOpening } from '../../../review-kit/item-link.tsx';
import type { ReviewView } from '../../../review-kit/kit-texts.ts';
import type { ReviewClient } from '../../../review-kit/review-client.ts';
import { useSession } from '../../../ui/hooks/use-session.tsx';
import { SEO_BOARD_SPEC } from './seo-board-spec.tsx';

export interface SeoBoardProps {
  clientId?: string | null;
  view?: ReviewView;
  opening: ItemOpening<SeoBoardItem>;
  onActionDone?: OnActionDone<SeoAction, SeoBoardItem>;
}

// Stable, so the query caches its items and the board's memoized rows keep their objects.
const toItems = (jobs: SeoBoardJob[]) => jobs.map(seoBoardItem);

/** The on-page SEO board: the selected period's SEO jobs on the review kit. */
export function SeoBoard({ clientId, view = 'board', opening, onActionDone }: SeoBoardProps) {
  return (
    <ClientPeriod clientId={clientId} texts={SEO_BOARD_SPEC.texts}>
      {(client, periodId) => <PeriodJobs client={client} periodId={periodId} view={view} opening={opening} onActionDone={onActionDone} />}
    </ClientPeriod>
  );
}

function PeriodJobs({
  client,
  periodId,
  view,
  opening,
  onActionDone,
}: Omit<SeoBoardProps, 'clientId'> & { client: ReviewClient; periodId: string; view: ReviewView }) {
  const session = useSession();
  const query = useQuery({
    ...seoBoardQueryOptions(session, client.clientId, periodId, holdsCapability(client.roles, 'staff')),
    select: toItems,
  });
  return (
    <ReviewBoard
      spec={SEO_BOARD_SPEC}
      items={{ status: query.status, data: query.data, refetch: () => void query.refetch() }}
      view={view}
      client={client}
      opening={opening}
      onActionDone={onActionDone}
    />
  );
}
