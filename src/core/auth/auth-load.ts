import type { AuthClient } from './auth-client.ts';
import { readSignedInUser } from './id-token-user.ts';
import { isLoginRequiredError, redirectToLogin } from './login.ts';
import { ACCESS_TOKEN_LIFETIME_S } from './token.ts';
import type { UserStore } from './user-store.ts';

export interface AuthLoadOptions {
  /** Where to come back to after a sign-in forced by a failed silent refresh. */
  returnTo: () => string;
}

/**
 * Fetches the access token silently and stores it for 3600 s. If the identity provider's session is
 * gone, sends the user to login with a return path; any failure logs 'Error storing access token' and
 * resets the token-loading flag. Resolves to the token, or undefined when there is none.
 */
export async function refreshAccessToken(client: AuthClient, store: UserStore, { returnTo }: AuthLoadOptions): Promise<string | undefined> {
  store.getState().setTokenLoading(true);
  try {
    const token = await client.getTokenSilently();
    if (!token) throw new Error('The identity provider returned no access token; sign in again.');
    store.getState().setToken(token, ACCESS_TOKEN_LIFETIME_S);
    return token;
  } catch (error) {
    console.error('Error storing access token', error);
    store.getState().setTokenLoading(false);
    if (isLoginRequiredError(error)) await redirectToLogin(client, returnTo());
    return undefined;
  }
}

/**
 * Asks the identity provider for a new access token, past the SDK's cache, and stores it. For when the service
 * said the token expired: refreshAccessToken would take the SDK's cached token, which may be that same token
 * (stored again for a full 3600 s). Never sends the browser to sign in: a caller that gets no token leaves the
 * sign-in to the page's queries. Resolves to the token, or undefined when there is none.
 */
export async function renewAccessToken(client: AuthClient, store: UserStore): Promise<string | undefined> {
  try {
    const token = await client.getTokenSilently({ cacheMode: 'off' });
    if (token) store.getState().setToken(token, ACCESS_TOKEN_LIFETIME_S);
    return token || undefined;
  } catch (error) {
    console.error('Could not renew the access token; the page signs in again when it next asks the service.', error);
    return undefined;
  }
}

/**
 * The auth-load sequence of spec section 4: loading is set; if signed in and the stored user is not
 * the signed-in one (by sub), the ID-token claims are read and the user stored; then the token is
 * fetched silently. Once loading is over and nobody is signed in, user and token are cleared.
 */
export async function loadAuth(client: AuthClient, store: UserStore, options: AuthLoadOptions): Promise<void> {
  store.getState().setLoading(true);
  let signedIn = false;
  try {
    const profile = (await client.isAuthenticated()) ? await client.getUser() : undefined;
    const sub = profile?.sub;
    if (profile && sub) {
      signedIn = true;
      if (store.getState().user?.sub !== sub) store.getState().setUser(await readSignedInUser(client, { ...profile, sub }));
    }
  } finally {
    store.getState().setLoading(false);
  }
  if (signedIn) {
    await refreshAccessToken(client, store, options);
    return;
  }
  store.getState().setUser(null);
  store.getState().clearToken();
}
