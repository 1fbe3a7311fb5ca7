import { persist } from 'zustand/middleware';
import { createStore, type Mutate, type StoreApi } from 'zustand/vanilla';
import { jsonStorage, reportHydrationError } from '../storage/persisted-storage.ts';
import type { AuthUser } from './auth-user.ts';
import { ACCESS_TOKEN_LIFETIME_S, systemClock, tokenExpiresAt, type Clock, type TokenState } from './token.ts';

/** The browser storage key of the stored user state (spec section 3). */
export const USER_STORAGE_KEY = 'user-storage';

/** Exactly the fields spec section 3 lists for 'user-storage'; nothing else is persisted. */
export interface StoredUserState extends TokenState {
  user: AuthUser | null;
  isLoading: boolean;
}

export interface UserActions {
  setUser: (user: AuthUser | null) => void;
  setLoading: (isLoading: boolean) => void;
  setTokenLoading: (isTokenLoading: boolean) => void;
  /** Stores the token and sets its expiry to now plus the lifetime in seconds. */
  setToken: (token: string, lifetimeSeconds?: number) => void;
  clearToken: () => void;
  clear: () => void;
}

export type UserState = StoredUserState & UserActions;
/** The store with zustand persist's API (`persist.rehydrate()`, `persist.getOptions()`). */
export type UserStore = Mutate<StoreApi<UserState>, [['zustand/persist', StoredUserState]]>;

export interface UserStoreOptions {
  /** Defaults to the browser's localStorage. */
  storage?: Storage;
  now?: Clock;
}

const EMPTY: StoredUserState = {
  user: null,
  isLoading: false,
  isTokenLoading: false,
  accessToken: null,
  tokenExpiresAt: null,
};

const NO_TOKEN = { accessToken: null, tokenExpiresAt: null, isTokenLoading: false } as const;

export function createUserStore({ storage, now = systemClock }: UserStoreOptions = {}): UserStore {
  return createStore<UserState>()(
    persist<UserState, [], [], StoredUserState>(
      (set) => ({
        ...EMPTY,
        setUser: (user) => set({ user }),
        setLoading: (isLoading) => set({ isLoading }),
        setTokenLoading: (isTokenLoading) => set({ isTokenLoading }),
        setToken: (token, lifetimeSeconds = ACCESS_TOKEN_LIFETIME_S) =>
          set({ accessToken: token, tokenExpiresAt: tokenExpiresAt(lifetimeSeconds, now), isTokenLoading: false }),
        clearToken: () => set(NO_TOKEN),
        clear: () => set(EMPTY),
      }),
      {
        name: USER_STORAGE_KEY,
        storage: jsonStorage<StoredUserState>(storage),
        partialize: ({ user, isLoading, isTokenLoading, accessToken, tokenExpiresAt }): StoredUserState => ({
          user,
          isLoading,
          isTokenLoading,
          accessToken,
          tokenExpiresAt,
        }),
        // The loading flags describe work of the page that wrote them; a page that closed mid-load
        // must not leave the next one waiting forever (or treating a missing token as valid).
        merge: (persisted, current) => ({
          ...current,
          ...(persisted as Partial<StoredUserState> | undefined),
          isLoading: false,
          isTokenLoading: false,
        }),
        onRehydrateStorage: () => reportHydrationError(USER_STORAGE_KEY),
      },
    ),
  );
}
