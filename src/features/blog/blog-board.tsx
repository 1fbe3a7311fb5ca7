import { useQuery } from '@tanstack/react-query';
import type { BlogAction } from '../../core/blog/blog-actions.ts';
import { blogBoardQueryOptions, type BlogBoardJob } from '../../core/blog/blog-board-query.ts';
import type { OnActionDone } from '../../review-kit/actions/actions-spec.ts';
import { ClientPeriod } from '../../review-kit/board/client-period.tsx';
import { ReviewBoard } from '../../review-kit/board/review-board.tsx';
import type { ItemOpening } from '../../review-kit/item-link.tsx';
import type { ReviewClient } from '../../review-kit/review-client.ts';
import { useSession } from '../../ui/hooks/use-session.tsx';
import type { ActionJob } from './blog-actions-spec.ts';
import { BLOG_BOARD_SPEC } from './blog-board-spec.tsx';
import type { BoardView } from './blog-texts.ts';

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
export function BlogBoard({ clientId, view = 'board', opening, onActionDone }: BlogBoardProps) {
  return (
    <ClientPeriod clientId={clientId} texts={BLOG_BOARD_SPEC.texts}>
      {(client, periodId) => <PeriodPosts client={client} periodId={periodId} view={view} opening={opening} onActionDone={onActionDone} />}
    </ClientPeriod>
  );
}

function PeriodPosts({ client, periodId, view, opening, onActionDone }: { client: ReviewClient; periodId: string; view: BoardView; opening: PostOpening; onActionDone?: OnBlogActionDone }) {
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
