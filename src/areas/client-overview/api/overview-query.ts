import { GetClientOverviewDocument, type GetClientOverviewQuery } from '../../../core/api/generated/operations.ts';
import type { Session } from '../../../core/session/session.ts';
import { overviewKeys } from './overview-keys.ts';
import { overviewInputOf, type OverviewFilter, type OverviewState } from '../model/overview-state.ts';

/** Logged with the order and filter when the service does not answer. */
export const OVERVIEW_FAILED_MESSAGE = 'Failed to get the client overview';
/** Rows per request: a few screens of the table, so thousands of clients are fetched as the table is scrolled. */
export const OVERVIEW_PAGE_SIZE = 100;
/** Rows this recent are not asked again when a table mounts: the first page, asked beside the page's code, is used. */
export const OVERVIEW_FRESH_MS = 5_000;

export type OverviewPage = GetClientOverviewQuery['clientOverview'];
export type OverviewRow = OverviewPage['rows'][number];

/** The next page's offset: the rows loaded so far, until they are all the service said match. */
export function nextOverviewOffset(pages: readonly OverviewPage[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.rows.length, 0);
  const last = pages.at(-1);
  if (!last || last.rows.length === 0 || loaded >= last.total) return undefined;
  return loaded;
}

/** The table's pages for a state, sorted, filtered and searched by the service (useInfiniteQuery's options). */
export function overviewPagesQueryOptions(session: Session, today: string, state: OverviewState) {
  const input = overviewInputOf(state, today);
  return {
    queryKey: overviewKeys.list(today, state),
    staleTime: OVERVIEW_FRESH_MS,
    initialPageParam: 0,
    getNextPageParam: (_last: OverviewPage, pages: OverviewPage[]) => nextOverviewOffset(pages),
    queryFn: async ({ pageParam, signal }: { pageParam: number; signal?: AbortSignal }): Promise<OverviewPage> => {
      try {
        return (
          await session.graphql.request(
            GetClientOverviewDocument,
            { input: { ...input, first: OVERVIEW_PAGE_SIZE, offset: pageParam } },
            { signal },
          )
        ).clientOverview;
      } catch (error) {
        console.error(OVERVIEW_FAILED_MESSAGE, input.sort, input.direction, input.filter, error);
        throw error;
      }
    },
  };
}

/** How many clients match `filter`: one row asked for, the total read. */
export function overviewCountQueryOptions(session: Session, today: string, filter: OverviewFilter) {
  const input = overviewInputOf({ sort: 'name', direction: 'asc', filter, search: '' }, today);
  return {
    queryKey: overviewKeys.count(today, filter),
    queryFn: async ({ signal }: { signal?: AbortSignal }): Promise<number> =>
      (await session.graphql.request(GetClientOverviewDocument, { input: { ...input, first: 1, offset: 0 } }, { signal })).clientOverview
        .total,
  };
}
