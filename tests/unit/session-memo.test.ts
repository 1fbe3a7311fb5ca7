import { describe, expect, it, vi } from 'vitest';
import { createSession, getSession } from '../../src/core/session/session.ts';
import { fakeAuthClient, memoryRuntime, PAGE_URL, testClock, testConfig } from './session-fakes.ts';

describe('getSession: one session per page', () => {
  it('gives every element the same session, query cache and API clients', () => {
    const runtime = memoryRuntime();
    const first = getSession(runtime, testConfig());
    const second = getSession(runtime, testConfig('http://other.test'));
    expect(second).toBe(first);
    expect(second.queryClient).toBe(first.queryClient);
    expect(second.graphql).toBe(first.graphql);
    expect(second.rest).toBe(first.rest);
    expect(second.config.graphqlUrl).toBe('http://api.test/graphql');
  });

  it('keeps the sessions of two runtimes apart', () => {
    expect(getSession(memoryRuntime(), testConfig())).not.toBe(getSession(memoryRuntime(), testConfig()));
  });

  it('creates the identity client once, however many callers ask at once, with the page as the return address', async () => {
    const createAuthClient = vi.fn(async () => fakeAuthClient());
    const session = createSession(memoryRuntime(), testConfig(), { createAuthClient, pageUrl: () => PAGE_URL });
    const [a, b] = await Promise.all([session.authClient(), session.authClient()]);
    expect(a).toBe(b);
    expect(createAuthClient).toHaveBeenCalledTimes(1);
    expect(createAuthClient).toHaveBeenCalledWith({
      domain: 'http://id.test',
      clientId: 'portal',
      audience: 'https://api.test/',
      redirectUri: 'http://host.test/intranet/news',
    });
  });

  it("comes back to the host's auth-redirect-uri when it gives one (a WordPress admin page's ?page= included)", async () => {
    const createAuthClient = vi.fn(async () => fakeAuthClient());
    const queuePage = 'http://wp.test/wp-admin/admin.php?page=firmpilot-blog-queue';
    const config = { ...testConfig(), auth: { ...testConfig().auth, redirectUri: queuePage } };
    await createSession(memoryRuntime(), config, {
      createAuthClient,
      pageUrl: () => PAGE_URL,
      redirectUri: 'http://host.test/',
    }).authClient();
    expect(createAuthClient).toHaveBeenCalledWith(expect.objectContaining({ redirectUri: queuePage }));
  });

  it('does not load the identity client until something needs it (first paint does not wait)', () => {
    const createAuthClient = vi.fn(async () => fakeAuthClient());
    createSession(memoryRuntime(), testConfig(), { createAuthClient });
    expect(createAuthClient).not.toHaveBeenCalled();
  });

  it('tries to load the identity client again after a failed load', async () => {
    const createAuthClient = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(fakeAuthClient());
    const session = createSession(memoryRuntime(), testConfig(), { createAuthClient });
    await expect(session.authClient()).rejects.toThrow('offline');
    await expect(session.authClient()).resolves.toBeDefined();
    expect(createAuthClient).toHaveBeenCalledTimes(2);
  });

  it('gives the current path, query and hash as the return path', () => {
    const session = createSession(memoryRuntime(), testConfig(), { pageUrl: () => PAGE_URL });
    expect(session.currentPath()).toBe('/intranet/news?tab=2#top');
  });
});

describe('signedInFromStorage: render at once from what the last visit stored', () => {
  const sessionWith = (setup: (runtime: ReturnType<typeof memoryRuntime>) => void) => {
    const clock = testClock();
    const runtime = memoryRuntime(clock);
    setup(runtime);
    return { session: createSession(runtime, testConfig(), { now: clock, createAuthClient: vi.fn() }), clock };
  };

  it('is true with a stored user and a token that has not expired, without loading the identity client', () => {
    const { session } = sessionWith(({ stores }) => {
      stores.user.getState().setUser({ sub: 'auth0|owner' });
      stores.user.getState().setToken('stored-token');
    });
    expect(session.signedInFromStorage()).toBe(true);
  });

  it('is false once the token has expired (after 3600 s)', () => {
    const { session, clock } = sessionWith(({ stores }) => {
      stores.user.getState().setUser({ sub: 'auth0|owner' });
      stores.user.getState().setToken('stored-token');
    });
    clock.advance(3_600_000);
    expect(session.signedInFromStorage()).toBe(false);
  });

  it('is false without a stored user, and while a token is only loading', () => {
    expect(sessionWith(({ stores }) => stores.user.getState().setToken('stored-token')).session.signedInFromStorage()).toBe(false);
    const loading = sessionWith(({ stores }) => {
      stores.user.getState().setUser({ sub: 'auth0|owner' });
      stores.user.getState().setTokenLoading(true);
    });
    expect(loading.session.signedInFromStorage()).toBe(false);
  });
});
