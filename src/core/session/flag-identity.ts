import { onePerPage } from './page-watch.ts';
import type { Session } from './session.ts';

function startWatch(session: Session): () => void {
  const { stores, flags } = session.runtime;
  const update = () => flags.setIdentity({ user: stores.user.getState().user, client: stores.clients.getState().selectedClient });
  // The flags module identifies again only when the identity key changes, so calling on every store
  // change (a token refresh, say) costs nothing.
  const stopUser = stores.user.subscribe(update);
  const stopClients = stores.clients.subscribe(update);
  update();
  return () => {
    stopUser();
    stopClients();
  };
}

/**
 * Keeps the flag identity (spec section 4, Feature-flag identity) in step with the signed-in user and the
 * selected client. One subscription per page however many elements call it; it ends when the last
 * caller stops.
 */
export const watchFlagIdentity: (session: Session) => () => void = onePerPage(startWatch);
