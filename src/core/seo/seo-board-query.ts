import { GetSeoBoardDocument, type GetSeoBoardQuery } from '../api/generated/operations.ts';
import type { Session } from '../session/session.ts';
import { seoKeys } from './seo-keys.ts';

/** Logged with the client and period when the service does not answer. */
export const SEO_BOARD_FAILED_MESSAGE = 'Failed to get the on-page SEO board for ClientId';

export type SeoBoardJob = GetSeoBoardQuery['seoJobs'][number];

/** A client's on-page SEO jobs of a period, in the service's order. */
export function seoBoardQueryOptions(session: Session, clientId: string, periodId: string | null) {
  return {
    queryKey: seoKeys.list(clientId, periodId),
    queryFn: async ({ signal }: { signal?: AbortSignal }): Promise<SeoBoardJob[]> => {
      try {
        return (await session.graphql.request(GetSeoBoardDocument, { input: { clientId, periodId } }, { signal })).seoJobs;
      } catch (error) {
        console.error(SEO_BOARD_FAILED_MESSAGE, clientId, periodId, error);
        throw error;
      }
    },
  };
}
