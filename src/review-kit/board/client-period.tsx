import type { ReactNode } from 'react';
import type { SidebarPeriod } from '../../core/session/periods-query.ts';
import { useSubscriptionPeriods } from '../../ui/hooks/use-periods.ts';
import { QueryState } from '../../ui/layout/query-state.tsx';
import { useReviewClient, type ReviewClient } from '../review-client.ts';
import type { BoardTexts } from './board-spec.ts';

export type ClientPeriodTexts = Pick<BoardTexts, 'noClient' | 'loading' | 'error' | 'noItems'>;

export interface ClientPeriodProps {
  /** The client whose work is shown (default: the selected client). */
  clientId?: string | null;
  texts: ClientPeriodTexts;
  children: (client: ReviewClient, period: SidebarPeriod) => ReactNode;
}

/**
 * A board's client and its selected subscription period: says so when there is no client, waits for the
 * periods, and renders the board for them. A new client starts a new board (its filters do not carry over).
 */
export function ClientPeriod({ clientId, texts, children }: ClientPeriodProps) {
  const client = useReviewClient(clientId);
  if (!client) return <p className="py-4 text-sm text-fp-muted">{texts.noClient}</p>;
  return <Period key={client.clientId} client={client} texts={texts} render={children} />;
}

function Period({ client, texts, render }: { client: ReviewClient; texts: ClientPeriodTexts; render: ClientPeriodProps['children'] }) {
  const periods = useSubscriptionPeriods(client.clientId);
  const period = periods.selectedPeriod;
  return (
    <QueryState
      status={periods.status}
      loadingLabel={texts.loading}
      errorText={texts.error}
      onRetry={periods.refetch}
      emptyText={texts.noItems}
      isEmpty={!period}
    >
      {period && render(client, period)}
    </QueryState>
  );
}
