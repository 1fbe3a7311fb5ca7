import type { BlogAction } from '../model/blog-actions.ts';
import { blogBoardQueryOptions, type BlogBoardJob } from '../api/blog-board-query.ts';
import type { OnActionDone } from '../../../review-kit/actions/actions-spec.ts';
import { BoardFrame, type BoardQuery } from '../../../review-kit/board/board-frame.tsx';
import { ReviewBoard } from '../../../review-kit/board/review-board.tsx';
import type { ItemOpening } from '../../../review-kit/item-link.tsx';
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
    <BoardFrame
      clientId={clientId}
      texts={show === 'review' ? REVIEW_LIST_TEXTS : BLOG_BOARD_SPEC.texts}
      query={periodPosts}
      outcomes={OUTCOMES}
      onActionDone={onActionDone}
    >
      {({ client, items, onActionDone: done }) =>
        show === 'review' ? (
          <BlogReviewList items={items} client={client} opening={opening} onActionDone={done} />
        ) : (
          <ReviewBoard spec={BLOG_BOARD_SPEC} items={items} view={view} client={client} opening={opening} onActionDone={done} />
        )
      }
    </BoardFrame>
  );
}

// A period without posts has none waiting either: the review list says so in its own words.
const REVIEW_LIST_TEXTS = { ...BLOG_BOARD_SPEC.texts, noItems: NO_POSTS_WAITING_TEXT };

const periodPosts: BoardQuery<BlogBoardJob> = (session, client, period) =>
  blogBoardQueryOptions(session, client.clientId, { periodId: period.id });

// The element around (<fp-portal>) hears what came of an action on the board, as it does on the post's page.
const OUTCOMES = { kind: 'blog', of: BLOG_ACTIONS_SPEC.outcomeOf };
