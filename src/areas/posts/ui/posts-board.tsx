import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { SocialChannel } from '../../../core/api/generated/graphql.ts';
import type { SocialAction } from '../model/social-actions.ts';
import { socialBoardItem, type SocialBoardItem } from '../model/social-board-items.ts';
import { socialBoardQueryOptions, type SocialBoardJob } from '../api/social-board-query.ts';
import { useSession } from '../../../ui/hooks/use-session.tsx';
import type { OnActionDone } from '../../../review-kit/actions/actions-spec.ts';
import type { BoardSpec } from '../../../review-kit/board/board-spec.ts';
import { ClientPeriod } from '../../../review-kit/board/client-period.tsx';
import { ReviewBoard } from '../../../review-kit/board/review-board.tsx';
import type { ItemOpening } from '../../../review-kit/item-link.tsx';
import type { ReviewView } from '../../../review-kit/kit-texts.ts';
import type { ReviewClient } from '../../../review-kit/review-client.ts';
import { POST_ACTIONS_SPEC, type PostActionJob } from './post-actions-spec.ts';
import { postKindOf } from './post-kind.ts';
import { useOutcomeReporter } from '../../../review-kit/review-outcome-listener.ts';
import type { PostGroup } from './posts-board-spec.tsx';

export interface PostsBoardProps {
  channel: SocialChannel;
  spec: BoardSpec<SocialBoardItem, PostGroup, SocialAction>;
  clientId?: string | null;
  view?: ReviewView;
  opening: ItemOpening<SocialBoardItem>;
  onActionDone?: OnActionDone<SocialAction, PostActionJob>;
}

// Stable, so the query caches its items and the board's memoized rows keep their objects.
const toItems = (jobs: SocialBoardJob[]) => jobs.map(socialBoardItem);

/** A social media or Google Business Profile board: the selected period's jobs of one channel on the review kit. */
export function PostsBoard({ channel, spec, clientId, view = 'board', opening, onActionDone }: PostsBoardProps) {
  return (
    <ClientPeriod clientId={clientId} texts={spec.texts}>
      {(client, periodId) => (
        <ChannelJobs
          channel={channel}
          spec={spec}
          client={client}
          periodId={periodId}
          view={view}
          opening={opening}
          onActionDone={onActionDone}
        />
      )}
    </ClientPeriod>
  );
}

function ChannelJobs({
  channel,
  client,
  periodId,
  view,
  onActionDone,
  ...parts
}: Omit<PostsBoardProps, 'clientId'> & { client: ReviewClient; periodId: string; view: ReviewView }) {
  const session = useSession();
  const report = useOutcomeReporter();
  const done = useCallback<OnActionDone<SocialAction, PostActionJob>>(
    (action, job, result) => {
      onActionDone?.(action, job, result);
      const outcome = POST_ACTIONS_SPEC.outcomeOf(action);
      report(postKindOf(channel), outcome, job.id);
    },
    [onActionDone, report, channel],
  );
  const query = useQuery({ ...socialBoardQueryOptions(session, client.clientId, channel, periodId), select: toItems });
  return (
    <ReviewBoard
      items={{ status: query.status, data: query.data, refetch: () => void query.refetch() }}
      view={view}
      client={client}
      onActionDone={done}
      {...parts}
    />
  );
}
