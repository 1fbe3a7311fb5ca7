import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSession } from '../../src/core/session/session.ts';
import { startAuth, withoutCallbackParams } from '../../src/core/session/start-auth.ts';
import { fakeAuthClient, memoryRuntime, testClock, testConfig } from './session-fakes.ts';

afterEach(() => vi.restoreAllMocks());

const CALLBACK_URL = 'http://host.test/intranet?code=abc&state=xyz&tab=2';

function setup(pageUrl: string) {
  const clock = testClock();
  const runtime = memoryRuntime(clock);
  const auth = fakeAuthClient(async () => 'page-token');
  const calls: string[] = [];
  auth.handleRedirectCallback.mockImplementation(
    async () => (calls.push('handleRedirectCallback'), { appState: { returnTo: '/blog-management' } }),
  );
  auth.isAuthenticated.mockImplementation(async () => (calls.push('isAuthenticated'), true));
  const createAuthClient = vi.fn(async () => auth);
  const session = createSession(runtime, testConfig(), { now: clock, createAuthClient, pageUrl: () => pageUrl });
  return { runtime, auth, calls, createAuthClient, session };
}

describe('startAuth', () => {
  it('on the login callback completes the redirect first, then loads auth, and cleans the address bar', async () => {
    const { runtime, calls, session } = setup(CALLBACK_URL);
    const replaceUrl = vi.fn();
    await expect(startAuth(session, { replaceUrl })).resolves.toEqual({ returnTo: '/blog-management' });
    expect(calls).toEqual(['handleRedirectCallback', 'isAuthenticated']);
    expect(replaceUrl).toHaveBeenCalledWith('http://host.test/intranet?tab=2');
    expect(runtime.stores.user.getState()).toMatchObject({ user: { sub: 'auth0|owner' }, accessToken: 'page-token' });
  });

  it('on an ordinary page only loads auth', async () => {
    const { auth, calls, session } = setup('http://host.test/intranet');
    const replaceUrl = vi.fn();
    await expect(startAuth(session, { replaceUrl })).resolves.toEqual({ returnTo: undefined });
    expect(calls).toEqual(['isAuthenticated']);
    expect(auth.handleRedirectCallback).not.toHaveBeenCalled();
    expect(replaceUrl).not.toHaveBeenCalled();
  });

  it('runs once for the page however many elements start it', async () => {
    const { auth, createAuthClient, session } = setup('http://host.test/intranet');
    const [a, b] = [startAuth(session, { replaceUrl: vi.fn() }), startAuth(session, { replaceUrl: vi.fn() })];
    expect(a).toBe(b);
    await a;
    expect(createAuthClient).toHaveBeenCalledTimes(1);
    expect(auth.isAuthenticated).toHaveBeenCalledTimes(1);
    expect(auth.getTokenSilently).toHaveBeenCalledTimes(1);
  });

  it('still loads auth (signed out) when the callback cannot be completed, and says so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { auth, runtime, session } = setup(CALLBACK_URL);
    auth.handleRedirectCallback.mockRejectedValue(new Error('Invalid state'));
    auth.isAuthenticated.mockResolvedValue(false);
    await expect(startAuth(session, { replaceUrl: vi.fn() })).resolves.toEqual({ returnTo: undefined });
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('Could not complete the sign-in'), expect.any(Error));
    expect(runtime.stores.user.getState()).toMatchObject({ user: null, accessToken: null, isLoading: false });
  });

  it('lets first paint go ahead: signedInFromStorage answers before the identity client loads', () => {
    const { runtime, createAuthClient, session } = setup('http://host.test/intranet');
    runtime.stores.user.getState().setUser({ sub: 'auth0|owner' });
    runtime.stores.user.getState().setToken('stored-token');
    void startAuth(session, { replaceUrl: vi.fn() });
    expect(session.signedInFromStorage()).toBe(true);
    expect(runtime.stores.user.getState().isLoading).toBe(false);
    expect(createAuthClient).toHaveBeenCalledTimes(1);
  });
});

describe('withoutCallbackParams', () => {
  it('drops code, state, error and error_description and keeps the rest', () => {
    expect(withoutCallbackParams('http://h.test/p?error=login_required&error_description=x&state=s&a=1#h')).toBe('http://h.test/p?a=1#h');
  });

  it('drops the issuer the provider adds on the way back (iss, RFC 9207)', () => {
    expect(withoutCallbackParams('http://h.test/intranet.html?code=c&state=s&iss=http%3A%2F%2Fid.test')).toBe(
      'http://h.test/intranet.html',
    );
  });
});
