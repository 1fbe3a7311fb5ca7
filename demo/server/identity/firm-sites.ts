import type { Queryable } from '../store/db.ts';

/**
 * The admin page of the WordPress plugin that shows the blog queue (wordpress-plugin/): the identity provider
 * sends the browser back to it after sign-in, so it must be an exact callback URL.
 */
export const WORDPRESS_QUEUE_PAGE = '/wp-admin/admin.php?page=firmpilot-blog-queue';
/**
 * The plugin's own identity client (public, PKCE): its callbacks are the plugin pages of verified sites only, it
 * signs in only the people of the site's firm, and only after they consent. The portal's client never takes a site.
 */
export const WORDPRESS_PLUGIN_CLIENT_ID = 'fp-wordpress-plugin';
/** How long a read of the connected sites serves the API's CORS checks (sign-in reads them afresh each time). */
const ORIGINS_FRESH_MS = 5_000;

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

/**
 * The firms' own websites that host the portal's elements: each client's connected WordPress site
 * (word_press_credentials). Its origin may call the API. Once agency staff verified it (verified_on), its plugin
 * page is a sign-in and sign-out callback of the plugin's identity client, for the people of that client only,
 * and its origin may call the token endpoint. A site no client names is nothing to the service.
 */
export interface FirmSites {
  /** Reads the connected sites again (before sign-in and sign-out, so a connection made a moment ago counts). */
  refresh(): Promise<void>;
  /** The clients whose verified site has this URL as its plugin page (as last read): empty when it is no callback. */
  clientsOfCallback(url: string): readonly string[];
  /** Whether this origin is a verified site (as last read): the token endpoint answers it. */
  hasVerifiedOrigin(origin: string): boolean;
  /** Whether this origin is a connected site, reading the sites again when the last read is older than a few seconds. */
  allowsOrigin(origin: string): Promise<boolean>;
  /** The verified sites' origins, as last read (for the sign-in pages' form-action). */
  verifiedOrigins(): Iterable<string>;
}

export function createFirmSites(db: Queryable, now = () => Date.now()): FirmSites {
  let callbacks = new Map<string, string[]>();
  let origins = new Set<string>();
  let verifiedOrigins = new Set<string>();
  let readAt = -Infinity;
  let reading: Promise<void> | undefined;

  const read = async () => {
    const rows = await db.query<{ client_id: string; site_url: string; verified: boolean }>(
      'select client_id, site_url, verified_on is not null as verified from word_press_credentials',
    );
    const sites = rows.flatMap(({ client_id, site_url, verified }) => {
      const base = siteBase(site_url);
      // Stored before the form checked URLs: never a callback.
      return base === null ? [] : [{ clientId: client_id, origin: new URL(base).origin, base, verified }];
    });
    const verifiedSites = sites.filter(({ verified }) => verified);
    callbacks = new Map();
    for (const { base, clientId } of verifiedSites) {
      const callback = `${base}${WORDPRESS_QUEUE_PAGE}`;
      callbacks.set(callback, [...(callbacks.get(callback) ?? []), clientId]);
    }
    origins = new Set(sites.map(({ origin }) => origin));
    verifiedOrigins = new Set(verifiedSites.map(({ origin }) => origin));
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
    clientsOfCallback: (url) => callbacks.get(url) ?? [],
    hasVerifiedOrigin: (origin) => verifiedOrigins.has(origin),
    async allowsOrigin(origin) {
      if (now() - readAt > ORIGINS_FRESH_MS) await refresh();
      return origins.has(origin);
    },
    verifiedOrigins: () => verifiedOrigins,
  };
}
