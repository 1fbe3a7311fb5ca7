import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useCallback, type ReactNode } from 'react';
import type { Session } from '../../core/session/session.ts';
import type { SidebarPeriod } from '../../core/session/periods-query.ts';
import { useSession } from '../../ui/hooks/use-session.tsx';
import type { OnActionDone } from '../actions/actions-spec.ts';
import type { ReviewClient } from '../review-client.ts';
import type { ReviewOutcome } from '../review-outcome.ts';
import { useOutcomeReporter, type ReviewedKind } from '../review-outcome-listener.ts';
import { ClientPeriod, type ClientPeriodTexts } from './client-period.tsx';
import type { BoardItems } from './review-board.tsx';

/** What a board frame hands the board it frames. */
export interface BoardFrameState<T, A extends string> {
  client: ReviewClient;
  period: SidebarPeriod;
  items: BoardItems<T>;
  /** Reports the action's outcome (to the element around), then calls the handler the board was given. */
  onActionDone: OnActionDone<A, T>;
}

/** The area's query of a client's period, giving the board's items (its `select` maps the service's jobs). */
export type BoardQuery<T> = (
  session: Session,
  client: ReviewClient,
  period: SidebarPeriod,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the service's jobs are the area's own; the frame reads the selected items
) => UseQueryOptions<any, Error, T[], readonly unknown[]>;

export interface BoardFrameProps<T extends { id: string }, A extends string> {
  /** The client whose work is shown (default: the selected client). */
  clientId?: string | null;
  texts: ClientPeriodTexts;
  query: BoardQuery<T>;
  /** The kind the board's outcomes are reported as, and each action's outcome (none: a move with no outcome). */
  outcomes?: { kind: ReviewedKind; of: (action: A) => ReviewOutcome | null };
  onActionDone?: OnActionDone<A, T>;
  /** The board itself (the kit's ReviewBoard, or the area's own list). */
  children: (board: BoardFrameState<T, A>) => ReactNode;
}

/**
 * Every review board's way to its items: no client chosen, the periods loading or failed, then the selected
 * period's items through the area's query, with what comes of an action reported one way. The area gives its
 * query, its texts and the board.
 */
export function BoardFrame<T extends { id: string }, A extends string>({ clientId, texts, ...rest }: BoardFrameProps<T, A>) {
  return (
    <ClientPeriod clientId={clientId} texts={texts}>
      {(client, period) => <PeriodItems client={client} period={period} {...rest} />}
    </ClientPeriod>
  );
}

function PeriodItems<T extends { id: string }, A extends string>({
  client,
  period,
  query,
  outcomes,
  onActionDone,
  children,
}: Omit<BoardFrameProps<T, A>, 'clientId' | 'texts'> & { client: ReviewClient; period: SidebarPeriod }) {
  const session = useSession();
  const result = useQuery(query(session, client, period));
  const report = useOutcomeReporter();
  const done = useCallback<OnActionDone<A, T>>(
    (action, item, answer) => {
      onActionDone?.(action, item, answer);
      if (outcomes) report(outcomes.kind, outcomes.of(action), item.id);
    },
    [onActionDone, outcomes, report],
  );
  const items: BoardItems<T> = { status: result.status, data: result.data, refetch: () => void result.refetch() };
  return children({ client, period, items, onActionDone: done });
}
