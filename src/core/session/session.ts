import type { QueryClient } from '@tanstack/query-core';
import type { PortalApiError } from '../api/api-error.ts';
import { createGraphQLClient, type PortalGraphQLClient } from '../api/graphql-client.ts';
import { createQueryClient } from '../api/query-client.ts';
import { createRestClient, type RestClient } from '../api/rest-client.ts';
import { createAuthClient, type AuthClient, type AuthClientConfig } from '../auth/auth-client.ts';
import { currentReturnPath, redirectToLogin } from '../auth/login.ts';
import { systemClock, type Clock } from '../auth/token.ts';
import type { PortalConfig } from '../config.ts';
import type { PortalRuntime } from '../runtime.ts';
import { createAccessTokenSource, sendableToken } from './access-token.ts';
import { shareAuthClient } from './shared-auth-client.ts';

/** What a session needs of the runtime: its stores and flags (tests build one over memory storage). */
export type SessionRuntime = Pick<PortalRuntime, 'stores' | 'flags'>;

/** Seams for the browser and the identity SDK; every one has the browser's default. */
export interface SessionDeps {
  createAuthClient?: (config: AuthClientConfig) => Promise<AuthClient>;
  fetch?: typeof fetch;
  now?: Clock;
  /** The page's URL now (default: location.href). */
  pageUrl?: () => string;
  /** Where the identity provider sends the browser back (default: the page's URL without query or hash). */
  redirectUri?: string;
  /** Shows an error toast (upload failures). */
  notifyError?: (message: string) => void;
}

/** The page's one session: one identity client, one query cache, one GraphQL and one REST client. */
export interface Session {
  readonly runtime: SessionRuntime;
  readonly config: PortalConfig;
  readonly queryClient: QueryClient;
  readonly graphql: PortalGraphQLClient;
  readonly rest: RestClient;
  readonly now: Clock;
  /** The identity client, its SDK loaded on first call; every caller gets the same one. */
  authClient(): Promise<AuthClient>;
  getAccessToken(): Promise<string | undefined>;
  /** Sends the browser to sign in (once per page), coming back to `returnTo` (default: the current path). */
  redirectToLogin(returnTo?: string): Promise<void>;
  /** A persisted user with a valid persisted token: render signed in at once, before the identity SDK loads. */
  signedInFromStorage(): boolean;
  pageUrl(): string;
  currentPath(): string;
}

const FALLBACK_PAGE_URL = 'http://localhost/';
/** Signed in but not allowed (as opposed to not signed in: UNAUTHORIZED, 401), which keeps the selection. */
const isRefusal = (error: PortalApiError) => error.code === 'FORBIDDEN' || error.status === 403;
const defaultPageUrl = () => globalThis.location?.href ?? FALLBACK_PAGE_URL;

export function createSession(runtime: SessionRuntime, config: PortalConfig, deps: SessionDeps = {}): Session {
  const now = deps.now ?? systemClock;
  const pageUrl = deps.pageUrl ?? defaultPageUrl;
  const currentPath = () => currentReturnPath(new URL(pageUrl()));
  const userStore = runtime.stores.user;
  const makeAuthClient = deps.createAuthClient ?? createAuthClient;
  let authClient: Promise<AuthClient> | undefined;
  const getAuthClient = () => {
    const page = new URL(pageUrl());
    // The host's own setting wins over what the element would choose (the portal's root, or this page).
    const redirectUri = config.auth.redirectUri ?? deps.redirectUri ?? `${page.origin}${page.pathname}`;
    authClient ??= makeAuthClient({ ...config.auth, redirectUri }).then(shareAuthClient, (error: unknown) => {
      // Not cached: a later call (after the network is back) may load the SDK.
      authClient = undefined;
      throw error;
    });
    return authClient;
  };
  const sendToLogin = async (returnTo: string = currentPath()) => redirectToLogin(await getAuthClient(), returnTo);
  const getAccessToken = createAccessTokenSource({ userStore, authClient: getAuthClient, returnTo: currentPath, now });

  const graphql = createGraphQLClient({
    graphql: { endpoint: config.graphqlUrl },
    getAccessToken,
    redirectToLogin: (returnTo, error) => {
      // Refused for what it asked (access to the selected client removed, say): forget the selection, or the
      // page the user returns to asks for that client again before the client list reloads, and loops.
      if (isRefusal(error)) runtime.stores.clients.setState({ selectedClient: null });
      sendToLogin(returnTo).catch((error: unknown) =>
        console.error('Could not send you to sign in; reload the page to sign in again.', error),
      );
    },
    currentPath,
    baseUrl: pageUrl(),
    fetch: deps.fetch,
    notifyError: deps.notifyError,
  });
  const rest = createRestClient({ baseUrl: config.restUrl, getAccessToken, pageUrl: pageUrl(), fetch: deps.fetch });

  return {
    runtime,
    config,
    queryClient: createQueryClient(),
    graphql,
    rest,
    now,
    authClient: getAuthClient,
    getAccessToken,
    redirectToLogin: sendToLogin,
    signedInFromStorage: () => userStore.getState().user !== null && sendableToken(userStore, now) !== undefined,
    pageUrl,
    currentPath,
  };
}

/**
 * Kept on the runtime object under a global symbol rather than in this module, so a second copy of the
 * bundle on the page finds the same session too. Versioned like the runtime: bump when Session changes.
 */
export const SESSION_KEY = Symbol.for('fp-portal.session.v1');
type SessionHolder = SessionRuntime & { [SESSION_KEY]?: Session };

/**
 * The session of the page's runtime, created by the first element that asks; every later element gets
 * the same one (and so the same sign-in, cache and clients). The first caller's config and deps win.
 */
export function getSession(runtime: SessionRuntime, config: PortalConfig, deps?: SessionDeps): Session {
  const holder = runtime as SessionHolder;
  return (holder[SESSION_KEY] ??= createSession(runtime, config, deps));
}
