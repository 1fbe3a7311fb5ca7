import { GetPeriodDeliverablesDocument, type GetPeriodDeliverablesQuery } from '../api/generated/operations.ts';
import type { Session } from '../session/session.ts';
import { reviewKeys } from './review-keys.ts';

/** Logged with the client id when the service does not answer. */
export const PERIOD_DELIVERABLES_FAILED_MESSAGE = 'Failed to get period deliverables for ClientId';

export type DeliverablesPeriod = GetPeriodDeliverablesQuery['deliverablesByServiceForSidebar'][number];
export type ServiceDeliverables = DeliverablesPeriod['deliverablesByService'][number];
export type PeriodDeliverable = ServiceDeliverables['deliverables'][number];

/**
 * A client's visible periods with their deliverables in full (status, due date). The sidebar's periods
 * query asks the same field for service names only; this one is kept apart so the sidebar stays small.
 */
export function periodDeliverablesQueryOptions(session: Session, clientId: string) {
  return {
    queryKey: reviewKeys.periodDeliverables(clientId),
    queryFn: async ({ signal }: { signal?: AbortSignal }): Promise<DeliverablesPeriod[]> => {
      try {
        const answer = await session.graphql.request(GetPeriodDeliverablesDocument, { input: { clientId } }, { signal });
        return answer.deliverablesByServiceForSidebar;
      } catch (error) {
        console.error(PERIOD_DELIVERABLES_FAILED_MESSAGE, clientId, error);
        throw error;
      }
    },
  };
}

/** The selected period's services with their deliverables; empty when the period is not (or no longer) listed. */
export const servicesOfPeriod = (periods: readonly DeliverablesPeriod[], periodId: string): ServiceDeliverables[] =>
  periods.find((period) => period.id === periodId)?.deliverablesByService ?? [];
