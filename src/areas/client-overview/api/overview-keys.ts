// Query keys of the staff overview, general to specific. Not a client's data, so no client id: the overview is
// every client's at once. `today` is in each key because churn and what is overdue are judged against it.
import { staffOverviewKeys } from '../../../core/api/query-keys.ts';
import type { OverviewState } from '../model/overview-state.ts';

export const overviewKeys = {
  all: staffOverviewKeys.all,
  /** The table's pages for one order, filter and search. */
  list: (today: string, state: OverviewState) =>
    [
      ...overviewKeys.all,
      'list',
      today,
      { sort: state.sort, direction: state.direction, filter: state.filter, search: state.search.trim() },
    ] as const,
  /** How many clients match a filter (Home's line of what waits across clients). */
  count: (today: string, filter: OverviewState['filter']) => [...overviewKeys.all, 'count', today, filter] as const,
};
