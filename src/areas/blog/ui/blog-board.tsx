import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { BlogAction } from '../model/blog-actions.ts';
import { blogBoardQueryOptions, type BlogBoardJob } from '../api/blog-board-query.ts';
import type { OnActionDone } from '../../../review-kit/actions/actions-spec.ts';
import { ClientPeriod } from '../../../review-kit/board/client-period.tsx';
import { ReviewBoard } from '../../../review-kit/board/review-board.tsx';
import type { ItemOpening } from '../../../review-kit/item-link.tsx';
import type { ReviewClient } from '../../../review-kit/review-client.ts';
import { useOutcomeReporter } from '../../../review-kit/review-outcome-listener.ts';
import { useSession } from '../../../ui/hooks/use-session.tsx';
import { BLOG_ACTIONS_SPEC, type ActionJob } from './blog-actions-spec.ts';
import { BLOG_BOARD_SPEC } from './blog-board-spec.tsx';
import { BlogReviewList } from './blog-review-list.tsx';
import { NO_POSTS_WAITING_TEXT, type BoardShow, type BoardView } from '../blog-texts.ts';

export type PostOpening = ItemOpening<BlogBoardJob>;
export type OnBlogActionDone = OnActionDone<BlogAction, ActionJob>;

export interface BlogBoardProps {
  /** The client whose posts are shown (default: the selected client). */
  clientId?: string | null;
  view?: BoardView;
  /** 'review': only the posts waiting for the firm's review, as a short list without the toolbar (`view` is ignored). */
  show?: BoardShow;
  opening: PostOpening;
  onActionDone?: OnBlogActionDone;
}

/**
 * The blog board of `/blog-management` and `<fp-blog-board>`: the selected period's posts of one client on the
 * review kit's board (grouped by what the firm must do, as a list, or on a calendar), with each post's actions;
 * or, with `show="review"`, only the posts waiting for the firm's review.
 */
export function BlogBoard({ clientId, view = 'board', show = 'all', opening, onActionDone }: BlogBoardProps) {
  return (
    <ClientPeriod clientId={clientId} texts={show === 'review' ? REVIEW_LIST_TEXTS : BLOG_BOARD_SPEC.texts}>
      {(client, periodId) => (
        <PeriodPosts client={client} periodId={periodId} view={view} show={show} opening={opening} onActionDone={onActionDone} />
      )}
    </ClientPeriod>
  );
}

// A period without posts has none waiting either: the review list says so in its own words.
const REVIEW_LIST_TEXTS = { ...BLOG_BOARD_SPEC.texts, noItems: NO_POSTS_WAITING_TEXT };

interface PeriodPostsProps {
  client: ReviewClient;
  periodId: string;
  view: BoardView;
  show: BoardShow;
  opening: PostOpening;
  onActionDone?: OnBlogActionDone;
}

function PeriodPosts({ client, periodId, view, show, opening, onActionDone }: PeriodPostsProps) {
  const session = useSession();
  const query = useQuery(blogBoardQueryOptions(session, client.clientId, { periodId }));
  const items = { status: query.status, data: query.data, refetch: () => void query.refetch() };
  // The element around (<fp-portal>) hears what came of an action on the board, as it does on the post's page.
  const report = useOutcomeReporter();
  const done = useCallback<OnBlogActionDone>(
    (action, job, result) => {
      onActionDone?.(action, job, result);
      report('blog', BLOG_ACTIONS_SPEC.outcomeOf(action), job.id);
    },
    [onActionDone, report],
  );
  if (show === 'review') return <BlogReviewList items={items} client={client} opening={opening} onActionDone={done} />;
  return <ReviewBoard spec={BLOG_BOARD_SPEC} items={items} view={view} client={client} opening={opening} onActionDone={done} />;
}
