import { useQuery } from '@tanstack/react-query';
import { deliverableReportsQueryOptions } from '../../../core/reporting/deliverable-reports-query.ts';
import { deliveryReportQueryOptions } from '../../../core/reporting/delivery-report-query.ts';
import { searchPerformanceQueryOptions } from '../../../core/reporting/search-performance-query.ts';
import { useSession } from '../../../ui/hooks/use-session.tsx';

export function useDeliveryReport(clientId: string, periodId: string) {
  return useQuery(deliveryReportQueryOptions(useSession(), clientId, periodId));
}

export function useSearchPerformance(clientId: string, periodId: string) {
  return useQuery(searchPerformanceQueryOptions(useSession(), clientId, periodId));
}

export function useDeliverableReports(clientId: string, periodId: string) {
  return useQuery(deliverableReportsQueryOptions(useSession(), clientId, periodId));
}
