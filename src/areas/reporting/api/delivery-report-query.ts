import { GetDeliveryReportDocument, type GetDeliveryReportQuery } from '../../../core/api/generated/operations.ts';
import type { Session } from '../../../core/session/session.ts';
import { REPORTING_FRESH_MS, reportingKeys } from './reporting-keys.ts';

/** Logged with the client and period when the service does not answer. */
export const DELIVERY_REPORT_FAILED_MESSAGE = 'Failed to get the delivery report for ClientId';

export type DeliveryPeriod = GetDeliveryReportQuery['deliveryReport'][number];
export type ServiceDelivery = DeliveryPeriod['services'][number];

/** What was delivered in the selected period and the eleven before it, oldest first (the service's order). */
export function deliveryReportQueryOptions(session: Session, clientId: string, periodId: string) {
  return {
    queryKey: reportingKeys.delivery(clientId, periodId),
    staleTime: REPORTING_FRESH_MS,
    queryFn: async ({ signal }: { signal?: AbortSignal }): Promise<DeliveryPeriod[]> => {
      try {
        const answer = await session.graphql.request(GetDeliveryReportDocument, { input: { clientId, periodId } }, { signal });
        return answer.deliveryReport;
      } catch (error) {
        console.error(DELIVERY_REPORT_FAILED_MESSAGE, clientId, periodId, error);
        throw error;
      }
    },
  };
}
