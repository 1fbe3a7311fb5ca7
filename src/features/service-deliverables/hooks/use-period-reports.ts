import { useQuery } from '@tanstack/react-query';
import { deliverableReportsQueryOptions } from '../../../core/review/deliverable-reports-query.ts';
import { useSession } from '../../../ui/hooks/use-session.tsx';

export function usePeriodReports(clientId: string, periodId: string) {
  return useQuery(deliverableReportsQueryOptions(useSession(), clientId, periodId));
}
