/** A portal path as the router takes it: the pathname as `to`, the search part as `search`. */
export interface PathLocation {
  to: string;
  search: Record<string, string>;
}

/**
 * Splits a portal path that may carry a search part (`/settings?section=connections`, as the connection notices
 * give it): the router resolves `to` as a pathname only, so a search part left in it would be read as part of
 * the path and lead nowhere.
 */
export function pathLocation(path: string): PathLocation {
  const at = path.indexOf('?');
  if (at < 0) return { to: path, search: {} };
  return { to: path.slice(0, at), search: Object.fromEntries(new URLSearchParams(path.slice(at + 1))) };
}
