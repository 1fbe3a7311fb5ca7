import type { startLiveUpdates } from '../live/start-live-updates.ts';
import { loggingOutStore } from './logging-out.ts';
import { onePerPage } from './page-watch.ts';
import type { Session } from './session.ts';

export interface LiveUpdatesOptions {
  /** What the live code waits for before it loads (elements pass "the page is shown"), so first paint never waits for it. */
  after: Promise<unknown>;
  /** Loads the live chunk (default: a dynamic import). */
  load?: () => Promise<{ startLiveUpdates: typeof startLiveUpdates }>;
}

const loadLiveChunk = () => import('../live/start-live-updates.ts');

function startWatch(session: Session, { after, load = loadLiveChunk }: LiveUpdatesOptions): () => void {
  const userStore = session.runtime.stores.user;
  const loggingOut = loggingOutStore(session);
  let shown = false;
  let ended = false;
  let loading = false;
  let stopStream: (() => void) | undefined;
  const signedIn = () => userStore.getState().user !== null && !loggingOut.getState().loggingOut;

  const follow = () => {
    if (ended || !shown) return;
    if (!signedIn()) {
      stopStream?.();
      stopStream = undefined;
      return;
    }
    if (stopStream || loading) return;
    loading = true;
    load().then(
      (live) => {
        loading = false;
        // Signed out (or the last element left) while the chunk loaded: follow() decides again.
        if (!ended && signedIn() && !stopStream) stopStream = live.startLiveUpdates(session);
      },
      (error: unknown) => {
        loading = false;
        console.error('Could not load live updates; the page shows what others change when it is reloaded.', error);
      },
    );
  };
  const stopUser = userStore.subscribe(follow);
  const stopLoggingOut = loggingOut.subscribe(follow);
  const show = () => {
    shown = true;
    follow();
  };
  // A wait that failed still ends: the stream then opens without waiting for the page.
  void after.then(show, show);
  return () => {
    ended = true;
    stopUser();
    stopLoggingOut();
    stopStream?.();
    stopStream = undefined;
  };
}

/**
 * Keeps the page's one live-update stream (docs/live-updates.md) open while someone is signed in: opened once the
 * page is shown (or when the person signs in later), closed on sign-out and logout, and when the last element
 * that asked for it leaves. One stream per page however many elements call it.
 */
export const watchLiveUpdates: (session: Session, options: LiveUpdatesOptions) => () => void = onePerPage(startWatch);
