/**
 * The review board's filter, search and sort, on the items it has loaded (every area's: blog posts, social
 * and profile posts). They are pure so the board view, the list view, the calendar and their tests read the
 * same rules. An item has a topic and a status; the dates it can be sorted by are the area's to name.
 */
export interface BoardJob {
  topic: string;
  /** What the search matches instead of the topic alone (an area whose items have more than a topic to find them by). */
  searchText?: string;
  status: string;
  dueDate?: string | null;
  externalReviewDate?: string | null;
  publicationDate?: string | null;
}

/** The keys of an item that hold a date (YYYY-MM-DD or an ISO instant), or 'topic'. */
export type SortKeyOf<T> = 'topic' | { [K in keyof T]: T[K] extends string | null | undefined ? K : never }[keyof T];
export type SortDirection = 'ASC' | 'DESC';

/** Jobs in any of the chosen statuses; no status chosen means every job. */
export function filterByStatus<T extends Pick<BoardJob, 'status'>>(jobs: readonly T[], statuses: readonly string[]): T[] {
  if (statuses.length === 0) return [...jobs];
  const chosen = new Set(statuses);
  return jobs.filter((job) => chosen.has(job.status));
}

/**
 * Jobs whose topic (or `searchText`, when the area gives one) holds the query, case-insensitively (the service's
 * blogJobs search matches the same way). An empty or blank query filters nothing: unlike site search, the board
 * is a list that is already shown.
 */
export function searchByTopic<T extends Pick<BoardJob, 'topic' | 'searchText'>>(jobs: readonly T[], query: string): T[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...jobs];
  return jobs.filter((job) => (job.searchText ?? job.topic).toLowerCase().includes(needle));
}

const topicOrder = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** A date's instant, or null when missing or unreadable (Date holds YYYY-MM-DD, DateTime an ISO instant). */
function instantOf(value: string | null | undefined): number | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

/**
 * Sorted by one key in either direction. Jobs without the date go last either way (they have nothing to
 * be early or late about), and equal keys keep the order they came in (Array.prototype.sort is stable).
 */
export function sortJobs<T extends Pick<BoardJob, 'topic'>>(jobs: readonly T[], key: SortKeyOf<T>, direction: SortDirection = 'ASC'): T[] {
  const sign = direction === 'ASC' ? 1 : -1;
  if (key === 'topic') return [...jobs].sort((a, b) => sign * topicOrder.compare(a.topic, b.topic));
  const dateOf = (item: T) => item[key as keyof T] as string | null | undefined;
  return [...jobs].sort((a, b) => {
    const left = instantOf(dateOf(a));
    const right = instantOf(dateOf(b));
    if (left === null || right === null) return left === right ? 0 : left === null ? 1 : -1;
    return sign * (left - right);
  });
}
