import { useMemo, useRef, type RefObject } from 'react';
import type { BlogAction } from '../model/blog-actions.ts';
import type { BlogBoardJob } from '../api/blog-board-query.ts';
import { BOARD_GROUP_TITLES, postsWaitingForReview } from '../model/board-groups.ts';
import { ActionsMenu } from '../../../review-kit/actions/actions-menu.tsx';
import type { OnActionDone } from '../../../review-kit/actions/actions-spec.ts';
import { ITEM_LINK_CLASS } from '../../../review-kit/board/item-card.tsx';
import type { BoardItems } from '../../../review-kit/board/review-board.tsx';
import { calendarDate } from '../../../review-kit/item/item-dates.ts';
import { ItemLink, type ItemOpening } from '../../../review-kit/item-link.tsx';
import type { ReviewClient } from '../../../review-kit/review-client.ts';
import { useFocusHandoff } from '../../../ui/hooks/use-focus-handoff.ts';
import { QueryState } from '../../../ui/layout/query-state.tsx';
import { BLOG_BOARD_SPEC } from './blog-board-spec.tsx';
import { NO_POSTS_WAITING_TEXT, reviewByText, waitingCountText } from '../blog-texts.ts';

export interface BlogReviewListProps {
  items: BoardItems<BlogBoardJob>;
  client: ReviewClient;
  opening: ItemOpening<BlogBoardJob>;
  onActionDone?: OnActionDone<BlogAction, BlogBoardJob>;
}

/**
 * `<fp-blog-board show="review">`: only the board's "Waiting for your review" posts, as a short list for a
 * narrow place (a wp-admin dashboard widget) with no toolbar. Each topic opens the post as the board does, and
 * its menu holds the same actions; a post approved or sent back leaves the list, and focus goes to the list.
 */
export function BlogReviewList({ items, client, opening, onActionDone }: BlogReviewListProps) {
  const posts = useMemo(() => postsWaitingForReview(items.data ?? []), [items.data]);
  const list = useRef<HTMLUListElement>(null);
  const { texts } = BLOG_BOARD_SPEC;
  return (
    <QueryState
      status={items.status}
      loadingLabel={texts.loading}
      errorText={texts.error}
      onRetry={items.refetch}
      emptyText={NO_POSTS_WAITING_TEXT}
      isEmpty={posts.length === 0}
    >
      <div className="space-y-1">
        <p data-slot="review-count" className="text-sm font-medium text-fp-text">
          {waitingCountText(posts.length)}
        </p>
        <ul
          ref={list}
          tabIndex={-1}
          aria-label={BOARD_GROUP_TITLES.waitingForReview}
          data-slot="review-list"
          className="divide-y divide-fp-border focus-visible:outline-none"
        >
          {posts.map((post) => (
            <WaitingPost key={post.id} post={post} client={client} opening={opening} onActionDone={onActionDone} list={list} />
          ))}
        </ul>
      </div>
    </QueryState>
  );
}

function WaitingPost({
  post,
  client,
  opening,
  onActionDone,
  list,
}: Omit<BlogReviewListProps, 'items'> & { post: BlogBoardJob; list: RefObject<HTMLUListElement | null> }) {
  const item = useRef<HTMLLIElement>(null);
  useFocusHandoff(item, list, true);
  return (
    <li ref={item} className="flex items-start gap-2 py-2">
      <div className="min-w-0 flex-1 space-y-0.5">
        <p className="text-sm font-medium leading-snug break-words">
          <ItemLink item={post} opening={opening} className={ITEM_LINK_CLASS} />
        </p>
        {post.externalReviewDate && <p className="text-xs text-fp-muted">{reviewByText(calendarDate(post.externalReviewDate))}</p>}
      </div>
      <ActionsMenu spec={BLOG_BOARD_SPEC.actions} item={post} client={client} pageType={BLOG_BOARD_SPEC.pageType} onDone={onActionDone} />
    </li>
  );
}
