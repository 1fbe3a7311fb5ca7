// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_STORAGE_KEY, createClientStore } from '../../src/core/clients/client-store.ts';
import { startCrossTabSync } from '../../src/core/clients/cross-tab-sync.ts';
import type { ClientWithRoles } from '../../src/core/clients/client-access.ts';

/** A client as the user mapping gives it, with the user's roles on it. */
const mappedClient = (clientId: string, name: string, extra: Partial<ClientWithRoles> = {}): ClientWithRoles => ({
  clientId,
  name,
  createdOn: '2025-01-01T00:00:00Z',
  updatedOn: '2025-01-01T00:00:00Z',
  isAutoPublish: false,
  isChurned: false,
  roles: [{ name: 'ACCOUNT_OWNER' }],
  ...extra,
});

const ACME = mappedClient('c1', 'Acme Law');
const BETA = mappedClient('c2', 'Beta Legal');

/** Another tab writes to the shared local storage; the browser tells this tab with a `storage` event. */
const announce = (key: string | null) => window.dispatchEvent(new StorageEvent('storage', { key, storageArea: localStorage }));

afterEach(() => localStorage.clear());

describe('client selection across tabs', () => {
  it("uses the browser's localStorage by default", () => {
    createClientStore().getState().setClients([ACME]);
    expect(JSON.parse(localStorage.getItem(CLIENT_STORAGE_KEY) ?? 'null').state.selectedClient).toEqual(ACME);
  });

  it("reads the selection again when another tab changes 'client-storage'", async () => {
    const thisTab = createClientStore();
    const otherTab = createClientStore();
    thisTab.getState().setClients([ACME, BETA]);
    const stop = startCrossTabSync(thisTab, window);
    otherTab.persist.rehydrate();
    otherTab.getState().selectClient('c2');
    expect(thisTab.getState().selectedClient).toEqual(ACME);
    announce(CLIENT_STORAGE_KEY);
    await vi.waitFor(() => expect(thisTab.getState().selectedClient).toEqual(BETA));
    stop();
  });

  it('sees a logout in another tab', async () => {
    const thisTab = createClientStore();
    thisTab.getState().setClients([ACME, BETA]);
    const stop = startCrossTabSync(thisTab, window);
    const otherTab = createClientStore();
    otherTab.getState().clear();
    announce(CLIENT_STORAGE_KEY);
    await vi.waitFor(() => expect(thisTab.getState()).toMatchObject({ clients: [], selectedClient: null }));
    stop();
  });

  it('ignores changes to other keys', () => {
    const thisTab = createClientStore();
    const rehydrate = vi.spyOn(thisTab.persist, 'rehydrate');
    const stop = startCrossTabSync(thisTab, window);
    announce('user-storage');
    announce(null);
    expect(rehydrate).not.toHaveBeenCalled();
    stop();
  });

  it('stops listening when unsubscribed', () => {
    const thisTab = createClientStore();
    const rehydrate = vi.spyOn(thisTab.persist, 'rehydrate');
    const stop = startCrossTabSync(thisTab, window);
    announce(CLIENT_STORAGE_KEY);
    expect(rehydrate).toHaveBeenCalledOnce();
    stop();
    announce(CLIENT_STORAGE_KEY);
    expect(rehydrate).toHaveBeenCalledOnce();
  });

  it('logs when the changed value cannot be read', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('quota');
    const stop = startCrossTabSync(
      { persist: { getOptions: () => ({ name: CLIENT_STORAGE_KEY }), rehydrate: () => Promise.reject(failure) } },
      window,
    );
    announce(CLIENT_STORAGE_KEY);
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        'Could not read "client-storage" changed in another tab; reload the page to see the change.',
        failure,
      ),
    );
    stop();
    error.mockRestore();
  });
});
