import { isLoginCallback } from '../../core/auth/login.ts';
import { loadClients } from '../../core/session/load-clients.ts';
import { whenPageQuiet } from '../../core/session/page-quiet.ts';
import { sidebarPeriodsQueryOptions } from '../../core/session/periods-query.ts';
import type { Session } from '../../core/session/session.ts';
import { startAuth } from '../../core/session/start-auth.ts';

export interface SessionStart {
  /** Where the user was going before the sign-in this page load completed; undefined when there was none. */
  returnTo: string | undefined;
}

const starts = new WeakMap<Session, Promise<SessionStart>>();
const shown = new WeakMap<Session, Promise<void>>();

/** Settles once the page's first screen has loaded (see whenPageQuiet); one wait per page however many elements ask. */
export function pageShown(session: Session): Promise<void> {
  let wait = shown.get(session);
  if (!wait) {
    wait = whenPageQuiet(session.queryClient);
    shown.set(session, wait);
  }
  return wait;
}

async function loadClientsOrSay(session: Session, early?: Promise<unknown>): Promise<void> {
  try {
    if (early) await early;
    else if (session.runtime.stores.user.getState().user) await loadClients(session);
  } catch (error) {
    console.error('Could not load your clients; reload the page to try again.', error);
  }
}

/**
 * A valid stored token is all the page needs to show: the identity SDK (about 60 KB gzip) is loaded and the
 * auth-load sequence run once the page is shown, so it never competes with the page's own code and data.
 */
function checkSignInLater(session: Session): void {
  void pageShown(session)
    .then(() => startAuth(session))
    .catch((error: unknown) =>
      console.error(
        'Could not check who is signed in (the sign-in client did not load); check auth-domain and the network, then reload.',
        error,
      ),
    );
}

async function run(session: Session): Promise<SessionStart> {
  // A persisted sign-in asks at once for the stored client's periods (every page's sidebar shows them, and Home's
  // sections wait for the selected one). With a stored client the page shows from the stored list, so the fresh
  // list waits until the page has its own data: for staff it is every client (5,000 on the scale seed), and on the
  // embedded database, one statement at a time, the page's own queries waited behind it (measured on
  // /clients at 4x CPU: the table shown at 2.3 s with the list first, 2.1 s after it). Without one, the list is what the page waits for: it is asked at once.
  if (session.signedInFromStorage() && !isLoginCallback(session.pageUrl())) {
    checkSignInLater(session);
    const clientId = session.runtime.stores.clients.getState().selectedClient?.clientId;
    if (!clientId) {
      await loadClientsOrSay(session, loadClients(session));
      return { returnTo: undefined };
    }
    // The sidebar's own query reports a failure (and offers to retry); the prefetch only starts it sooner.
    void session.queryClient.prefetchQuery(sidebarPeriodsQueryOptions(session, clientId));
    await loadClientsOrSay(
      session,
      pageShown(session).then(() => loadClients(session)),
    );
    return { returnTo: undefined };
  }
  let returnTo: string | undefined;
  try {
    ({ returnTo } = await startAuth(session));
  } catch (error) {
    console.error(
      'Could not check who is signed in (the sign-in client did not load); check auth-domain and the network, then reload.',
      error,
    );
  }
  await loadClientsOrSay(session);
  return { returnTo };
}

/**
 * What every element needs once per page: the auth-load sequence, then the clients the user may pick.
 * Elements that mount later share the same run. Resolves when the clients are loaded (with a valid stored
 * token the auth-load sequence goes on after the page is shown), with where a completed sign-in was going;
 * never rejects (each failure is logged with what to do).
 */
export function startSession(session: Session): Promise<SessionStart> {
  let started = starts.get(session);
  if (!started) {
    started = run(session);
    starts.set(session, started);
  }
  return started;
}
