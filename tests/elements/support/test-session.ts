// A session for element-test fixtures that stand in for the service: no identity provider (nobody is signed in
// there; the tests put the person in the stores), and GraphQL answered by the fixture's own fetch.
import type { AuthClient } from '../../../src/core/auth/auth-client.ts';
import { resolveConfig } from '../../../src/core/config.ts';
import { getRuntime } from '../../../src/core/runtime.ts';
import { createSession, type Session } from '../../../src/core/session/session.ts';

const noIdentity: AuthClient = {
  isAuthenticated: async () => false,
  getUser: async () => undefined,
  getIdTokenClaims: async () => undefined,
  getTokenSilently: async () => undefined as never,
  handleRedirectCallback: async () => ({}),
  loginWithRedirect: () => new Promise(() => {}),
  logout: () => new Promise(() => {}),
};

const CONFIG = { authDomain: 'https://id.example.test', authClientId: 'portal', authAudience: 'https://api.example.test', apiUrl: 'https://api.example.test' };

export function createTestSession(fetch: typeof globalThis.fetch): Session {
  return createSession(getRuntime(), resolveConfig(CONFIG), { createAuthClient: async () => noIdentity, fetch });
}
