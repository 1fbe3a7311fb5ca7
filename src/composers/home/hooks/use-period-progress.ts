import { useQuery } from '@tanstack/react-query';
import { progressByService } from '../../../core/review/deliverable-progress.ts';
import { periodDeliverablesQueryOptions, servicesOfPeriod } from '../../../core/review/period-deliverables-query.ts';
import { useSession } from '../../../ui/hooks/use-session.tsx';

/** The selected period's deliverables by service, with done vs total. */
export function usePeriodProgress(clientId: string, periodId: string) {
  const session = useSession();
  return useQuery({
    ...periodDeliverablesQueryOptions(session, clientId),
    select: (periods) => progressByService(servicesOfPeriod(periods, periodId)),
  });
}
