import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { localIsoDate } from '../../../../core/clients/local-iso-date.ts';
import { overviewPagesQueryOptions } from '../../api/overview-query.ts';
import type { OverviewState } from '../../model/overview-state.ts';
import { useSession } from '../../../../ui/hooks/use-session.tsx';

/**
 * The overview's rows for a state, page by page as the table is scrolled. While another order, filter or search
 * loads, the last answer stays (marked busy) rather than the table giving way to a spinner at each keystroke.
 */
export function useClientOverview(state: OverviewState) {
  const session = useSession();
  // Read once: the cells' relative times are of the moment the page opened, and rows keep their memo.
  const [now] = useState(() => session.now());
  const today = localIsoDate(new Date(now));
  const query = useInfiniteQuery({ ...overviewPagesQueryOptions(session, today, state), placeholderData: keepPreviousData });
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const rows = useMemo(() => data?.pages.flatMap((page) => page.rows) ?? [], [data]);
  const total = data?.pages.at(-1)?.total ?? 0;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) fetchNextPage().catch((error: unknown) => console.error('Could not load more clients.', error));
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  return { query, rows, total, loadMore, today, now };
}
