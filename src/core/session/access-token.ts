import type { AuthClient } from '../auth/auth-client.ts';
import { refreshAccessToken } from '../auth/auth-load.ts';
import { isTokenValid, type Clock } from '../auth/token.ts';
import type { UserStore } from '../auth/user-store.ts';

export interface AccessTokenSourceOptions {
  userStore: UserStore;
  /** The page's (shared) identity client, created on first need. */
  authClient: () => Promise<AuthClient>;
  /** Where to come back to when the refresh needs a fresh sign-in. */
  returnTo: () => string;
  now: Clock;
}

/** The stored token can be sent: it exists and has not expired (a token being loaded is not one to send). */
export function sendableToken(userStore: UserStore, now: Clock): string | undefined {
  const state = userStore.getState();
  return state.accessToken && isTokenValid({ ...state, isTokenLoading: false }, now) ? state.accessToken : undefined;
}

/**
 * What the GraphQL and REST clients call before every request: the stored token while it is valid,
 * otherwise a silent refresh (spec section 4, Token). Callers that arrive while a refresh is running
 * wait for that one instead of starting their own.
 */
export function createAccessTokenSource({
  userStore,
  authClient,
  returnTo,
  now,
}: AccessTokenSourceOptions): () => Promise<string | undefined> {
  let refreshing: Promise<string | undefined> | undefined;
  const refresh = async (): Promise<string | undefined> => {
    let client: AuthClient;
    try {
      client = await authClient();
    } catch (error) {
      console.error(
        'Could not load the sign-in client, so no access token can be fetched; check auth-domain and the network, then reload.',
        error,
      );
      return undefined;
    }
    return refreshAccessToken(client, userStore, { returnTo });
  };
  return () => {
    const stored = sendableToken(userStore, now);
    if (stored) return Promise.resolve(stored);
    refreshing ??= refresh().finally(() => {
      refreshing = undefined;
    });
    return refreshing;
  };
}
