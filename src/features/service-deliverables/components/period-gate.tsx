import type { ReactNode } from 'react';
import { useSubscriptionPeriods } from '../../../ui/hooks/use-periods.ts';
import { LOADING_PERIODS_LABEL, NO_PERIOD_TEXT, PERIODS_ERROR_TEXT } from '../service-deliverables-texts.ts';
import { QueryState } from '../../../ui/layout/query-state.tsx';

/** Renders `children` with the selected period once it is known (spec section 4's fallback rule picks it). */
export function PeriodGate({ clientId, children }: { clientId: string; children: (periodId: string) => ReactNode }) {
  const { status, selectedPeriod, refetch } = useSubscriptionPeriods(clientId);
  return (
    <QueryState status={status} loadingLabel={LOADING_PERIODS_LABEL} errorText={PERIODS_ERROR_TEXT} onRetry={refetch} emptyText={NO_PERIOD_TEXT} isEmpty={!selectedPeriod}>
      {selectedPeriod && children(selectedPeriod.id)}
    </QueryState>
  );
}
