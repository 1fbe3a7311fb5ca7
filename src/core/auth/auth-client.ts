import type { Auth0Client, Auth0ClientOptions, IdToken, LogoutOptions, RedirectLoginOptions, User } from '@auth0/auth0-spa-js';
import type { PortalConfig } from '../config.ts';

/** Scopes the portal asks for (spec section 7, Identity provider). */
export const AUTH_SCOPE = 'openid offline_access read:admin profile email';

/** What the login redirect carries through the identity provider and back. */
export interface LoginAppState {
  returnTo: string;
}

/**
 * The part of the Auth0 SPA client the portal uses. `@auth0/auth0-spa-js`'s Auth0Client satisfies it;
 * tests pass a fake.
 */
export interface AuthClient {
  isAuthenticated(): Promise<boolean>;
  getUser(): Promise<User | undefined>;
  getIdTokenClaims(): Promise<IdToken | undefined>;
  /** `cacheMode: 'off'` asks the identity provider for a new token instead of the SDK's cached one. */
  getTokenSilently(options?: { cacheMode?: 'on' | 'off' }): Promise<string | undefined>;
  loginWithRedirect(options?: RedirectLoginOptions<LoginAppState>): Promise<void>;
  handleRedirectCallback(url?: string): Promise<{ appState?: LoginAppState }>;
  logout(options?: LogoutOptions): Promise<void>;
}

export interface AuthClientConfig extends Pick<PortalConfig['auth'], 'domain' | 'clientId' | 'audience'> {
  /** Where the identity provider sends the browser back after login. */
  redirectUri: string;
}

/** The options of spec section 7: the product API audience, session in local storage, no refresh tokens. */
export function authClientOptions(config: AuthClientConfig): Auth0ClientOptions & { refreshTokenMode?: 'offline' } {
  return {
    domain: config.domain,
    clientId: config.clientId,
    authorizationParams: { audience: config.audience, scope: AUTH_SCOPE, redirect_uri: config.redirectUri },
    cacheLocation: 'localstorage',
    useRefreshTokens: false,
  };
}

/**
 * Loads the identity SDK on demand (about 64 KB gzip) so that first paint never waits for it, then
 * creates the client and restores any session the identity provider still holds.
 */
export async function createAuthClient(config: AuthClientConfig): Promise<AuthClient> {
  const { createAuth0Client } = await import('@auth0/auth0-spa-js');
  const client: Auth0Client = await createAuth0Client(authClientOptions(config));
  return client;
}
