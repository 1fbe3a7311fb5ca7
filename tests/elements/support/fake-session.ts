/**
 * What the element-test fixtures share to stand in for the service: a session over the real runtime whose
 * fetch is the fixture's, no identity provider, and JSON answers shaped as the service's.
 */
import type { AuthClient } from '../../../src/core/auth/auth-client.ts';
import { resolveConfig } from '../../../src/core/config.ts';
import { getRuntime } from '../../../src/core/runtime.ts';
import { createSession, type Session } from '../../../src/core/session/session.ts';

export const answer = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
export const serviceError = (message: string, extensions: Record<string, unknown>) =>
  answer({ data: null, errors: [{ message, extensions }] });

export const noIdentity: AuthClient = {
  isAuthenticated: async () => false,
  getUser: async () => undefined,
  getIdTokenClaims: async () => undefined,
  getTokenSilently: async () => undefined as never,
  handleRedirectCallback: async () => ({}),
  loginWithRedirect: () => new Promise(() => {}),
  logout: () => new Promise(() => {}),
};

/** A session whose every GraphQL and REST call goes to `fetch` (api.example.test). */
export const fakeSession = (fetch: typeof globalThis.fetch) =>
  createSession(
    getRuntime(),
    resolveConfig({
      authDomain: 'https://id.example.test',
      authClientId: 'portal',
      authAudience: 'https://api.example.test',
      apiUrl: 'https://api.example.test',
    }),
    {
      createAuthClient: async () => noIdentity,
      fetch,
    },
  );

/**
 * Forgets the last test's person, client, period and answers, then signs in a person holding `role` on one client
 * (a token, the client list of one, the user): what a board fixture needs before it mounts afresh.
 */
export function signInOnOneClient(
  session: Pick<Session, 'runtime' | 'queryClient'>,
  role: string,
  { clientId, name }: { clientId: string; name: string },
) {
  const { stores } = session.runtime;
  stores.clients.getState().clear();
  stores.period.getState().clearSelectedPeriod();
  session.queryClient.clear();
  stores.user.getState().setToken('token');
  const client = {
    clientId,
    name,
    createdOn: '2026-01-01T00:00:00.000Z',
    updatedOn: '2026-01-01T00:00:00.000Z',
    isAutoPublish: false,
    isChurned: false,
    isReady: true,
    roles: [{ name: role }],
  };
  stores.clients.getState().setClients([client] as never);
  stores.user.getState().setUser({ sub: 'auth0|tester', name: 'Tess Tester', email: 'tess@example.test', roles: [] });
}
