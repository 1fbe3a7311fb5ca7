import { refreshClient } from '../review/review-mutations.ts';
import type { Session } from '../session/session.ts';

/**
 * Holds on live refetches. While a person has a dialog open (an action's confirmation, a reason being typed,
 * an image being picked), a refetch could move the item under it to another column of its board, which
 * remounts its card and the dialog with it: what was typed would be lost. So while a hold is on, a live change
 * only marks the client's queries stale (the live runtime calls `defer`), and they refetch when the last hold
 * that covers the client ends. A hold names one client, or, without one, every client on the page.
 */
export interface LiveHolds {
  /** Holds live refetches (of one client, or of all) until the returned release is called; releasing twice is harmless. */
  hold(clientId?: string): () => void;
  isHeld(clientId: string): boolean;
  /** Notes that a change of a held client waits; the client is refreshed when no hold covers it any more. */
  defer(clientId: string): void;
}

const EVERY_CLIENT = '';
const holdsBySession = new WeakMap<Session, LiveHolds>();

function createLiveHolds(session: Session): LiveHolds {
  const counts = new Map<string, number>();
  const deferred = new Set<string>();
  const isHeld = (clientId: string) => counts.has(clientId) || counts.has(EVERY_CLIENT);
  const release = (key: string) => {
    const left = (counts.get(key) ?? 1) - 1;
    if (left > 0) return void counts.set(key, left);
    counts.delete(key);
    for (const clientId of deferred) {
      if (isHeld(clientId)) continue;
      deferred.delete(clientId);
      void refreshClient(session, clientId);
    }
  };
  return {
    hold(clientId = EVERY_CLIENT) {
      counts.set(clientId, (counts.get(clientId) ?? 0) + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        release(clientId);
      };
    },
    isHeld,
    defer: (clientId) => void deferred.add(clientId),
  };
}

/** The page's holds (one per session, shared by every element). */
export function liveHoldsOf(session: Session): LiveHolds {
  let holds = holdsBySession.get(session);
  if (!holds) holdsBySession.set(session, (holds = createLiveHolds(session)));
  return holds;
}
