import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '../../src/core/auth/auth-user.ts';
import { isTokenValid } from '../../src/core/auth/token.ts';
import { createUserStore, USER_STORAGE_KEY } from '../../src/core/auth/user-store.ts';
import { createMemoryStorage } from '../../src/core/storage/memory-storage.ts';

const NOW = Date.parse('2026-11-21T10:00:00Z');
const USER: AuthUser = { sub: 'auth0|u1', name: 'Ada Owner', email: 'ada@firm.test', picture: null, id: 'u1', roles: ['ACCOUNT_OWNER'] };

const stored = (storage: Storage) => JSON.parse(storage.getItem(USER_STORAGE_KEY) ?? 'null');

afterEach(() => vi.restoreAllMocks());

describe("the user store 'user-storage' (spec section 3)", () => {
  it("persists under the key 'user-storage'", () => {
    expect(USER_STORAGE_KEY).toBe('user-storage');
    const storage = createMemoryStorage();
    createUserStore({ storage }).getState().setUser(USER);
    expect(stored(storage).state.user).toEqual(USER);
  });

  it('persists exactly user, isLoading, isTokenLoading, accessToken and tokenExpiresAt (no actions)', () => {
    const storage = createMemoryStorage();
    createUserStore({ storage, now: () => NOW })
      .getState()
      .setToken('jwt');
    expect(Object.keys(stored(storage).state).sort()).toEqual(['accessToken', 'isLoading', 'isTokenLoading', 'tokenExpiresAt', 'user']);
  });

  it('starts empty', () => {
    const state = createUserStore({ storage: createMemoryStorage() }).getState();
    expect(state).toMatchObject({ user: null, isLoading: false, isTokenLoading: false, accessToken: null, tokenExpiresAt: null });
  });

  it('setToken stores the token with expiry now + 3600 s by default and ends token loading', () => {
    const store = createUserStore({ storage: createMemoryStorage(), now: () => NOW });
    store.getState().setTokenLoading(true);
    store.getState().setToken('jwt');
    expect(store.getState()).toMatchObject({ accessToken: 'jwt', tokenExpiresAt: NOW + 3_600_000, isTokenLoading: false });
  });

  it('setToken takes a lifetime in seconds', () => {
    const store = createUserStore({ storage: createMemoryStorage(), now: () => NOW });
    store.getState().setToken('jwt', 120);
    expect(store.getState().tokenExpiresAt).toBe(NOW + 120_000);
    expect(isTokenValid(store.getState(), () => NOW + 119_999)).toBe(true);
    expect(isTokenValid(store.getState(), () => NOW + 120_000)).toBe(false);
  });

  it('setUser and setLoading set their fields', () => {
    const store = createUserStore({ storage: createMemoryStorage() });
    store.getState().setUser(USER);
    store.getState().setLoading(true);
    expect(store.getState()).toMatchObject({ user: USER, isLoading: true });
  });

  it('clearToken removes token and expiry and keeps the user', () => {
    const store = createUserStore({ storage: createMemoryStorage(), now: () => NOW });
    store.getState().setUser(USER);
    store.getState().setToken('jwt');
    store.getState().clearToken();
    expect(store.getState()).toMatchObject({ user: USER, accessToken: null, tokenExpiresAt: null, isTokenLoading: false });
  });

  it('clear empties everything, in storage too', () => {
    const storage = createMemoryStorage();
    const store = createUserStore({ storage, now: () => NOW });
    store.getState().setUser(USER);
    store.getState().setToken('jwt');
    store.getState().clear();
    expect(stored(storage).state).toEqual({ user: null, isLoading: false, isTokenLoading: false, accessToken: null, tokenExpiresAt: null });
  });

  it('restores user and token on the next page, so a valid token can render at once', () => {
    const storage = createMemoryStorage();
    const first = createUserStore({ storage, now: () => NOW });
    first.getState().setUser(USER);
    first.getState().setToken('jwt');
    const next = createUserStore({ storage, now: () => NOW });
    expect(next.getState()).toMatchObject({ user: USER, accessToken: 'jwt', tokenExpiresAt: NOW + 3_600_000 });
    expect(isTokenValid(next.getState(), () => NOW + 1)).toBe(true);
  });

  it("does not trust a previous page's loading flags (a closed tab must not leave a missing token 'valid')", () => {
    const storage = createMemoryStorage();
    const first = createUserStore({ storage });
    first.getState().setLoading(true);
    first.getState().setTokenLoading(true);
    expect(stored(storage).state).toMatchObject({ isLoading: true, isTokenLoading: true });
    const next = createUserStore({ storage });
    expect(next.getState()).toMatchObject({ isLoading: false, isTokenLoading: false });
    expect(isTokenValid(next.getState())).toBe(false);
  });

  it('says so when the stored state cannot be read, and starts empty', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const storage = createMemoryStorage();
    storage.setItem(USER_STORAGE_KEY, '{not json');
    const store = createUserStore({ storage });
    expect(store.getState().user).toBeNull();
    expect(error).toHaveBeenCalledWith(
      'Could not restore "user-storage" from browser storage; starting from empty state.',
      expect.any(SyntaxError),
    );
  });

  it('keeps working in memory where there is no localStorage (Node, blocked site data)', () => {
    expect((globalThis as { localStorage?: Storage }).localStorage).toBeUndefined();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = createUserStore();
    store.getState().setUser(USER);
    expect(store.getState().user).toEqual(USER);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("Unable to update item 'user-storage'"));
  });
});
