import { useMemo } from 'react';
import type { RoleName } from '../core/api/generated/graphql.ts';
import { useSession } from '../ui/hooks/use-session.tsx';
import { useStore } from '../ui/hooks/use-store.ts';

/** The client a review area shows, and what the signed-in person may do there. */
export interface ReviewClient {
  clientId: string;
  clientName: string | null;
  /** The signed-in person's roles on this client: what decides the actions offered. */
  roles: readonly RoleName[];
}

/**
 * The client whose work is shown: the one named (e.g. `<fp-blog-board client-id>`) or else the selected one.
 * The roles come from the person's own client list; a client not in it gets no roles, so nothing is offered
 * and the service answers what the person may see.
 */
export function useReviewClient(clientId?: string | null): ReviewClient | null {
  const session = useSession();
  const selected = useStore(session.runtime.stores.clients, (state) => state.selectedClient);
  const clients = useStore(session.runtime.stores.clients, (state) => state.clients);
  const id = clientId || selected?.clientId;
  const client = selected?.clientId === id ? selected : clients.find((candidate) => candidate.clientId === id);
  // One object while nothing changes, so the board's memoized rows do not all re-render on every scroll.
  return useMemo(
    () => (id ? { clientId: id, clientName: client?.name ?? null, roles: (client?.roles ?? []).map((role) => role.name) } : null),
    [id, client],
  );
}
