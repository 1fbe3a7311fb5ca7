import type { AuthClient } from './auth-client.ts';

/**
 * Errors of a silent token fetch that only a fresh sign-in can cure: the identity provider's session
 * is gone or needs the user (Auth0's `error` codes).
 */
export const LOGIN_REQUIRED_ERRORS: readonly string[] = [
  'login_required',
  'consent_required',
  'interaction_required',
  'missing_refresh_token',
];

export function isLoginRequiredError(error: unknown): boolean {
  const code = (error as { error?: unknown } | null)?.error;
  return typeof code === 'string' && LOGIN_REQUIRED_ERRORS.includes(code);
}

/** The current page as a return path: path, query and hash. */
export function currentReturnPath(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

/** Sends the browser to the identity provider; after sign-in it comes back to `returnTo`. */
export function redirectToLogin(client: Pick<AuthClient, 'loginWithRedirect'>, returnTo: string): Promise<void> {
  return client.loginWithRedirect({ appState: { returnTo } });
}

/** Whether a URL is the identity provider's redirect back after login (it carries `code` and `state`). */
export function isLoginCallback(url: string): boolean {
  const params = new URL(url).searchParams;
  return (params.has('code') || params.has('error')) && params.has('state');
}

/**
 * Finishes a login redirect: exchanges the code for tokens and returns where the user was going
 * (the return path given to `redirectToLogin`), or undefined when none was given.
 */
export async function completeLoginRedirect(client: Pick<AuthClient, 'handleRedirectCallback'>, url: string): Promise<string | undefined> {
  const result = await client.handleRedirectCallback(url);
  return result.appState?.returnTo;
}
