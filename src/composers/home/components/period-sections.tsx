import { useSubscriptionPeriods } from '../../../ui/hooks/use-periods.ts';
import { LOADING_PERIODS_LABEL, NO_PERIOD_TEXT, PERIODS_ERROR_TEXT } from '../home-texts.ts';
import { DeliverableProgress } from './deliverable-progress.tsx';
import { QueryState } from '../../../ui/layout/query-state.tsx';
import { ReviewQueue } from './review-queue.tsx';

/** The parts of Home that belong to the selected period: the review queue and the deliverables' progress. */
export function PeriodSections({ clientId }: { clientId: string }) {
  const { status, selectedPeriod, refetch } = useSubscriptionPeriods(clientId);
  return (
    <QueryState
      status={status}
      loadingLabel={LOADING_PERIODS_LABEL}
      errorText={PERIODS_ERROR_TEXT}
      onRetry={refetch}
      emptyText={NO_PERIOD_TEXT}
      isEmpty={!selectedPeriod}
    >
      {selectedPeriod && (
        <>
          <ReviewQueue clientId={clientId} periodId={selectedPeriod.id} />
          <DeliverableProgress clientId={clientId} periodId={selectedPeriod.id} />
        </>
      )}
    </QueryState>
  );
}
