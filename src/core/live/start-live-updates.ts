// The live chunk's entry (loaded by core/session/live-updates.ts once the page is shown and someone is signed
// in): the page's one stream, what its frames do to the data, and closing it in a background tab.
import type { QueryClient } from '@tanstack/query-core';
import { resolveRestBase } from '../api/rest-client.ts';
import { renewAccessToken } from '../auth/renew-token.ts';
import { sendableToken } from '../session/access-token.ts';
import type { Session } from '../session/session.ts';
import { createChangeApplier, type ChangeApplierDeps } from './apply-change.ts';
import { closeWhileHidden, type VisibilitySource } from './live-visibility.ts';
import { openLiveStream } from './live-stream.ts';

export interface LiveUpdatesDeps extends ChangeApplierDeps {
  fetch?: typeof fetch;
  /** Default: the page's document (none outside a browser). */
  document?: VisibilitySource;
}

/** When the page's oldest data was fetched: the stream's first connection asks for what changed since. */
function oldestData(queryClient: QueryClient): number | undefined {
  const times = queryClient
    .getQueryCache()
    .getAll()
    .map((query) => query.state.dataUpdatedAt)
    .filter((at) => at > 0);
  return times.length > 0 ? Math.min(...times) : undefined;
}

/** Opens the page's live-update stream for the signed-in person; the returned stop closes it and forgets what waits. */
export function startLiveUpdates(session: Session, deps: LiveUpdatesDeps = {}): () => void {
  const userStore = session.runtime.stores.user;
  // Never session.getAccessToken: its refresh sends the browser to sign in when the identity provider's session is
  // gone, and the stream must never navigate. The page's own queries do that (spec section 4).
  const renew = async () => {
    try {
      return await renewAccessToken(await session.authClient(), userStore);
    } catch (error) {
      console.error('Could not load the sign-in client for live updates; the page shows changes on reload.', error);
      return undefined;
    }
  };
  const applier = createChangeApplier(session, deps);
  const stream = openLiveStream({
    url: `${resolveRestBase(session.config.restUrl, session.pageUrl())}/events`,
    getAccessToken: async () => sendableToken(userStore, session.now) ?? renew(),
    renewAccessToken: renew,
    firstSince: () => oldestData(session.queryClient),
    onChanges: (changes) => applier.apply(changes),
    onReset: () => applier.reset(),
    fetch: deps.fetch,
  });
  const stopWatchingVisibility = closeWhileHidden('document' in deps ? deps.document : globalThis.document, stream);
  return () => {
    stopWatchingVisibility();
    stream.stop();
    applier.stop();
  };
}
