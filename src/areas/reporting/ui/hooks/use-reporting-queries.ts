import { useQuery } from '@tanstack/react-query';
import { deliverableReportsQueryOptions } from '../../api/deliverable-reports-query.ts';
import { deliveryReportQueryOptions } from '../../api/delivery-report-query.ts';
import { searchPerformanceQueryOptions } from '../../api/search-performance-query.ts';
import { useSession } from '../../../../ui/hooks/use-session.tsx';

// The page waits for all three before it shows its sections (reporting-dashboard.tsx), then each section reads its
// own: a failure is shown with its Retry, not asked again because the section mounted after the wait.
const SECTION_QUERY = { retryOnMount: false } as const;

export function useDeliveryReport(clientId: string, periodId: string) {
  return useQuery({ ...deliveryReportQueryOptions(useSession(), clientId, periodId), ...SECTION_QUERY });
}

export function useSearchPerformance(clientId: string, periodId: string) {
  return useQuery({ ...searchPerformanceQueryOptions(useSession(), clientId, periodId), ...SECTION_QUERY });
}

export function useDeliverableReports(clientId: string, periodId: string) {
  return useQuery({ ...deliverableReportsQueryOptions(useSession(), clientId, periodId), ...SECTION_QUERY });
}
