import type { ReactNode } from 'react';
import { useSubscriptionPeriods } from '../../ui/hooks/use-periods.ts';
import { QueryState } from '../../ui/layout/query-state.tsx';
import { useReviewClient, type ReviewClient } from '../review-client.ts';
import type { BoardTexts } from './board-spec.ts';

export interface ClientPeriodProps {
  /** The client whose work is shown (default: the selected client). */
  clientId?: string | null;
  texts: Pick<BoardTexts, 'noClient' | 'loading' | 'error' | 'noItems'>;
  children: (client: ReviewClient, periodId: string) => ReactNode;
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

function Period({
  client,
  texts,
  render,
}: {
  client: ReviewClient;
  texts: ClientPeriodProps['texts'];
  render: ClientPeriodProps['children'];
}) {
  const periods = useSubscriptionPeriods(client.clientId);
  const periodId = periods.selectedPeriod?.id;
  return (
    <QueryState
      status={periods.status}
      loadingLabel={texts.loading}
      errorText={texts.error}
      onRetry={periods.refetch}
      emptyText={texts.noItems}
      isEmpty={!periodId}
    >
      {periodId && render(client, periodId)}
    </QueryState>
  );
}
