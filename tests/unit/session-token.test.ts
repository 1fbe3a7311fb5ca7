import { afterEach, describe, expect, it, vi } from 'vitest';
import { MeDocument } from '../../src/core/api/generated/operations.ts';
import { createSession } from '../../src/core/session/session.ts';
import { startAuth } from '../../src/core/session/start-auth.ts';
import { deferred, fakeAuthClient, fakeGraphQL, memoryRuntime, PAGE_URL, testClock, testConfig } from './session-fakes.ts';

afterEach(() => vi.restoreAllMocks());

function setup(token?: () => Promise<string | undefined>) {
  const clock = testClock();
  const runtime = memoryRuntime(clock);
  const auth = fakeAuthClient(token);
  const service = fakeGraphQL({ Me: { data: { me: { id: 'u1' } } } });
  const session = createSession(runtime, testConfig(), {
    now: clock,
    createAuthClient: async () => auth,
    fetch: service.fetch,
    pageUrl: () => PAGE_URL,
  });
  return { clock, runtime, auth, service, session };
}

describe('getAccessToken: the stored token while valid, else ONE silent refresh for the page', () => {
  it('sends the stored token while it is valid, without asking the identity provider', async () => {
    const { runtime, auth, session } = setup();
    runtime.stores.user.getState().setToken('stored-token');
    await expect(session.getAccessToken()).resolves.toBe('stored-token');
    expect(auth.getTokenSilently).not.toHaveBeenCalled();
  });

  it('shares one token request among callers that ask at once, and stores its answer for 3600 s', async () => {
    const pending = deferred<string | undefined>();
    const { runtime, auth, session, clock } = setup(() => pending.promise);
    const callers = [session.getAccessToken(), session.getAccessToken(), session.getAccessToken()];
    await vi.waitFor(() => expect(auth.getTokenSilently).toHaveBeenCalled());
    pending.resolve('fresh-token');
    await expect(Promise.all(callers)).resolves.toEqual(['fresh-token', 'fresh-token', 'fresh-token']);
    expect(auth.getTokenSilently).toHaveBeenCalledTimes(1);
    expect(runtime.stores.user.getState()).toMatchObject({ accessToken: 'fresh-token', tokenExpiresAt: clock() + 3_600_000 });
    await session.getAccessToken();
    expect(auth.getTokenSilently).toHaveBeenCalledTimes(1);
  });

  it('does not answer a forced renewal with a cached-token request already in flight, and shares renewals', async () => {
    const cached = deferred<string | undefined>();
    const { auth, session } = setup(async () => 'unused');
    auth.getTokenSilently.mockImplementation((options?: { cacheMode?: 'on' | 'off' }) =>
      options?.cacheMode === 'off' ? Promise.resolve('renewed') : cached.promise,
    );
    const client = await session.authClient();
    const plain = client.getTokenSilently();
    const renewals = [client.getTokenSilently({ cacheMode: 'off' }), client.getTokenSilently({ cacheMode: 'off' })];
    await expect(Promise.all(renewals)).resolves.toEqual(['renewed', 'renewed']);
    expect(auth.getTokenSilently.mock.calls).toEqual([[undefined], [{ cacheMode: 'off' }]]);
    cached.resolve('cached');
    await expect(plain).resolves.toBe('cached');
  });

  it('refreshes once the stored token has expired', async () => {
    const { runtime, auth, session, clock } = setup(async () => 'renewed-token');
    runtime.stores.user.getState().setToken('old-token');
    clock.advance(3_600_000);
    await expect(session.getAccessToken()).resolves.toBe('renewed-token');
    expect(auth.getTokenSilently).toHaveBeenCalledTimes(1);
  });

  it('shares the token request of the auth load with queries that start meanwhile', async () => {
    const pending = deferred<string | undefined>();
    const { auth, service, session } = setup(() => pending.promise);
    const loading = startAuth(session, { replaceUrl: vi.fn() });
    const query = session.graphql.request(MeDocument);
    await vi.waitFor(() => expect(auth.getTokenSilently).toHaveBeenCalled());
    pending.resolve('page-token');
    await Promise.all([loading, query]);
    expect(auth.getTokenSilently).toHaveBeenCalledTimes(1);
    expect(service.requests.map((request) => request.authorization)).toEqual(['Bearer page-token']);
  });

  it('asks again after a failed refresh instead of keeping the failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const token = vi
      .fn<() => Promise<string | undefined>>()
      .mockRejectedValueOnce(new Error('network down'))
      .mockResolvedValue('second-try');
    const { session } = setup(token);
    await expect(session.getAccessToken()).resolves.toBeUndefined();
    expect(console.error).toHaveBeenCalledWith('Error storing access token', expect.any(Error));
    await expect(session.getAccessToken()).resolves.toBe('second-try');
  });

  it('gives no token (and says why) when the identity client cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const session = createSession(memoryRuntime(), testConfig(), { createAuthClient: async () => Promise.reject(new Error('blocked')) });
    await expect(session.getAccessToken()).resolves.toBeUndefined();
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('Could not load the sign-in client'), expect.any(Error));
  });

  it('puts the token on GraphQL calls as a bearer, at the configured endpoint', async () => {
    const { runtime, service, session } = setup();
    runtime.stores.user.getState().setToken('stored-token');
    await session.graphql.request(MeDocument);
    expect(service.requests[0]).toMatchObject({ operationName: 'Me', authorization: 'Bearer stored-token' });
    expect(vi.mocked(service.fetch).mock.calls[0]?.[0].toString()).toBe('http://api.test/graphql');
  });

  it('puts the same token on REST calls, under the configured /v1', async () => {
    const seen: Array<{ url: string; authorization: string | null }> = [];
    const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      seen.push({ url: url.toString(), authorization: new Headers(init?.headers).get('authorization') });
      return new Response('{"items":[]}', { status: 200, headers: { 'content-type': 'application/json' } });
    });
    const runtime = memoryRuntime();
    runtime.stores.user.getState().setToken('stored-token');
    const session = createSession(runtime, testConfig(), { fetch: fetch as unknown as typeof globalThis.fetch, createAuthClient: vi.fn() });
    await session.rest.list('/clients');
    expect(seen).toEqual([{ url: 'http://api.test/v1/clients', authorization: 'Bearer stored-token' }]);
  });
});
