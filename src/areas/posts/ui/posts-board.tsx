import { useMemo } from 'react';
import type { SocialChannel } from '../../../core/api/generated/graphql.ts';
import type { SocialAction } from '../model/social-actions.ts';
import { socialBoardItem, type SocialBoardItem } from '../model/social-board-items.ts';
import { socialBoardQueryOptions, type SocialBoardJob } from '../api/social-board-query.ts';
import type { OnActionDone } from '../../../review-kit/actions/actions-spec.ts';
import { BoardFrame, type BoardQuery } from '../../../review-kit/board/board-frame.tsx';
import type { BoardSpec } from '../../../review-kit/board/board-spec.ts';
import { ReviewBoard } from '../../../review-kit/board/review-board.tsx';
import type { ItemOpening } from '../../../review-kit/item-link.tsx';
import type { ReviewView } from '../../../review-kit/kit-texts.ts';
import { POST_ACTIONS_SPEC } from './post-actions-spec.ts';
import { postKindOf } from './post-kind.ts';
import type { PostGroup } from './posts-board-spec.tsx';

export interface PostsBoardProps {
  channel: SocialChannel;
  spec: BoardSpec<SocialBoardItem, PostGroup, SocialAction>;
  clientId?: string | null;
  view?: ReviewView;
  opening: ItemOpening<SocialBoardItem>;
  onActionDone?: OnActionDone<SocialAction, SocialBoardItem>;
}

// Stable, so the query caches its items and the board's memoized rows keep their objects.
const toItems = (jobs: SocialBoardJob[]) => jobs.map(socialBoardItem);

const channelJobs =
  (channel: SocialChannel): BoardQuery<SocialBoardItem> =>
  (session, client, period) => ({ ...socialBoardQueryOptions(session, client.clientId, channel, period.id), select: toItems });

/** A social media or Google Business Profile board: the selected period's jobs of one channel on the review kit. */
export function PostsBoard({ channel, spec, clientId, view = 'board', opening, onActionDone }: PostsBoardProps) {
  // Stable per channel, so the frame's outcome reporter is not made anew on every render.
  const outcomes = useMemo(() => ({ kind: postKindOf(channel), of: POST_ACTIONS_SPEC.outcomeOf }), [channel]);
  const query = useMemo(() => channelJobs(channel), [channel]);
  return (
    <BoardFrame clientId={clientId} texts={spec.texts} query={query} outcomes={outcomes} onActionDone={onActionDone}>
      {({ client, items, onActionDone: done }) => (
        <ReviewBoard spec={spec} items={items} view={view} client={client} opening={opening} onActionDone={done} />
      )}
    </BoardFrame>
  );
}
