const URL_LIKE = /^(?:https?:\/\/|\/)/i;

/**
 * A wp-admin URL carries nonces (`_wpnonce`) and what the person was doing in its query: a report keeps the
 * page's address without its query and hash, whoever sent it.
 */
export function withoutQueries(value: unknown): unknown {
  if (typeof value === 'string') return URL_LIKE.test(value) ? value.replace(/[?#].*$/s, '') : value;
  if (Array.isArray(value)) return value.map(withoutQueries);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, member]) => [key, withoutQueries(member)]));
  return value;
}
