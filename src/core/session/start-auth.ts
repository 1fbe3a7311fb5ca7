import { loadAuth } from '../auth/auth-load.ts';
import { completeLoginRedirect, isLoginCallback } from '../auth/login.ts';
import type { Session } from './session.ts';

/** The query parameters the identity provider adds to the page on its way back; removed once read. */
// `iss` is the issuer, which OpenID providers add on the way back (RFC 9207); Auth0 does too.
export const LOGIN_CALLBACK_PARAMS: readonly string[] = ['code', 'state', 'iss', 'error', 'error_description'];

export interface AuthStart {
  /** Where the user was going before a sign-in that this page load completed; undefined otherwise. */
  returnTo: string | undefined;
}

export interface StartAuthOptions {
  /** Rewrites the address bar without navigating (default: history.replaceState). */
  replaceUrl?: (url: string) => void;
}

const starts = new WeakMap<Session, Promise<AuthStart>>();

/** The page URL without the identity provider's callback parameters, so a reload does not replay them. */
export function withoutCallbackParams(url: string): string {
  const clean = new URL(url);
  for (const name of LOGIN_CALLBACK_PARAMS) clean.searchParams.delete(name);
  return clean.toString();
}

const defaultReplaceUrl = (url: string) => globalThis.history?.replaceState(globalThis.history.state, '', url);

async function run(session: Session, { replaceUrl = defaultReplaceUrl }: StartAuthOptions): Promise<AuthStart> {
  const client = await session.authClient();
  const url = session.pageUrl();
  let returnTo: string | undefined;
  if (isLoginCallback(url)) {
    // The code must be exchanged before loadAuth asks whether anyone is signed in.
    try {
      returnTo = await completeLoginRedirect(client, url);
    } catch (error) {
      console.error('Could not complete the sign-in that brought you back to this page; sign in again.', error);
    }
    replaceUrl(withoutCallbackParams(url));
  }
  await loadAuth(client, session.runtime.stores.user, { returnTo: session.currentPath });
  return { returnTo };
}

/**
 * The auth-load sequence for the page, run once however many elements ask. It does not block first
 * paint: elements render from `session.signedInFromStorage()` at once and let this settle beside them.
 */
export function startAuth(session: Session, options: StartAuthOptions = {}): Promise<AuthStart> {
  let started = starts.get(session);
  if (!started) {
    started = run(session, options);
    starts.set(session, started);
  }
  return started;
}
