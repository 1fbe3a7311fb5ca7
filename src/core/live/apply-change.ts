// What a frame of the live stream does to the page's data (docs/live-updates.md, On the page). Every key of a
// client's data holds its client id (the key factories in core/*/…-keys.ts), so a change refreshes all of that
// client at once, as the page's own actions do (refreshClient).
import type { Query } from '@tanstack/query-core';
import { staffOverviewKeys } from '../api/query-keys.ts';
import { refreshClient } from '../review/review-mutations.ts';
import type { Session } from '../session/session.ts';
import { reloadClientNames } from '../clients/reload-client-names.ts';
import { liveHoldsOf } from './live-holds.ts';
import type { LiveChange } from './live-stream.ts';

/** Changes of one client within this long are one refresh (a transaction's rows, a worker's run). */
export const COALESCE_MS = 50;
/** Staff views of every client at once (the overview) refresh at most this often: each change of any client moves them. */
export const STAFF_VIEWS_EVERY_MS = 2_000;
const ACCESS = Symbol('access');
const STAFF_VIEWS = Symbol('staff views');

export interface ChangeApplier {
  apply(changes: readonly LiveChange[]): void;
  /** The stream's history is gone: everything the page holds may be out of date. */
  reset(): void;
  stop(): void;
}

export interface ChangeApplierDeps {
  /** Reads the person and their clients again (default: reloadClientNames). */
  reloadClients?: (session: Session) => Promise<void>;
}

const logFailure = (error: unknown) => console.error('Could not refresh after a live update; reload the page to see the latest.', error);

export function createChangeApplier(session: Session, { reloadClients = reloadClientNames }: ChangeApplierDeps = {}): ChangeApplier {
  const { queryClient } = session;
  const holds = liveHoldsOf(session);
  const waiting = new Map<string | symbol, ReturnType<typeof setTimeout>>();
  let staffViewsAt = -Infinity;
  let clientless = false;

  const later = (key: string | symbol, delay: number, run: () => void) => {
    if (waiting.has(key)) return;
    waiting.set(
      key,
      setTimeout(() => {
        waiting.delete(key);
        run();
      }, delay),
    );
  };
  const heldClientOf = (query: Query) => query.queryKey.find((part): part is string => typeof part === 'string' && holds.isHeld(part));

  function refresh(clientId: string): void {
    if (!holds.isHeld(clientId)) return void refreshClient(session, clientId).catch(logFailure);
    // A dialog is open over one of this client's items: mark its data stale now, refetch when the dialog closes.
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey.includes(clientId), refetchType: 'none' });
    holds.defer(clientId);
  }

  function refreshStaffViews(): void {
    staffViewsAt = Date.now();
    const known = new Set(session.runtime.stores.clients.getState().clients.map((client) => client.clientId));
    const withoutClient = clientless;
    clientless = false;
    const isStaffView = ({ queryKey }: Query) =>
      queryKey[0] === staffOverviewKeys.all[0] || (withoutClient && !queryKey.some((part) => typeof part === 'string' && known.has(part)));
    void queryClient.invalidateQueries({ predicate: isStaffView }).catch(logFailure);
  }

  return {
    apply(changes) {
      for (const change of changes) {
        if (change.kind === 'access') {
          later(ACCESS, COALESCE_MS, () => void reloadClients(session).catch(logFailure));
          continue;
        }
        const { clientId } = change;
        if (clientId === null) clientless = true;
        else later(clientId, COALESCE_MS, () => refresh(clientId));
        later(STAFF_VIEWS, Math.max(COALESCE_MS, staffViewsAt + STAFF_VIEWS_EVERY_MS - Date.now()), refreshStaffViews);
      }
    },
    reset() {
      session.runtime.stores.notifications.getState().clearNotificationCache();
      // Held clients' data is only marked stale; it refetches when their dialogs close.
      for (const query of queryClient.getQueryCache().findAll({ predicate: (query) => Boolean(heldClientOf(query)) }))
        holds.defer(heldClientOf(query)!);
      void queryClient.invalidateQueries({ predicate: (query) => Boolean(heldClientOf(query)), refetchType: 'none' });
      void queryClient.invalidateQueries({ predicate: (query) => !heldClientOf(query) }).catch(logFailure);
    },
    stop() {
      waiting.forEach((timer) => clearTimeout(timer));
      waiting.clear();
    },
  };
}
