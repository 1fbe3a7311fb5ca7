// Query keys of the blog area, general to specific, with the client id in every key: invalidating
// `blogKeys.client(id)` after an action refreshes every list and post of that client, and nothing of another.

export interface BlogBoardFilters {
  periodId?: string | null;
  statuses?: readonly string[];
  search?: string;
}

export const blogKeys = {
  all: ['blog'] as const,
  client: (clientId: string) => [...blogKeys.all, clientId] as const,
  lists: (clientId: string) => [...blogKeys.client(clientId), 'list'] as const,
  /** GetBlogBoard with its filters; the statuses are sorted so the same filter is one cache entry. */
  list: (clientId: string, filters: BlogBoardFilters = {}) =>
    [
      ...blogKeys.lists(clientId),
      { periodId: filters.periodId ?? null, statuses: [...(filters.statuses ?? [])].sort(), search: filters.search?.trim() ?? '' },
    ] as const,
  details: (clientId: string) => [...blogKeys.client(clientId), 'detail'] as const,
  detail: (clientId: string, blogJobId: string) => [...blogKeys.details(clientId), blogJobId] as const,
};
