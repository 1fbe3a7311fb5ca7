import { loadClients } from '../../core/session/load-clients.ts';
import type { Session } from '../../core/session/session.ts';
import { startAuth } from '../../core/session/start-auth.ts';

export interface SessionStart {
  /** Where the user was going before the sign-in this page load completed; undefined when there was none. */
  returnTo: string | undefined;
}

const starts = new WeakMap<Session, Promise<SessionStart>>();

async function run(session: Session): Promise<SessionStart> {
  let returnTo: string | undefined;
  // A persisted sign-in asks for the clients at once, beside the identity SDK, not after it.
  const early = session.signedInFromStorage() ? loadClients(session) : undefined;
  try {
    ({ returnTo } = await startAuth(session));
  } catch (error) {
    console.error('Could not check who is signed in (the sign-in client did not load); check auth-domain and the network, then reload.', error);
  }
  try {
    if (early) await early;
    else if (session.runtime.stores.user.getState().user) await loadClients(session);
  } catch (error) {
    console.error('Could not load your clients; reload the page to try again.', error);
  }
  return { returnTo };
}

/**
 * What every element needs once per page: the auth-load sequence, then the clients the user may pick.
 * Elements that mount later share the same run. Resolves when both are done, with where a completed
 * sign-in was going; never rejects (each failure is logged with what to do).
 */
export function startSession(session: Session): Promise<SessionStart> {
  let started = starts.get(session);
  if (!started) {
    started = run(session);
    starts.set(session, started);
  }
  return started;
}
