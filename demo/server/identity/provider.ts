import type { IncomingMessage, ServerResponse } from 'node:http';
import { Provider } from 'oidc-provider';
import type { JSONWebKeySet } from 'jose';
import type { Queryable } from '../store/db.ts';
import { createAccessTokenVerifier, type AccessTokenVerifier } from './access-token.ts';
import { createFirmSites, WORDPRESS_PLUGIN_CLIENT_ID, type FirmSites } from './firm-sites.ts';
import { createInteractionHandler } from './interaction.ts';
import { messagePage } from './pages.ts';
import { recordEndedSession } from './ended-sessions.ts';
import { ACCESS_TOKEN_TTL, buildConfiguration, expandRedirectUris } from './provider-config.ts';
import { loadSigningKey, publicJwks } from './signing-key.ts';

export const DEFAULT_CLIENT_ID = 'fp-portal-demo';
export const DEFAULT_AUDIENCE = 'https://api.firmpilot.test';
export const DEFAULT_BRAND = 'FirmPilot';

export interface IdentityOptions {
  db: Queryable;
  /** Where signing-key.json lives; without it the key is made per start (tests only). */
  dataDir?: string;
  /** Public base URL of this server without trailing slash, e.g. 'http://localhost:4173'. */
  issuer: string;
  clientId?: string;
  audience?: string;
  /** Where the portal may be sent back to after sign-in and sign-out; their origins are added. */
  redirectUris: string[];
  brand?: string;
  /** Hides the demo logins on the sign-in page. */
  production: boolean;
  /** Trust X-Forwarded-* (behind a TLS-terminating proxy). */
  trustProxy?: boolean;
  /** The firms' WordPress sites: a verified one's plugin page is a callback of the plugin's client (none when left out). */
  firmSites?: FirmSites;
  /** Where a failure of the provider's own is reported (the service's log, with the request's id). */
  logError?: (req: IncomingMessage, error: unknown, what: string) => void;
}

export interface Identity {
  handles(pathname: string): boolean;
  handle(req: IncomingMessage, res: ServerResponse): void;
  verifier: AccessTokenVerifier;
  /** The `iss` of every token: the base URL with a trailing slash, as Auth0 writes it. */
  issuer: string;
  /** What auth0-spa-js takes as `domain`: the base URL without trailing slash. */
  domain: string;
  clientId: string;
  audience: string;
  jwks: JSONWebKeySet;
  close?(): Promise<void>;
}

const EXACT_PATHS = new Set(['/authorize', '/userinfo', '/v2/logout', '/.well-known/openid-configuration', '/.well-known/jwks.json']);
const PATH_PREFIXES = ['/authorize/', '/oauth/', '/v2/logout/', '/interaction/'];

export async function createIdentity(options: IdentityOptions): Promise<Identity> {
  const domain = options.issuer.replace(/\/+$/, '');
  const issuer = `${domain}/`;
  const clientId = options.clientId ?? DEFAULT_CLIENT_ID;
  const audience = options.audience ?? DEFAULT_AUDIENCE;
  const brand = options.brand ?? DEFAULT_BRAND;
  const key = await loadSigningKey(options.dataDir);
  const firmSites = options.firmSites ?? createFirmSites(options.db);
  const settings = {
    db: options.db,
    key,
    clientId,
    audience,
    brand,
    production: options.production,
    redirectUris: options.redirectUris,
    firmSites,
  };
  const provider = new Provider(issuer, buildConfiguration(settings));
  allowFirmSiteCallbacks(provider, firmSites);
  endTokensWithSession(provider, options.db);
  provider.proxy = options.trustProxy ?? false;
  const logError = options.logError ?? ((_req, error, what) => console.error(what, error));
  provider.on('server_error', (ctx, error) => logError((ctx as { req: IncomingMessage }).req, error, 'identity: provider error'));
  const portalOrigins = new Set(expandRedirectUris(options.redirectUris).map((uri) => new URL(uri).origin));
  const appOrigins = () => new Set([...portalOrigins, ...firmSites.verifiedOrigins()]);
  const interactions = createInteractionHandler({
    provider,
    db: options.db,
    brand,
    production: options.production,
    appOrigins,
    firmSites,
    trustProxy: options.trustProxy ?? false,
  });
  const callback = provider.callback();
  const jwks = publicJwks(key);

  const fail = (req: IncomingMessage, res: ServerResponse, error: unknown) => {
    logError(req, error, 'identity: request failed');
    if (res.headersSent) return void res.destroy();
    const html = messagePage({ brand, title: 'Something went wrong', message: 'Go back to the app and try again.' });
    res.writeHead(500, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).end(html);
  };

  return {
    issuer,
    domain,
    clientId,
    audience,
    jwks,
    verifier: createAccessTokenVerifier({ issuer, audience, jwks }),
    handles: (pathname) => EXACT_PATHS.has(pathname) || PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix)),
    handle(req, res) {
      const url = new URL(req.url ?? '/', issuer);
      // A site connected a moment ago is a callback at once: every sign-in request reads the sites afresh.
      firmSites
        .refresh()
        .then(() => {
          if (url.pathname.startsWith('/interaction/')) return interactions(req, res, url.pathname);
          if (url.pathname === '/v2/logout') req.url = auth0Logout(url, clientId);
          callback(req, res);
        })
        .catch((error: unknown) => fail(req, res, error));
    },
  };
}

/** Auth0's `/v2/logout?returnTo=` in OpenID terms: post_logout_redirect_uri, which needs client_id. */
function auth0Logout(url: URL, clientId: string): string {
  const returnTo = url.searchParams.get('returnTo');
  if (returnTo && !url.searchParams.has('post_logout_redirect_uri')) {
    url.searchParams.set('post_logout_redirect_uri', returnTo);
    if (!url.searchParams.has('client_id')) url.searchParams.set('client_id', clientId);
  }
  url.searchParams.delete('returnTo');
  return `${url.pathname}${url.search}`;
}

/**
 * Access tokens are JWTs the API checks without asking the provider, so ending the session (signing out, or
 * another account signing in on the browser) records the session as ended before it is destroyed; the API
 * refuses the tokens that name it (their `sid`) until they would have expired anyway.
 */
function endTokensWithSession(provider: Provider, db: Queryable): void {
  const session = provider.Session.prototype;
  const { destroy } = session;
  session.destroy = async function () {
    await recordEndedSession(db, this.uid, ACCESS_TOKEN_TTL + 60);
    return destroy.call(this);
  };
}

/**
 * A client registered once cannot list callbacks that firms add later: each verified WordPress site's plugin
 * page is allowed for the plugin's client (oidc-provider's documented way: its Client's redirect checks). The
 * portal's client keeps its registered callbacks only.
 */
function allowFirmSiteCallbacks(provider: Provider, firmSites: FirmSites): void {
  const client = provider.Client.prototype;
  const { redirectUriAllowed, postLogoutRedirectUriAllowed } = client;
  const isSiteCallback = (clientId: string, uri: string) =>
    clientId === WORDPRESS_PLUGIN_CLIENT_ID && firmSites.clientsOfCallback(uri).length > 0;
  client.redirectUriAllowed = function (uri) {
    return redirectUriAllowed.call(this, uri) || isSiteCallback(this.clientId, uri);
  };
  client.postLogoutRedirectUriAllowed = function (uri) {
    return postLogoutRedirectUriAllowed.call(this, uri) || isSiteCallback(this.clientId, uri);
  };
}
