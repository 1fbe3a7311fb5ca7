import { useMemo } from 'react';
import { useSession } from '../../../ui/hooks/use-session.tsx';
import { useStore } from '../../../ui/hooks/use-store.ts';
import type { RoleName } from '../../../core/api/generated/graphql.ts';

export interface BlogClient {
  clientId: string;
  clientName: string | null;
  /** The signed-in person's roles on this client: what decides the actions offered. */
  roles: readonly RoleName[];
}

/**
 * The client whose blog is shown: the one named (`<fp-blog-board client-id>`) or else the selected one. The
 * roles come from the person's own client list; a client not in it gets no roles, so nothing is offered and
 * the service answers what the person may see.
 */
export function useBlogClient(clientId?: string | null): BlogClient | null {
  const session = useSession();
  const selected = useStore(session.runtime.stores.clients, (state) => state.selectedClient);
  const clients = useStore(session.runtime.stores.clients, (state) => state.clients);
  const id = clientId || selected?.clientId;
  const client = selected?.clientId === id ? selected : clients.find((candidate) => candidate.clientId === id);
  // One object while nothing changes, so the board's memoized rows do not all re-render on every scroll.
  return useMemo(() => (id ? { clientId: id, clientName: client?.name ?? null, roles: (client?.roles ?? []).map((role) => role.name) } : null), [id, client]);
}
