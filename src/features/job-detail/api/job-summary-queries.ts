import { queryOptions } from '@tanstack/react-query';
import { GetSeoJobSummaryDocument } from '../../../core/api/generated/operations.ts';
import type { Session } from '../../../core/session/session.ts';

export type JobKind = 'seo';

/** Keys carry the client id, so switching client never shows another client's job from the cache. */
export const jobSummaryKeys = {
  all: ['job-summary'] as const,
  detail: (clientId: string, kind: JobKind, id: string) => [...jobSummaryKeys.all, clientId, kind, id] as const,
};

export const seoJobSummaryQuery = (session: Session, clientId: string, id: string) =>
  queryOptions({
    queryKey: jobSummaryKeys.detail(clientId, 'seo', id),
    queryFn: async ({ signal }) => (await session.graphql.request(GetSeoJobSummaryDocument, { input: { id } }, { signal })).seoJob,
  });
