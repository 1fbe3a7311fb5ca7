import type { AuthClient } from '../auth/auth-client.ts';

/**
 * The page's identity client as every element must use it: several elements asking for a token at once
 * share ONE silent token request, and several failing queries send the browser to the identity provider
 * ONCE (the first redirect leaves the page; a second would race it and lose the return path).
 */
export function shareAuthClient(client: AuthClient): AuthClient {
  // One request in flight per cache mode: a forced renewal must not be answered by a cached token's request.
  const tokensInFlight = new Map<string, Promise<string | undefined>>();
  let redirecting: Promise<void> | undefined;
  return {
    isAuthenticated: () => client.isAuthenticated(),
    getUser: () => client.getUser(),
    getIdTokenClaims: () => client.getIdTokenClaims(),
    handleRedirectCallback: (url) => client.handleRedirectCallback(url),
    logout: (options) => client.logout(options),
    getTokenSilently(options) {
      const mode = options?.cacheMode ?? 'on';
      let inFlight = tokensInFlight.get(mode);
      if (!inFlight) {
        inFlight = client.getTokenSilently(options).finally(() => tokensInFlight.delete(mode));
        tokensInFlight.set(mode, inFlight);
      }
      return inFlight;
    },
    loginWithRedirect(options) {
      redirecting ??= client.loginWithRedirect(options).catch((error: unknown) => {
        // The browser did not leave: let the next failure try again rather than stay stuck signed out.
        redirecting = undefined;
        throw error;
      });
      return redirecting;
    },
  };
}
