import { refreshClient } from '../review/review-mutations.ts';
import type { Session } from '../session/session.ts';

/**
 * Holds on a client's live refetches. While a person has a dialog open over one of a client's items (an
 * action's confirmation, a reason being typed), a refetch could move the item to another column of its
 * board, which remounts its card and the dialog with it: what was typed would be lost. So while a hold is
 * on, a live change of that client only marks its queries stale, and they refetch when the last hold ends.
 */
export interface LiveHolds {
  /** Holds the client's live refetches until the returned release is called (calling it twice is harmless). */
  hold(clientId: string): () => void;
  isHeld(clientId: string): boolean;
  /** Notes that a change of a held client waits; the client is refreshed when its last hold ends. */
  defer(clientId: string): void;
}

const holdsBySession = new WeakMap<Session, LiveHolds>();

function createLiveHolds(session: Session): LiveHolds {
  const counts = new Map<string, number>();
  const deferred = new Set<string>();
  return {
    hold(clientId) {
      counts.set(clientId, (counts.get(clientId) ?? 0) + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (counts.get(clientId) ?? 1) - 1;
        if (left > 0) {
          counts.set(clientId, left);
          return;
        }
        counts.delete(clientId);
        if (deferred.delete(clientId)) void refreshClient(session, clientId);
      };
    },
    isHeld: (clientId) => counts.has(clientId),
    defer: (clientId) => void deferred.add(clientId),
  };
}

/** The page's holds (one per session, shared by every element). */
export function liveHoldsOf(session: Session): LiveHolds {
  let holds = holdsBySession.get(session);
  if (!holds) holdsBySession.set(session, (holds = createLiveHolds(session)));
  return holds;
}
