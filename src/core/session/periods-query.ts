import { GetDeliverablesByServiceForSidebarDocument, type GetDeliverablesByServiceForSidebarQuery } from '../api/generated/operations.ts';
import { sidebarKeys } from '../api/query-keys.ts';
import type { Session } from './session.ts';

/** Logged with the client id when the service does not answer (spec section 8). */
export const SIDEBAR_DELIVERABLES_FAILED_MESSAGE = 'Failed to get sidebar deliverables';

export type SidebarPeriod = GetDeliverablesByServiceForSidebarQuery['deliverablesByServiceForSidebar'][number];

/**
 * A client's visible subscription periods with the services each delivers (GetDeliverablesByServiceForSidebar).
 * The query client's defaults keep it from refetching on mount or focus (spec section 7).
 */
export function sidebarPeriodsQueryOptions(session: Session, clientId: string) {
  return {
    queryKey: sidebarKeys.periods(clientId),
    queryFn: async ({ signal }: { signal?: AbortSignal }): Promise<SidebarPeriod[]> => {
      try {
        const answer = await session.graphql.request(GetDeliverablesByServiceForSidebarDocument, { input: { clientId } }, { signal });
        return answer.deliverablesByServiceForSidebar;
      } catch (error) {
        console.error(SIDEBAR_DELIVERABLES_FAILED_MESSAGE, clientId, error);
        throw error;
      }
    },
  };
}

/** The service names a period delivers, for the sidebar's visibility rule. */
export const serviceNamesOf = (period: Pick<SidebarPeriod, 'deliverablesByService'> | null | undefined): string[] =>
  period?.deliverablesByService.map((entry) => entry.serviceName) ?? [];
