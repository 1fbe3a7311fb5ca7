import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_STORAGE_KEY, createClientStore } from '../../src/core/clients/client-store.ts';
import { createMemoryStorage } from '../../src/core/storage/memory-storage.ts';
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
const CEDAR = mappedClient('c3', 'Cedar Partners');

const newStore = (storage: Storage = createMemoryStorage()) => createClientStore({ storage });
const stored = (storage: Storage) => JSON.parse(storage.getItem(CLIENT_STORAGE_KEY) ?? 'null');

afterEach(() => vi.restoreAllMocks());

describe("the client store 'client-storage' (spec sections 3 and 4)", () => {
  it("persists exactly clients and selectedClient under 'client-storage'", () => {
    expect(CLIENT_STORAGE_KEY).toBe('client-storage');
    const storage = createMemoryStorage();
    newStore(storage).getState().setClients([ACME, BETA]);
    expect(stored(storage).state).toEqual({ clients: [ACME, BETA], selectedClient: ACME });
  });

  it('neither stores again nor tells its readers of a list the same as the one it holds; a change is stored', () => {
    const storage = createMemoryStorage();
    const store = newStore(storage);
    store.getState().setClients([ACME, BETA]);
    const write = vi.spyOn(storage, 'setItem');
    const listener = vi.fn();
    store.subscribe(listener);
    store.getState().setClients([{ ...ACME, roles: [{ name: 'ACCOUNT_OWNER' }] }, { ...BETA }]);
    expect(write).not.toHaveBeenCalled();
    expect(listener).not.toHaveBeenCalled();

    store.getState().setClients([ACME, { ...BETA, name: 'Beta Legal LLP' }]);
    store.getState().setClients([ACME, { ...BETA, name: 'Beta Legal LLP', roles: [{ name: 'USER' }] }]);
    expect(write).toHaveBeenCalledTimes(2);
    expect(stored(storage).state.clients[1]).toEqual({ ...BETA, name: 'Beta Legal LLP', roles: [{ name: 'USER' }] });
  });

  it('selects the first client when the list is set and none is selected', () => {
    const store = newStore();
    store.getState().setClients([BETA, ACME]);
    expect(store.getState().selectedClient).toEqual(BETA);
  });

  it('keeps a selected client that is in the new list, refreshed from it', () => {
    const store = newStore();
    store.getState().setClients([ACME, BETA]);
    store.getState().selectClient('c2');
    const churnedBeta = { ...BETA, isChurned: true };
    store.getState().setClients([ACME, churnedBeta, CEDAR]);
    expect(store.getState().selectedClient).toEqual(churnedBeta);
  });

  it('replaces a selected client the user no longer has with the first', () => {
    const store = newStore();
    store.getState().setClients([ACME, BETA]);
    store.getState().selectClient('c2');
    store.getState().setClients([CEDAR, ACME]);
    expect(store.getState().selectedClient).toEqual(CEDAR);
  });

  it('selects nothing from an empty list', () => {
    const store = newStore();
    store.getState().setClients([]);
    expect(store.getState().selectedClient).toBeNull();
  });

  it('selects a client of the list by id', () => {
    const store = newStore();
    store.getState().setClients([ACME, BETA]);
    store.getState().selectClient('c2');
    expect(store.getState().selectedClient).toEqual(BETA);
  });

  it("clears the selection and logs 'Client with ID ... not found' for an unknown id", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = newStore();
    store.getState().setClients([ACME, BETA]);
    store.getState().selectClient('nope');
    expect(store.getState().selectedClient).toBeNull();
    expect(error).toHaveBeenCalledWith('Client with ID nope not found');
  });

  it('clear empties everything, in storage too', () => {
    const storage = createMemoryStorage();
    const store = newStore(storage);
    store.getState().setClients([ACME, BETA]);
    store.getState().clear();
    expect(store.getState()).toMatchObject({ clients: [], selectedClient: null });
    expect(stored(storage).state).toEqual({ clients: [], selectedClient: null });
  });

  it('restores the list and the selection on the next page', () => {
    const storage = createMemoryStorage();
    const first = newStore(storage);
    first.getState().setClients([ACME, BETA]);
    first.getState().selectClient('c2');
    expect(newStore(storage).getState()).toMatchObject({ clients: [ACME, BETA], selectedClient: BETA });
  });

  it('is one store for every element on the page: a subscriber sees every selection', () => {
    const store = newStore();
    store.getState().setClients([ACME, BETA]);
    const bell = vi.fn();
    const switcher = vi.fn();
    store.subscribe((state) => bell(state.selectedClient?.clientId));
    store.subscribe((state) => switcher(state.selectedClient?.clientId));
    store.getState().selectClient('c2');
    expect(bell).toHaveBeenCalledWith('c2');
    expect(switcher).toHaveBeenCalledWith('c2');
  });
});
