import { afterEach, describe, expect, it, vi } from 'vitest';
import { GetClientNotificationDataDocument, MeDocument } from '../../src/core/api/generated/operations.ts';
import type { ClientWithRoles } from '../../src/core/clients/client-access.ts';
import { createSession } from '../../src/core/session/session.ts';
import { fakeAuthClient, fakeGraphQL, memoryRuntime, PAGE_URL, testConfig } from './session-fakes.ts';

afterEach(() => vi.restoreAllMocks());

const client = (clientId: string, name: string): ClientWithRoles => ({
  clientId,
  name,
  createdOn: '',
  updatedOn: '',
  isAutoPublish: false,
  isChurned: false,
  isReady: true,
  roles: [{ name: 'ACCOUNT_OWNER' }],
});

const FORBIDDEN = { data: null, errors: [{ message: 'You do not have access to this client.', extensions: { code: 'FORBIDDEN' } }] };

function setup(token?: () => Promise<string | undefined>) {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const runtime = memoryRuntime();
  runtime.stores.user.getState().setToken('stored-token');
  const auth = fakeAuthClient(token);
  const service = fakeGraphQL({ Me: FORBIDDEN, GetClientNotificationData: FORBIDDEN });
  const session = createSession(runtime, testConfig(), {
    createAuthClient: async () => auth,
    fetch: service.fetch,
    pageUrl: () => PAGE_URL,
  });
  return { runtime, auth, service, session };
}

describe('redirect to login: once per page, back to the current path', () => {
  it('sends several refused queries to sign in once, with the current path to come back to', async () => {
    const { auth, session } = setup();
    const results = await Promise.allSettled([
      session.graphql.request(MeDocument),
      session.graphql.request(GetClientNotificationDataDocument, { input: { clientId: 'c1' } }),
    ]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(results.map((result) => (result as PromiseRejectedResult).reason.message)).toEqual([
      'Redirecting to login...',
      'Redirecting to login...',
    ]);
    await vi.waitFor(() => expect(auth.loginWithRedirect).toHaveBeenCalled());
    expect(auth.loginWithRedirect).toHaveBeenCalledTimes(1);
    expect(auth.loginWithRedirect).toHaveBeenCalledWith({ appState: { returnTo: '/intranet/news?tab=2#top' } });
  });

  it('forgets the selected client on FORBIDDEN, so the page it returns to does not ask for it again', async () => {
    const { runtime, session } = setup();
    runtime.stores.clients.getState().setClients([client('c1', 'Harbor & Vale Law'), client('c2', 'Sterling Injury Attorneys')]);
    runtime.stores.clients.getState().selectClient('c2');
    await session.graphql.request(GetClientNotificationDataDocument, { input: { clientId: 'c2' } }).catch(() => {});
    expect(runtime.stores.clients.getState().selectedClient).toBeNull();
  });

  it('keeps the selected client when the answer is only "not signed in" (UNAUTHORIZED)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const runtime = memoryRuntime();
    runtime.stores.user.getState().setToken('stored-token');
    const service = fakeGraphQL({
      GetClientNotificationData: { data: null, errors: [{ message: 'Sign in again.', extensions: { code: 'UNAUTHORIZED' } }] },
    });
    const session = createSession(runtime, testConfig(), {
      createAuthClient: async () => fakeAuthClient(),
      fetch: service.fetch,
      pageUrl: () => PAGE_URL,
    });
    runtime.stores.clients.getState().setClients([client('c1', 'Harbor & Vale Law')]);
    await session.graphql.request(GetClientNotificationDataDocument, { input: { clientId: 'c1' } }).catch(() => {});
    expect(runtime.stores.clients.getState().selectedClient?.clientId).toBe('c1');
  });

  it('does not redirect again when a later query is refused too', async () => {
    const { auth, session } = setup();
    await session.graphql.request(MeDocument).catch(() => {});
    await vi.waitFor(() => expect(auth.loginWithRedirect).toHaveBeenCalledTimes(1));
    await session.graphql.request(MeDocument).catch(() => {});
    await session.redirectToLogin('/settings');
    expect(auth.loginWithRedirect).toHaveBeenCalledTimes(1);
  });

  it('counts a silent refresh that needs a fresh sign-in and a refused query as one redirect', async () => {
    const loginRequired = Object.assign(new Error('Login required'), { error: 'login_required' });
    const { runtime, auth, session } = setup(async () => Promise.reject(loginRequired));
    runtime.stores.user.getState().clearToken();
    await expect(session.getAccessToken()).resolves.toBeUndefined();
    await session.redirectToLogin();
    expect(auth.loginWithRedirect).toHaveBeenCalledTimes(1);
  });

  it('tries again when the redirect itself failed (the browser never left)', async () => {
    const { auth, session } = setup();
    auth.loginWithRedirect.mockRejectedValueOnce(new Error('popup blocked'));
    await expect(session.redirectToLogin()).rejects.toThrow('popup blocked');
    await session.redirectToLogin();
    expect(auth.loginWithRedirect).toHaveBeenCalledTimes(2);
  });
});
