import { useCallback, useSyncExternalStore } from 'react';
import { clientKeys, userKeys } from '../../../core/api/query-keys.ts';
import { loadClients } from '../../../core/session/load-clients.ts';
import { useSession } from '../../../ui/hooks/use-session.tsx';

/** Where loading the user's clients (Me, and for staff every client) stands; 'idle' when it is not running. */
export type ClientsLoadStatus = 'idle' | 'loading' | 'error';

/**
 * The state of the session's client load, read from the page's one query cache (the load itself runs
 * once per page, started by the SessionProvider), and a retry that runs it again after a failure.
 * Without it an empty list would read 'No clients available' while the list is still on its way.
 */
export function useClientsLoad(): { status: ClientsLoadStatus; retry: () => void } {
  const session = useSession();
  const cache = session.queryClient.getQueryCache();
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(onChange), [cache]);
  const status = useSyncExternalStore(subscribe, (): ClientsLoadStatus => {
    const queries = [...cache.findAll({ queryKey: userKeys.me() }), ...cache.findAll({ queryKey: clientKeys.all })];
    if (queries.some((query) => query.state.fetchStatus === 'fetching')) return 'loading';
    return queries.some((query) => query.state.status === 'error') ? 'error' : 'idle';
  });
  const retry = () => {
    loadClients(session).catch((error: unknown) =>
      console.error('Could not load your clients; check the network, then press Try again.', error),
    );
  };
  return { status, retry };
}
