import { persist } from 'zustand/middleware';
import { createStore, type Mutate, type StoreApi } from 'zustand/vanilla';
import { jsonStorage, reportHydrationError } from '../storage/persisted-storage.ts';
import type { ClientWithRoles } from './client-access.ts';

/** The browser storage key of the stored client state (spec section 3). */
export const CLIENT_STORAGE_KEY = 'client-storage';

/** Exactly the fields spec section 3 lists for 'client-storage'. */
export interface StoredClientState {
  clients: ClientWithRoles[];
  selectedClient: ClientWithRoles | null;
}

export interface ClientActions {
  /** Sets the list the user may pick from; call it once the list is known (for admins: after the service answered). */
  setClients: (clients: ClientWithRoles[]) => void;
  /** Selects a client of the list by id; an unknown id clears the selection. */
  selectClient: (clientId: string) => void;
  /** Empties the list and the selection. */
  clear: () => void;
}

export type ClientState = StoredClientState & ClientActions;
/** The store with zustand persist's API (`persist.rehydrate()`, `persist.getOptions()`). */
export type ClientStore = Mutate<StoreApi<ClientState>, [['zustand/persist', StoredClientState]]>;

export interface ClientStoreOptions {
  /** Defaults to the browser's localStorage. */
  storage?: Storage;
}

/**
 * The selection after a new list arrives: the first client when none is selected (spec section 4).
 * The list is the truth: a selected client still in it is refreshed from it, and one no longer in it
 * (the user lost access) is replaced by the first, since the service would refuse every request for it.
 */
function selectionFor(clients: ClientWithRoles[], selected: ClientWithRoles | null): ClientWithRoles | null {
  const kept = selected && clients.find((client) => client.clientId === selected.clientId);
  return kept ?? clients[0] ?? null;
}

const sameClient = (a: ClientWithRoles | null, b: ClientWithRoles | null): boolean =>
  a === b ||
  (!!a &&
    !!b &&
    a.clientId === b.clientId &&
    a.name === b.name &&
    a.createdOn === b.createdOn &&
    a.updatedOn === b.updatedOn &&
    a.isAutoPublish === b.isAutoPublish &&
    a.isChurned === b.isChurned &&
    a.isReady === b.isReady &&
    a.roles.length === b.roles.length &&
    a.roles.every((role, index) => role.name === b.roles[index]?.name));

const sameList = (a: readonly ClientWithRoles[], b: readonly ClientWithRoles[]): boolean =>
  a.length === b.length && a.every((client, index) => sameClient(client, b[index]!));

export function createClientStore({ storage }: ClientStoreOptions = {}): ClientStore {
  return createStore<ClientState>()(
    persist<ClientState, [], [], StoredClientState>(
      (set, get) => ({
        clients: [],
        selectedClient: null,
        setClients: (clients) => {
          const { clients: current, selectedClient } = get();
          const selection = selectionFor(clients, selectedClient);
          // A list as stored is not stored again: staff's is every client (1 MB for 5,000), written and its
          // readers told on each page load, on the main thread, while the page is being used.
          if (sameList(current, clients) && sameClient(selection, selectedClient)) return;
          set({ clients, selectedClient: selection });
        },
        selectClient: (clientId) => {
          const client = get().clients.find((candidate) => candidate.clientId === clientId);
          if (!client) console.error(`Client with ID ${clientId} not found`);
          set({ selectedClient: client ?? null });
        },
        clear: () => set({ clients: [], selectedClient: null }),
      }),
      {
        name: CLIENT_STORAGE_KEY,
        storage: jsonStorage<StoredClientState>(storage),
        partialize: ({ clients, selectedClient }) => ({ clients, selectedClient }),
        onRehydrateStorage: () => reportHydrationError(CLIENT_STORAGE_KEY),
      },
    ),
  );
}
