import { GetSeoBoardDocument, type GetSeoBoardQuery } from '../../../core/api/generated/operations.ts';
import type { Session } from '../../../core/session/session.ts';
import { seoKeys } from './seo-keys.ts';

/** Logged with the client and period when the service does not answer. */
export const SEO_BOARD_FAILED_MESSAGE = 'Failed to get the on-page SEO board for ClientId';

export type SeoBoardJob = GetSeoBoardQuery['seoJobs'][number];

/**
 * A client's on-page SEO jobs of a period, in the service's order. Test jobs belong to no period: with
 * `withTestJobs` (staff's board) the client's test jobs follow the period's jobs.
 */
export function seoBoardQueryOptions(session: Session, clientId: string, periodId: string | null, withTestJobs = false) {
  return {
    queryKey: [...seoKeys.list(clientId, periodId), withTestJobs ? 'with-test-jobs' : 'deliverables'] as const,
    queryFn: async ({ signal }: { signal?: AbortSignal }): Promise<SeoBoardJob[]> => {
      try {
        const variables = { input: { clientId, periodId }, client: { clientId }, withTestJobs };
        const answer = await session.graphql.request(GetSeoBoardDocument, variables, { signal });
        const listed = new Set(answer.seoJobs.map((job) => job.id));
        return [...answer.seoJobs, ...(answer.allJobs ?? []).filter((job) => job.isTest && !listed.has(job.id))];
      } catch (error) {
        console.error(SEO_BOARD_FAILED_MESSAGE, clientId, periodId, error);
        throw error;
      }
    },
  };
}
