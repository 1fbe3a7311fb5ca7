import { GetPeriodDeliverableReportsDocument, type GetPeriodDeliverableReportsQuery } from '../../../core/api/generated/operations.ts';
import type { Session } from '../../../core/session/session.ts';
import { REPORTING_FRESH_MS, reportingKeys } from './reporting-keys.ts';

/** Logged with the client and period when the service does not answer. */
export const DELIVERABLE_REPORTS_FAILED_MESSAGE = 'Failed to get deliverable reports for ClientId';

export type DeliverableReport = GetPeriodDeliverableReportsQuery['deliverableReports'][number];

/** The reports of one period's deliverables, by service then creation (the service's order). */
export function deliverableReportsQueryOptions(session: Session, clientId: string, periodId: string) {
  return {
    queryKey: reportingKeys.reports(clientId, periodId),
    staleTime: REPORTING_FRESH_MS,
    queryFn: async ({ signal }: { signal?: AbortSignal }): Promise<DeliverableReport[]> => {
      try {
        const answer = await session.graphql.request(GetPeriodDeliverableReportsDocument, { input: { clientId, periodId } }, { signal });
        return answer.deliverableReports;
      } catch (error) {
        console.error(DELIVERABLE_REPORTS_FAILED_MESSAGE, clientId, periodId, error);
        throw error;
      }
    },
  };
}
