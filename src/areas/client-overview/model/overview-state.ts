import type { ClientOverviewFilter, ClientOverviewSort, SortDirection } from '../../../core/api/generated/graphql.ts';

/** The overview's columns, as the page's URL names them (`?sort=waiting`). */
export const OVERVIEW_COLUMNS = ['name', 'waiting', 'waitingSince', 'overdue', 'missing', 'progress', 'activity'] as const;
export type OverviewColumn = (typeof OVERVIEW_COLUMNS)[number];

/** The filters, as the URL names them (`?filter=in-setup`). */
export const OVERVIEW_FILTERS = ['all', 'waiting', 'overdue', 'churned', 'in-setup'] as const;
export type OverviewFilter = (typeof OVERVIEW_FILTERS)[number];

/** What the staff asked the overview for: the order, the filter and the name searched. Lives in the URL. */
export interface OverviewState {
  sort: OverviewColumn;
  direction: 'asc' | 'desc';
  filter: OverviewFilter;
  search: string;
}

/** The column each sorts by on the service. */
export const SORT_OF_COLUMN: Record<OverviewColumn, ClientOverviewSort> = {
  name: 'NAME',
  waiting: 'WAITING',
  waitingSince: 'WAITING_SINCE',
  overdue: 'OVERDUE',
  missing: 'MISSING_CONNECTIONS',
  progress: 'PROGRESS',
  activity: 'LAST_ACTIVITY',
};

/**
 * The direction a column starts in when its header is first chosen: what needs staff first. The most waiting,
 * overdue and missing; the oldest wait (the earliest date); the least progress; the latest activity; names A to Z.
 */
export const FIRST_DIRECTION: Record<OverviewColumn, 'asc' | 'desc'> = {
  name: 'asc',
  waiting: 'desc',
  waitingSince: 'asc',
  overdue: 'desc',
  missing: 'desc',
  progress: 'asc',
  activity: 'desc',
};

const FILTER_ON_SERVICE: Record<OverviewFilter, ClientOverviewFilter> = {
  all: 'ALL',
  waiting: 'WAITING',
  overdue: 'OVERDUE',
  churned: 'CHURNED',
  'in-setup': 'IN_SETUP',
};

/** The longest name search the service takes (demo/server/graphql/resolvers/client-overview.ts). */
export const OVERVIEW_SEARCH_MAX_LENGTH = 200;

/** Opening the page without a choice: the clients with the most waiting for the firm's review first. */
export const DEFAULT_OVERVIEW_STATE: OverviewState = { sort: 'waiting', direction: 'desc', filter: 'all', search: '' };

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  (values as readonly unknown[]).includes(value) ? (value as T) : undefined;

/**
 * The state a URL's search params hold; whatever is missing or not a known value (an edited or stale link)
 * takes the default, so a link always opens a working page. A column without a direction starts in its own; a search
 * longer than the service takes is cut to its length.
 */
export function overviewStateFrom(search: Record<string, unknown>): OverviewState {
  const sort = oneOf(OVERVIEW_COLUMNS, search.sort) ?? DEFAULT_OVERVIEW_STATE.sort;
  const direction =
    oneOf(['asc', 'desc'] as const, search.dir) ?? (search.sort === undefined ? DEFAULT_OVERVIEW_STATE.direction : FIRST_DIRECTION[sort]);
  const filter = oneOf(OVERVIEW_FILTERS, search.filter) ?? DEFAULT_OVERVIEW_STATE.filter;
  const text = typeof search.q === 'string' ? search.q : typeof search.q === 'number' ? String(search.q) : '';
  return { sort, direction, filter, search: text.slice(0, OVERVIEW_SEARCH_MAX_LENGTH) };
}

/** The search params of a state: only what differs from the default, so the plain page keeps a plain URL. */
export function overviewSearchOf(state: OverviewState): Record<string, string | undefined> {
  const sortChanged = state.sort !== DEFAULT_OVERVIEW_STATE.sort || state.direction !== DEFAULT_OVERVIEW_STATE.direction;
  return {
    sort: sortChanged ? state.sort : undefined,
    dir: sortChanged ? state.direction : undefined,
    filter: state.filter === DEFAULT_OVERVIEW_STATE.filter ? undefined : state.filter,
    q: state.search.trim() === '' ? undefined : state.search,
  };
}

/** What the service is asked for a state (before paging). An empty search is no search. */
export function overviewInputOf(
  state: OverviewState,
  today: string,
): { today: string; search: string | null; filter: ClientOverviewFilter; sort: ClientOverviewSort; direction: SortDirection } {
  return {
    today,
    search: state.search.trim() || null,
    filter: FILTER_ON_SERVICE[state.filter],
    sort: SORT_OF_COLUMN[state.sort],
    direction: state.direction === 'asc' ? 'ASC' : 'DESC',
  };
}
