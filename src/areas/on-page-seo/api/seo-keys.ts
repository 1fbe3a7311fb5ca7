// Query keys of the on-page SEO area, general to specific, with the client id in every key: invalidating
// everything of a client after an action refreshes these too (core/review/review-mutations.ts).

export const seoKeys = {
  all: ['seo'] as const,
  client: (clientId: string) => [...seoKeys.all, clientId] as const,
  list: (clientId: string, periodId: string | null) => [...seoKeys.client(clientId), 'list', periodId] as const,
  detail: (clientId: string, jobId: string) => [...seoKeys.client(clientId), 'detail', jobId] as const,
};
