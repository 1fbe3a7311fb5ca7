/**
 * What the element-test fixtures share to stand in for the service: a session over the real runtime whose
 * fetch is the fixture's, no identity provider, and JSON answers shaped as the service's.
 */
import type { AuthClient } from '../../../src/core/auth/auth-client.ts';
import { resolveConfig } from '../../../src/core/config.ts';
import { getRuntime } from '../../../src/core/runtime.ts';
import { createSession } from '../../../src/core/session/session.ts';

export const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
export const serviceError = (message: string, extensions: Record<string, unknown>) => answer({ data: null, errors: [{ message, extensions }] });

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
  createSession(getRuntime(), resolveConfig({ authDomain: 'https://id.example.test', authClientId: 'portal', authAudience: 'https://api.example.test', apiUrl: 'https://api.example.test' }), {
    createAuthClient: async () => noIdentity,
    fetch,
  });
