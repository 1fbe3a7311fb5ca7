import { createHash, randomBytes } from 'node:crypto';
import { errors, type Configuration, type OidcContext, type OidcToken } from 'oidc-provider';
import type { Queryable } from '../store/db.ts';
import { createPayloadAdapter } from './adapter.ts';
import { CUSTOM_CLAIMS, customClaims, loadIdentityAccount } from './claims.ts';
import { logoutPage, messagePage } from './pages.ts';
import { API_SCOPES, firstPartyInteractionPolicy, loadFirstPartyGrant, type ProviderAccount } from './grants.ts';
import { WORDPRESS_PLUGIN_CLIENT_ID, type FirmSites } from './firm-sites.ts';
import { loadFirmSiteGrant } from './firm-site-sign-in.ts';
import type { SigningKey } from './signing-key.ts';

export interface ProviderSettings {
  db: Queryable;
  key: SigningKey;
  clientId: string;
  audience: string;
  /** Exact redirect URIs plus their origins: auth0-spa-js uses the bare origin by default. */
  redirectUris: string[];
  brand: string;
  production: boolean;
  /** The firms' WordPress sites: the verified ones' origins may call the token endpoint for the plugin's client. */
  firmSites: FirmSites;
}

export const NO_SITE_CALLBACK = 'https://no-site.invalid/';
export const ACCESS_TOKEN_TTL = 3600;
const ID_TOKEN_TTL = 3600;
const SESSION_TTL = 14 * 24 * 3600;

/** Each redirect URI plus its bare origin, with and without the slash, de-duplicated. */
export function expandRedirectUris(uris: string[]): string[] {
  const all = new Set<string>();
  for (const uri of uris) {
    const { origin } = new URL(uri);
    all.add(uri).add(origin).add(`${origin}/`);
  }
  return [...all];
}

export function buildConfiguration(settings: ProviderSettings): Configuration {
  const { db, key, clientId, audience, brand } = settings;
  const redirectUris = expandRedirectUris(settings.redirectUris);
  const portalOrigins = new Set(redirectUris.map((uri) => new URL(uri).origin));
  const appOrigins = () => new Set([...portalOrigins, ...settings.firmSites.verifiedOrigins()]);
  const findAccount = async (_ctx: unknown, sub: string): Promise<ProviderAccount | undefined> => {
    const account = await loadIdentityAccount(db, sub);
    if (!account) return undefined; // inactive or deleted: the session no longer signs anyone in
    return {
      accountId: account.sub,
      roles: account.roles,
      claims: async () => ({
        sub: account.sub,
        email: account.email,
        email_verified: true,
        name: account.name,
        nickname: account.email.split('@')[0],
        picture: account.picture ?? undefined,
        ...customClaims(account, true),
      }),
    };
  };

  return {
    adapter: createPayloadAdapter(db),
    jwks: { keys: [key.privateJwk] },
    // Cookie signing keys derived from the persisted private key: stable across restarts, no second secret file.
    cookies: {
      keys: [createHash('sha256').update(`cookies:${key.privateJwk.d}`).digest('base64url')],
      names: { session: 'fp_idp_session', interaction: 'fp_idp_interaction', resume: 'fp_idp_resume' },
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    clients: [
      {
        client_id: clientId,
        client_name: brand,
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: redirectUris,
        post_logout_redirect_uris: redirectUris,
        id_token_signed_response_alg: 'RS256',
      },
      {
        // The firms' sites (provider.ts adds the verified sites' plugin pages as its callbacks).
        client_id: WORDPRESS_PLUGIN_CLIENT_ID,
        client_name: `${brand} for WordPress`,
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code'],
        response_types: ['code'],
        // oidc-provider needs one registered callback; `.invalid` never resolves (RFC 2606), so no code can land there.
        redirect_uris: [NO_SITE_CALLBACK],
        post_logout_redirect_uris: [NO_SITE_CALLBACK],
        id_token_signed_response_alg: 'RS256',
      },
    ],
    // The portal's client answers the portal only, the plugin's the verified sites only: a site's code is never traded for the portal.
    clientBasedCORS: (_ctx: unknown, origin: string, client: { clientId: string }) =>
      client.clientId === WORDPRESS_PLUGIN_CLIENT_ID ? settings.firmSites.hasVerifiedOrigin(origin) : portalOrigins.has(origin),
    // Auth0's paths, so @auth0/auth0-spa-js talks to this provider unchanged.
    routes: {
      authorization: '/authorize',
      token: '/oauth/token',
      end_session: '/v2/logout',
      jwks: '/.well-known/jwks.json',
      userinfo: '/userinfo',
      pushed_authorization_request: '/oauth/par',
      revocation: '/oauth/revoke',
      introspection: '/oauth/introspect',
      registration: '/oauth/register',
      device_authorization: '/oauth/device/code',
      code_verification: '/oauth/device',
      backchannel_authentication: '/oauth/bc-authorize',
      challenge: '/oauth/challenge',
      credential: '/oauth/credential',
    },
    // Only what auth0-spa-js uses: code flow with PKCE for a public client.
    responseTypes: ['code'],
    clientAuthMethods: ['none'],
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    claims: {
      openid: ['sub', ...CUSTOM_CLAIMS],
      profile: ['name', 'nickname', 'picture'],
      email: ['email', 'email_verified'],
    },
    // Auth0 puts namespaced claims in the ID token whatever the response type.
    conformIdTokenClaims: false,
    extraParams: ['audience'],
    findAccount,
    loadExistingGrant: (ctx: OidcContext) =>
      ctx.oidc.client?.clientId === WORDPRESS_PLUGIN_CLIENT_ID ? loadFirmSiteGrant(ctx, db, settings.firmSites) : loadFirstPartyGrant(ctx),
    interactions: {
      policy: firstPartyInteractionPolicy(),
      url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
    },
    extraTokenClaims: async (_ctx: unknown, token: OidcToken) => {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const account = await loadIdentityAccount(db, token.accountId);
      // `sid` lets the API refuse the token once its session signs out (ended-sessions.ts).
      return account ? { ...customClaims(account, false), ...(token.sessionUid ? { sid: token.sessionUid } : {}) } : undefined;
    },
    features: {
      devInteractions: { enabled: false },
      // The hidden-iframe silent refresh of auth0-spa-js (response_mode=web_message).
      webMessageResponseMode: { enabled: true, ack: 'individual-draft-01' },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: OidcContext, form: string) => {
          const nonce = randomBytes(16).toString('base64');
          ctx.set('Content-Security-Policy', pageCsp(appOrigins(), `'nonce-${nonce}'`));
          ctx.body = logoutPage({ brand, form, nonce });
        },
        postLogoutSuccessSource: async (ctx: OidcContext) => {
          ctx.body = messagePage({ brand, title: 'Signed out', message: `You have signed out of ${brand}.` });
        },
      },
      resourceIndicators: {
        enabled: true,
        // auth0-spa-js sends `audience`, not `resource`; without either the API is still the target.
        defaultResource: async (ctx: OidcContext, _client: unknown, oneOf?: string | string[]) =>
          oneOf ?? ctx.oidc.params.audience ?? audience,
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx: unknown, indicator: string) => {
          if (indicator !== audience) throw new errors.InvalidTarget(`unknown audience ${indicator}`);
          return {
            scope: API_SCOPES,
            audience,
            accessTokenTTL: ACCESS_TOKEN_TTL,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL,
      AuthorizationCode: 60,
      IdToken: ID_TOKEN_TTL,
      Interaction: 3600,
      Session: SESSION_TTL,
      Grant: SESSION_TTL,
      RefreshToken: SESSION_TTL,
    },
    renderError: async (ctx: OidcContext, out: Record<string, string>) => {
      ctx.type = 'html';
      const detail = (out.error_description ?? out.error ?? 'The request could not be completed').replace(/\.?$/, '.');
      ctx.body = messagePage({ brand, title: 'Sign-in problem', message: `${detail} Go back to the app and try again.` });
    },
  };
}

/** CSP for our pages: our stylesheet only; forms may end on the app (after redirects, Chrome checks form-action). */
export function pageCsp(appOrigins: Set<string>, scriptSrc = "'none'"): string {
  const targets = [...appOrigins].join(' ');
  return `default-src 'none'; style-src 'self'; img-src 'self' data:; script-src ${scriptSrc}; form-action 'self' ${targets}; frame-ancestors 'none'; base-uri 'none'`;
}
