import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthClient } from '../../src/core/auth/auth-client.ts';
import { loadAuth, refreshAccessToken } from '../../src/core/auth/auth-load.ts';
import { renewAccessToken } from '../../src/core/auth/renew-token.ts';
import { CLAIM_ID } from '../../src/core/auth/id-token-user.ts';
import { createUserStore } from '../../src/core/auth/user-store.ts';
import { createMemoryStorage } from '../../src/core/storage/memory-storage.ts';

const NOW = Date.parse('2026-11-21T10:00:00Z');
const PROFILE = { sub: 'auth0|u1', name: 'Ada Owner', email: 'ada@firm.test' };
const RETURN = { returnTo: () => '/blog-management?page=2' };

/** An Auth0 error as the SDK throws it: an Error with an `error` code. */
const authError = (code: string) => Object.assign(new Error(code), { error: code, error_description: code });

function fakeClient(overrides: Partial<AuthClient> = {}) {
  return {
    isAuthenticated: vi.fn(async () => true),
    getUser: vi.fn(async () => PROFILE),
    getIdTokenClaims: vi.fn(async () => ({ __raw: '', ...PROFILE, [CLAIM_ID]: 'u1' })),
    getTokenSilently: vi.fn(async (): Promise<string | undefined> => 'access-jwt'),
    loginWithRedirect: vi.fn(async () => {}),
    handleRedirectCallback: vi.fn(async () => ({})),
    logout: vi.fn(async () => {}),
    ...overrides,
  } satisfies AuthClient;
}

const newStore = () => createUserStore({ storage: createMemoryStorage(), now: () => NOW });

afterEach(() => vi.restoreAllMocks());

describe('loadAuth (spec section 4, Auth load)', () => {
  it('sets loading while it checks the session, then clears it', async () => {
    const store = newStore();
    const seen: boolean[] = [];
    const client = fakeClient({ isAuthenticated: async () => (seen.push(store.getState().isLoading), true) });
    await loadAuth(client, store, RETURN);
    expect(seen).toEqual([true]);
    expect(store.getState().isLoading).toBe(false);
  });

  it('stores the signed-in user from the ID-token claims, then the token with a 3600 s lifetime', async () => {
    const store = newStore();
    const client = fakeClient();
    await loadAuth(client, store, RETURN);
    expect(store.getState().user).toEqual({ ...PROFILE, id: 'u1' });
    expect(store.getState()).toMatchObject({ accessToken: 'access-jwt', tokenExpiresAt: NOW + 3_600_000, isTokenLoading: false });
  });

  it('does not read the claims again when the stored user is the signed-in one (same sub)', async () => {
    const store = newStore();
    const stored = { sub: PROFILE.sub, name: 'Stored Name', id: 'u1' };
    store.getState().setUser(stored);
    const client = fakeClient();
    await loadAuth(client, store, RETURN);
    expect(client.getIdTokenClaims).not.toHaveBeenCalled();
    expect(store.getState().user).toEqual(stored);
    expect(store.getState().accessToken).toBe('access-jwt');
  });

  it('replaces a stored user of another sub', async () => {
    const store = newStore();
    store.getState().setUser({ sub: 'auth0|someone-else' });
    const client = fakeClient();
    await loadAuth(client, store, RETURN);
    expect(client.getIdTokenClaims).toHaveBeenCalledOnce();
    expect(store.getState().user?.sub).toBe(PROFILE.sub);
  });

  it('clears user and token when nobody is signed in', async () => {
    const store = newStore();
    store.getState().setUser({ sub: PROFILE.sub });
    store.getState().setToken('old-jwt');
    const client = fakeClient({ isAuthenticated: async () => false });
    await loadAuth(client, store, RETURN);
    expect(store.getState()).toMatchObject({ user: null, accessToken: null, tokenExpiresAt: null, isLoading: false });
    expect(client.getTokenSilently).not.toHaveBeenCalled();
  });

  it("logs 'Error storing access token' and resets the token-loading flag when the token cannot be fetched", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = newStore();
    const failure = new Error('network down');
    const client = fakeClient({ getTokenSilently: () => Promise.reject(failure) });
    await loadAuth(client, store, RETURN);
    expect(error).toHaveBeenCalledWith('Error storing access token', failure);
    expect(store.getState()).toMatchObject({ isTokenLoading: false, accessToken: null });
    expect(client.loginWithRedirect).not.toHaveBeenCalled();
  });

  it('resets loading even when the session check throws', async () => {
    const store = newStore();
    const client = fakeClient({ isAuthenticated: () => Promise.reject(new Error('sdk broke')) });
    await expect(loadAuth(client, store, RETURN)).rejects.toThrow('sdk broke');
    expect(store.getState().isLoading).toBe(false);
  });
});

describe('refreshAccessToken (silent refresh)', () => {
  it('marks the token as loading while it is fetched', async () => {
    const store = newStore();
    let loadingDuringFetch: boolean | undefined;
    const client = fakeClient({ getTokenSilently: async () => ((loadingDuringFetch = store.getState().isTokenLoading), 'jwt') });
    await expect(refreshAccessToken(client, store, RETURN)).resolves.toBe('jwt');
    expect(loadingDuringFetch).toBe(true);
    expect(store.getState().isTokenLoading).toBe(false);
  });

  it.each(['login_required', 'consent_required', 'interaction_required', 'missing_refresh_token'])(
    'on %s sends the user to login with the return path',
    async (code) => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const store = newStore();
      const client = fakeClient({ getTokenSilently: () => Promise.reject(authError(code)) });
      await expect(refreshAccessToken(client, store, RETURN)).resolves.toBeUndefined();
      expect(client.loginWithRedirect).toHaveBeenCalledWith({ appState: { returnTo: '/blog-management?page=2' } });
      expect(store.getState().isTokenLoading).toBe(false);
    },
  );

  it('treats an empty answer as a failure', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = newStore();
    await refreshAccessToken(fakeClient({ getTokenSilently: async () => undefined }), store, RETURN);
    expect(error).toHaveBeenCalledWith('Error storing access token', expect.any(Error));
    expect(store.getState().accessToken).toBeNull();
  });
});

describe('renewAccessToken (after the service said the token expired)', () => {
  it('asks past the SDK cache and stores the new token for its lifetime', async () => {
    const store = newStore();
    store.getState().setToken('expired-jwt');
    const client = fakeClient({ getTokenSilently: vi.fn(async () => 'new-jwt') });
    await expect(renewAccessToken(client, store)).resolves.toBe('new-jwt');
    expect(client.getTokenSilently).toHaveBeenCalledWith({ cacheMode: 'off' });
    expect(store.getState()).toMatchObject({ accessToken: 'new-jwt', tokenExpiresAt: NOW + 3_600_000 });
  });

  it('never sends the browser to sign in: login_required gives no token and keeps the stored one', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = newStore();
    store.getState().setToken('old-jwt');
    const client = fakeClient({ getTokenSilently: () => Promise.reject(authError('login_required')) });
    await expect(renewAccessToken(client, store)).resolves.toBeUndefined();
    expect(client.loginWithRedirect).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Could not renew the access token'), expect.any(Error));
    expect(store.getState().accessToken).toBe('old-jwt');
  });
});
