import { useQuery } from '@tanstack/react-query';
import type { ServiceKey } from '../../../core/navigation/routes.ts';
import { periodDeliverablesQueryOptions, servicesOfPeriod } from '../../../core/review/period-deliverables-query.ts';
import { deliverablesOfService } from '../../../core/review/route-deliverables.ts';
import { useSession } from '../../../ui/hooks/use-session.tsx';

/** The selected period's deliverables of one service, by due date (the same cached query as Home's progress). */
export function useServiceDeliverables(clientId: string, periodId: string, service: ServiceKey) {
  const session = useSession();
  return useQuery({
    ...periodDeliverablesQueryOptions(session, clientId),
    select: (periods) => deliverablesOfService(servicesOfPeriod(periods, periodId), service),
  });
}
