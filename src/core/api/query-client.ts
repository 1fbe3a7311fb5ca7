// The page's one QueryClient, its defaults set once here: queries do not retry (spec section 7), and the
// sidebar periods query keeps what it has on mount and focus. Everything else keeps TanStack's defaults.
import { QueryClient } from '@tanstack/query-core';
import { SIDEBAR_PERIODS_QUERY_DEFAULTS, sidebarKeys } from './query-keys.ts';

export function createQueryClient(): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // Set by key prefix, so every client's periods query gets it without each caller remembering to.
  queryClient.setQueryDefaults(sidebarKeys.all, SIDEBAR_PERIODS_QUERY_DEFAULTS);
  return queryClient;
}
