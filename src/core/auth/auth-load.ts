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
