import { MAX_CONTEXT_DEPTH } from './report-budget.ts';

/** How deep a value nests: a scalar is 0, an object or array one more than its deepest member. */
export function nestingDepth(value: unknown, stopAt = MAX_CONTEXT_DEPTH + 1): number {
  if (value === null || typeof value !== 'object') return 0;
  if (stopAt <= 0) return 1;
  let deepest = 0;
  for (const member of Object.values(value)) deepest = Math.max(deepest, nestingDepth(member, stopAt - 1));
  return deepest + 1;
}

const URL_LIKE = /^(?:https?:\/\/|\/)/i;

/**
 * A wp-admin URL carries nonces (`_wpnonce`) and what the person was doing in its query: a report keeps the
 * page's address without its query and hash, whoever sent it.
 */
export function withoutQueries(value: unknown): unknown {
  if (typeof value === 'string') return URL_LIKE.test(value) ? value.replace(/[?#].*$/s, '') : value;
  if (Array.isArray(value)) return value.map(withoutQueries);
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, member]) => [key, withoutQueries(member)]));
  return value;
}
