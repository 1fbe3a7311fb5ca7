import { useQuery } from '@tanstack/react-query';
import { blogBoardQueryOptions } from '../../core/blog/blog-board-query.ts';
import type { BlogAction } from '../../core/blog/blog-actions.ts';
import type { OnActionDone } from '../../review-kit/actions/actions-spec.ts';
import { ReviewBoard } from '../../review-kit/board/review-board.tsx';
import type { ItemOpening } from '../../review-kit/item-link.tsx';
import { useReviewClient, type ReviewClient } from '../../review-kit/review-client.ts';
import { useSession } from '../../ui/hooks/use-session.tsx';
import { useSubscriptionPeriods } from '../../ui/hooks/use-periods.ts';
import { QueryState } from '../../ui/layout/query-state.tsx';
import type { ActionJob } from './blog-actions-spec.ts';
import { BLOG_BOARD_SPEC } from './blog-board-spec.tsx';
import { BOARD_ERROR_TEXT, LOADING_BOARD, NO_CLIENT_TEXT, NO_POSTS_TEXT, type BoardView } from './blog-texts.ts';
import type { BlogBoardJob } from '../../core/blog/blog-board-query.ts';

export type PostOpening = ItemOpening<BlogBoardJob>;
export type OnBlogActionDone = OnActionDone<BlogAction, ActionJob>;

export interface BlogBoardProps {
  /** The client whose posts are shown (default: the selected client). */
  clientId?: string | null;
  view?: BoardView;
  opening: PostOpening;
  onActionDone?: OnBlogActionDone;
}

/**
 * The blog board of `/blog-management` and `<fp-blog-board>`: the selected period's posts of one client on the
 * review kit's board (grouped by what the firm must do, as a list, or on a calendar), with each post's actions.
 */
export function BlogBoard({ clientId, view = 'board', ...props }: BlogBoardProps) {
  const client = useReviewClient(clientId);
  if (!client) return <p className="py-4 text-sm text-fp-muted">{NO_CLIENT_TEXT}</p>;
  return <PeriodBoard key={client.clientId} client={client} view={view} {...props} />;
}

function PeriodBoard({ client, ...props }: Omit<BlogBoardProps, 'clientId'> & { client: ReviewClient; view: BoardView }) {
  const periods = useSubscriptionPeriods(client.clientId);
  const periodId = periods.selectedPeriod?.id;
  return (
    <QueryState status={periods.status} loadingLabel={LOADING_BOARD} errorText={BOARD_ERROR_TEXT} onRetry={periods.refetch} emptyText={NO_POSTS_TEXT} isEmpty={!periodId}>
      {periodId && <PeriodPosts client={client} periodId={periodId} {...props} />}
    </QueryState>
  );
}

function PeriodPosts({ client, periodId, view, opening, onActionDone }: Omit<BlogBoardProps, 'clientId'> & { client: ReviewClient; periodId: string; view: BoardView }) {
  const session = useSession();
  const query = useQuery(blogBoardQueryOptions(session, client.clientId, { periodId }));
  return (
    <ReviewBoard
      spec={BLOG_BOARD_SPEC}
      items={{ status: query.status, data: query.data, refetch: () => void query.refetch() }}
      view={view}
      client={client}
      opening={opening}
      onActionDone={onActionDone}
    />
  );
}
