import { describe, expect, it, vi } from 'vitest';
import { logout } from '../../src/core/auth/logout.ts';
import { createUserStore } from '../../src/core/auth/user-store.ts';
import { createClientStore } from '../../src/core/clients/client-store.ts';
import { createPeriodStore } from '../../src/core/periods/period-store.ts';
import { createMemoryStorage } from '../../src/core/storage/memory-storage.ts';

const CLIENT = {
  clientId: 'c1',
  name: 'Acme Law',
  createdOn: '2025-01-01',
  updatedOn: '2025-01-01',
  isAutoPublish: false,
  isChurned: false,
  roles: [],
};
const PERIOD = { id: 'p1', startDate: '2026-11-01', endDate: '2026-11-30', isCurrentPeriod: true, deliverablesByService: [] };

describe('logout (spec section 4)', () => {
  it('clears token, selected client, period, user and notification cache, then logs out to the login page', async () => {
    const storage = createMemoryStorage();
    const userStore = createUserStore({ storage });
    const clientStore = createClientStore({ storage });
    const periodStore = createPeriodStore({ storage });
    userStore.getState().setUser({ sub: 'auth0|u1' });
    userStore.getState().setToken('jwt');
    clientStore.getState().setClients([CLIENT]);
    periodStore.getState().setSelectedPeriod(PERIOD);
    const clearNotificationCache = vi.fn();
    const stateAtLogout: unknown[] = [];
    const client = {
      logout: vi.fn(async () => {
        stateAtLogout.push(
          userStore.getState().user,
          userStore.getState().accessToken,
          clientStore.getState().selectedClient,
          periodStore.getState().selectedPeriod,
        );
      }),
    };

    await logout({ client, userStore, clientStore, periodStore, clearNotificationCache, loginUrl: 'http://localhost:4173/login' });

    expect(stateAtLogout).toEqual([null, null, null, null]);
    expect(clearNotificationCache).toHaveBeenCalledOnce();
    expect(clientStore.getState().clients).toEqual([]);
    expect(userStore.getState().tokenExpiresAt).toBeNull();
    expect(client.logout).toHaveBeenCalledWith({ logoutParams: { returnTo: 'http://localhost:4173/login' } });
    // Nothing of the user survives in storage either.
    expect(JSON.parse(storage.getItem('user-storage') ?? '{}').state).toMatchObject({ user: null, accessToken: null });
    expect(JSON.parse(storage.getItem('client-storage') ?? '{}').state).toEqual({ clients: [], selectedClient: null });
  });
});
