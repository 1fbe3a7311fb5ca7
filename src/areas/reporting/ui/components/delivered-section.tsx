import type { DeliveryPeriod } from '../../api/delivery-report-query.ts';
import { deliveryTotals, selectedAndPrevious } from '../../model/delivery-totals.ts';
import { TitledSection } from '../../../../ui/layout/titled-section.tsx';
import { QueryState } from '../../../../ui/layout/query-state.tsx';
import { useDeliveryReport } from '../hooks/use-reporting-queries.ts';
import { DELIVERED_TEXTS } from '../../reporting-texts.ts';
import { DeliveredCharts } from './delivered-charts.tsx';
import { DeliveredTiles } from './delivered-tiles.tsx';
import { ServiceDeliveryTable } from './service-delivery-table.tsx';

const isEmpty = (period: DeliveryPeriod) => {
  const totals = deliveryTotals(period);
  return (
    totals.contracted +
      totals.done +
      period.blogPostsPublished +
      period.socialPostsPublished +
      period.profilePostsPublished +
      period.seoChangesApplied +
      period.backlinksPlaced ===
    0
  );
};

/** What was delivered in the period against the period before, by service, and over the last twelve periods. */
export function DeliveredSection({ clientId, periodId, fileNameParts }: { clientId: string; periodId: string; fileNameParts: string[] }) {
  const report = useDeliveryReport(clientId, periodId);
  const { selected, previous } = selectedAndPrevious(report.data ?? [], periodId);
  return (
    <TitledSection title={DELIVERED_TEXTS.heading} slot="delivered">
      <QueryState
        status={report.status}
        loadingLabel={DELIVERED_TEXTS.loading}
        errorText={DELIVERED_TEXTS.error}
        onRetry={() => void report.refetch()}
        emptyText={DELIVERED_TEXTS.empty}
        isEmpty={!selected || (isEmpty(selected) && (report.data ?? []).every(isEmpty))}
      >
        {selected && (
          <>
            <DeliveredTiles selected={selected} previous={previous} />
            <ServiceDeliveryTable selected={selected} previous={previous} fileNameParts={fileNameParts} />
            <DeliveredCharts report={report.data ?? []} fileNameParts={fileNameParts} />
          </>
        )}
      </QueryState>
    </TitledSection>
  );
}
