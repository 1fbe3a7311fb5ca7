import type { ClientOverviewFilter, ClientOverviewInput, ClientOverviewSort } from '../src/core/api/generated/graphql.ts';

const SORTS: ClientOverviewSort[] = ['NAME', 'WAITING', 'WAITING_SINCE', 'OVERDUE', 'MISSING_CONNECTIONS', 'PROGRESS', 'LAST_ACTIVITY'];
const FILTERS: ClientOverviewFilter[] = ['ALL', 'WAITING', 'OVERDUE', 'CHURNED', 'IN_SETUP'];
// What staff type into the search box: part of a generated firm's name, a kind of firm, a demo firm's name.
const SEARCHES = ['firm 01', 'law group', 'harbor', 'counsel'];
// The first page mostly, then pages further down a 5,000-client list, and one past its end.
const OFFSETS = [0, 0, 100, 2500, 4900, 6000];

/**
 * The staff overview requests the bench times, in turn: every sort in both directions under every filter, every fourth
 * with a search, at the offsets a person paging or jumping would ask for.
 */
export function overviewRequests(count: number, today: string): ClientOverviewInput[] {
  return Array.from({ length: count }, (_, index) => ({
    today,
    sort: SORTS[index % SORTS.length],
    direction: Math.floor(index / SORTS.length) % 2 ? 'DESC' : 'ASC',
    filter: FILTERS[Math.floor(index / (2 * SORTS.length)) % FILTERS.length],
    ...(index % 4 === 3 ? { search: SEARCHES[Math.floor(index / 4) % SEARCHES.length] } : {}),
    offset: OFFSETS[index % OFFSETS.length],
    first: 100,
  }));
}

/** The nearest-rank percentile of samples. */
export function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
