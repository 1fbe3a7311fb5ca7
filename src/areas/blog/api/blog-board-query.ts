import type { JobStatus } from '../../../core/api/generated/graphql.ts';
import { GetBlogBoardDocument, type GetBlogBoardQuery } from '../../../core/api/generated/operations.ts';
import { fetchAllPages, LARGEST_PAGE } from '../../../core/review/fetch-all-pages.ts';
import type { Session } from '../../../core/session/session.ts';
import { blogKeys, type BlogBoardFilters } from './blog-keys.ts';

/** Logged with the client and period when the service does not answer. */
export const BLOG_BOARD_FAILED_MESSAGE = 'Failed to get the blog board for ClientId';
export const BLOG_BOARD_PAGE_SIZE = LARGEST_PAGE;

export type BlogBoardJob = GetBlogBoardQuery['blogJobs']['items'][number];

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
        return await fetchAllPages<BlogBoardJob>(
          async (offset) => (await session.graphql.request(GetBlogBoardDocument, { input: { ...input, offset } }, { signal })).blogJobs,
        );
      } catch (error) {
        console.error(BLOG_BOARD_FAILED_MESSAGE, clientId, filters.periodId ?? null, error);
        throw error;
      }
    },
  };
}
