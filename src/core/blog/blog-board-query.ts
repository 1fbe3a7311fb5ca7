import type { JobStatus } from '../api/generated/graphql.ts';
import { GetBlogBoardDocument, type GetBlogBoardQuery } from '../api/generated/operations.ts';
import type { Session } from '../session/session.ts';
import { blogKeys, type BlogBoardFilters } from './blog-keys.ts';

/** Logged with the client and period when the service does not answer. */
export const BLOG_BOARD_FAILED_MESSAGE = 'Failed to get the blog board for ClientId';
/** The service's largest page (demo/server/graphql/resolvers/blog-queries.ts MAX_PAGE_SIZE). */
export const BLOG_BOARD_PAGE_SIZE = 200;

export type BlogBoardJob = GetBlogBoardQuery['blogJobs']['items'][number];
type PageRequest = (offset: number) => Promise<GetBlogBoardQuery['blogJobs']>;

/**
 * Every page of a list: the first answers the total, the rest are asked for together. The board groups,
 * counts and sorts the whole list in the browser, so it needs all of it, not the first page.
 */
export async function fetchAllPages(requestPage: PageRequest, pageSize = BLOG_BOARD_PAGE_SIZE): Promise<BlogBoardJob[]> {
  const first = await requestPage(0);
  const offsets: number[] = [];
  for (let offset = first.items.length; offset < first.totalCount && first.items.length > 0; offset += pageSize) offsets.push(offset);
  const rest = await Promise.all(offsets.map(requestPage));
  return [first, ...rest].flatMap((page) => page.items);
}

/** A client's blog jobs for the board, in the service's order (due date first), every page of them. */
export function blogBoardQueryOptions(session: Session, clientId: string, filters: BlogBoardFilters = {}) {
  return {
    queryKey: blogKeys.list(clientId, filters),
    queryFn: async ({ signal }: { signal?: AbortSignal }): Promise<BlogBoardJob[]> => {
      const input = {
        clientId,
        periodId: filters.periodId ?? null,
        statuses: filters.statuses?.length ? (filters.statuses as JobStatus[]) : null,
        search: filters.search?.trim() || null,
        first: BLOG_BOARD_PAGE_SIZE,
      };
      try {
        return await fetchAllPages(async (offset) => (await session.graphql.request(GetBlogBoardDocument, { input: { ...input, offset } }, { signal })).blogJobs);
      } catch (error) {
        console.error(BLOG_BOARD_FAILED_MESSAGE, clientId, filters.periodId ?? null, error);
        throw error;
      }
    },
  };
}
