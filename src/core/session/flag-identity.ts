import type { Session } from './session.ts';

interface Watch {
  stop: () => void;
  watchers: number;
}

const watches = new WeakMap<Session, Watch>();

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
export function watchFlagIdentity(session: Session): () => void {
  let watch = watches.get(session);
  if (!watch) {
    watch = { stop: startWatch(session), watchers: 0 };
    watches.set(session, watch);
  }
  const current = watch;
  current.watchers += 1;
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    current.watchers -= 1;
    if (current.watchers === 0) {
      current.stop();
      watches.delete(session);
    }
  };
}
