// Which URLs the portal will follow or load: the one rule for content links, image previews and the links the
// board and the post page draw from stored addresses. Kept apart from sanitize-html.ts so the board can use it
// without loading DOMPurify.

/** Web links and contact links only: no javascript:, vbscript:, data:, blob:, file: or app schemes. */
export const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
// What the browser drops from a URL before reading its scheme (`java\tscript:` is `javascript:`).
// eslint-disable-next-line no-control-regex -- control characters are exactly what the browser skips here
const URL_IGNORED_CHARACTERS = /[\u0000-\u0020\u007F-\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000\uFEFF]/g;
const URL_SCHEME = /^([^/?#:]*):/;

/** True when a URL attribute's value names a scheme outside SAFE_SCHEMES; relative URLs have none. */
export function hasUnsafeScheme(url: string): boolean {
  const scheme = URL_SCHEME.exec(url.replace(URL_IGNORED_CHARACTERS, ''))?.[1];
  return scheme !== undefined && !SAFE_SCHEMES.has(scheme.toLowerCase());
}

/** A stored address the portal may link to, or null when it is missing or names an unsafe scheme. */
export const safeLink = (url: string | null | undefined): string | null => (url && !hasUnsafeScheme(url) ? url : null);
