import { GetSeoJobDocument, type GetSeoJobQuery } from '../../../core/api/generated/operations.ts';
import type { Session } from '../../../core/session/session.ts';
import { seoKeys } from './seo-keys.ts';

/** One on-page SEO job as its review page shows it: its changes with the firm's decisions, its review, its history. */
export type SeoJob = GetSeoJobQuery['seoJob'];
export type SeoChange = SeoJob['changes'][number];
export type SeoReview = NonNullable<SeoJob['review']>;

export const SEO_JOB_FAILED_MESSAGE = 'Failed to get the on-page SEO job';

export const seoJobQueryOptions = (session: Session, clientId: string, jobId: string) => ({
  queryKey: seoKeys.detail(clientId, jobId),
  queryFn: async ({ signal }: { signal?: AbortSignal }): Promise<SeoJob> => {
    try {
      return (await session.graphql.request(GetSeoJobDocument, { input: { id: jobId } }, { signal })).seoJob;
    } catch (error) {
      console.error(SEO_JOB_FAILED_MESSAGE, jobId, error);
      throw error;
    }
  },
});
