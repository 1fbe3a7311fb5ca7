import { clientKeys, userKeys } from '../api/query-keys.ts';
import { loadClients } from '../session/load-clients.ts';
import type { Session } from '../session/session.ts';

/**
 * After a firm is renamed: the client list (the switcher, the set-up screen) is read anew from the service, so the
 * new name shows everywhere at once instead of after the next sign-in. The selection stays (client-store.ts).
 */
export async function reloadClientNames(session: Session): Promise<void> {
  await Promise.all([
    session.queryClient.invalidateQueries({ queryKey: userKeys.all }),
    session.queryClient.invalidateQueries({ queryKey: clientKeys.all }),
  ]);
  await loadClients(session);
}
