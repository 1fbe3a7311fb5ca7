import { fetchAllPages } from '../../../core/review/fetch-all-pages.ts';
import type { Session } from '../../../core/session/session.ts';
import { backlinkKeys } from './backlink-keys.ts';
import type { BacklinkJob, BacklinkPeriod } from '../model/backlink-types.ts';

/** The REST list's largest page (scripts/openapi/operations.ts MAX_PAGE_SIZE): a period of 1,000 jobs is two calls after the first. */
export const BACKLINK_PAGE_SIZE = 500;
/** Logged with the client and period when the service does not answer. */
export const BACKLINK_JOBS_FAILED_MESSAGE = 'Failed to get backlinks jobs for ClientId';

/**
 * A client's backlinks jobs starting within a period, every page of them (the board groups, counts, searches
 * and sorts the whole period in the browser), in start-date order.
 */
export function backlinkJobsQueryOptions(session: Session, clientId: string, period: BacklinkPeriod) {
  return {
    queryKey: backlinkKeys.jobs(clientId, period),
    queryFn: async ({ signal }: { signal?: AbortSignal }): Promise<BacklinkJob[]> => {
      const requestPage = async (offset: number) =>
        session.rest.get('/backlinks/jobs', {
          query: {
            StartDate: period.startDate,
            EndDate: period.endDate,
            PageSize: BACKLINK_PAGE_SIZE,
            PageNumber: Math.floor(offset / BACKLINK_PAGE_SIZE) + 1,
            SortColumn: 'startDate',
            SortDirection: 'ASC',
            FilterFields: `clientId:${clientId}`,
          },
          signal,
        });
      try {
        return await fetchAllPages(requestPage, BACKLINK_PAGE_SIZE);
      } catch (error) {
        console.error(BACKLINK_JOBS_FAILED_MESSAGE, clientId, period, error);
        throw error;
      }
    },
  };
}
