// A module of its own (not beside refreshAccessToken in auth-load.ts) so that only the live-update chunk, its one
// caller, carries it: auth-load.ts is in the code every element loads for its data.
import type { AuthClient } from './auth-client.ts';
import { ACCESS_TOKEN_LIFETIME_S } from './token.ts';
import type { UserStore } from './user-store.ts';

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
