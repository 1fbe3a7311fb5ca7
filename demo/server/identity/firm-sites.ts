import type { Queryable } from '../store/db.ts';

/**
 * The admin page of the WordPress plugin that shows the blog queue (wordpress-plugin/): the identity provider
 * sends the browser back to it after sign-in, so it must be an exact callback URL.
 */
export const WORDPRESS_QUEUE_PAGE = '/wp-admin/admin.php?page=firmpilot-blog-queue';
/** How long a read of the connected sites serves the API's CORS checks (sign-in reads them afresh each time). */
const ORIGINS_FRESH_MS = 5_000;

/**
 * The firms' own websites that host the portal's elements: each client's connected WordPress site
 * (word_press_credentials). Its plugin page is a sign-in and sign-out callback, and its origin may call the API
 * and the token endpoint; a site no client names is nothing to the service.
 */
/**
 * A site's address as compared here: origin and path without trailing slashes, so `https://Firm.example/` and
 * `https://firm.example` are one site. Null for what is not a URL.
 */
export function siteBase(siteUrl: string): string | null {
  try {
    const url = new URL(siteUrl);
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  } catch {
    return null;
  }
}

export interface FirmSites {
  /** Reads the connected sites again (before sign-in and sign-out, so a connection made a moment ago counts). */
  refresh(): Promise<void>;
  /** Whether the identity provider may send the browser back to this URL (as last read). */
  isCallback(url: string): boolean;
  /** Whether this origin is a connected site (as last read). */
  hasOrigin(origin: string): boolean;
  /** Whether this origin is a connected site, reading the sites again when the last read is older than a few seconds. */
  allowsOrigin(origin: string): Promise<boolean>;
  /** The connected sites' origins, as last read (for the sign-in pages' form-action). */
  origins(): Iterable<string>;
}

export function createFirmSites(db: Queryable, now = () => Date.now()): FirmSites {
  let callbacks = new Set<string>();
  let origins = new Set<string>();
  let readAt = -Infinity;
  let reading: Promise<void> | undefined;

  const read = async () => {
    const rows = await db.query<{ site_url: string }>('select distinct site_url from word_press_credentials');
    const sites = rows.flatMap(({ site_url }) => {
      const base = siteBase(site_url);
      // Stored before the form checked URLs: never a callback.
      return base === null ? [] : [{ origin: new URL(base).origin, base }];
    });
    callbacks = new Set(sites.map(({ base }) => `${base}${WORDPRESS_QUEUE_PAGE}`));
    origins = new Set(sites.map(({ origin }) => origin));
    readAt = now();
  };
  const refresh = () => {
    // Requests arriving together share one read.
    reading ??= read().finally(() => {
      reading = undefined;
    });
    return reading;
  };

  return {
    refresh,
    isCallback: (url) => callbacks.has(url),
    hasOrigin: (origin) => origins.has(origin),
    async allowsOrigin(origin) {
      if (now() - readAt > ORIGINS_FRESH_MS) await refresh();
      return origins.has(origin);
    },
    origins: () => origins,
  };
}
