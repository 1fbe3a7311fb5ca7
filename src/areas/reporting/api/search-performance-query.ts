import { GetSearchPerformanceDocument, type GetSearchPerformanceQuery } from '../../../core/api/generated/operations.ts';
import type { Session } from '../../../core/session/session.ts';
import { REPORTING_FRESH_MS, reportingKeys } from './reporting-keys.ts';

/** Logged with the client and period when the service does not answer. */
export const SEARCH_PERFORMANCE_FAILED_MESSAGE = 'Failed to get search performance for ClientId';

export type SearchPerformance = GetSearchPerformanceQuery['searchPerformance'];
export type SearchDay = SearchPerformance['days'][number];
export type SearchRow = SearchPerformance['topQueries'][number];
export type SearchMetrics = SearchPerformance['totals'];
export type KeywordPosition = SearchPerformance['keywordPositions'][number];

/** The selected period's Google Search Console figures; isConnected is false for a firm without the connection. */
export function searchPerformanceQueryOptions(session: Session, clientId: string, periodId: string) {
  return {
    queryKey: reportingKeys.search(clientId, periodId),
    staleTime: REPORTING_FRESH_MS,
    queryFn: async ({ signal }: { signal?: AbortSignal }): Promise<SearchPerformance> => {
      try {
        const answer = await session.graphql.request(GetSearchPerformanceDocument, { input: { clientId, periodId } }, { signal });
        return answer.searchPerformance;
      } catch (error) {
        console.error(SEARCH_PERFORMANCE_FAILED_MESSAGE, clientId, periodId, error);
        throw error;
      }
    },
  };
}
