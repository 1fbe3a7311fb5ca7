import { PortalApiError } from '../api/api-error.ts';
import type { Session } from '../session/session.ts';

/**
 * After any change to a review item: marks everything of the client as stale (every key carries the client
 * id) and refetches what is on screen. The boards, the item page, the bell's count and Home's queue all read
 * the item's status, and an action in one area can move a count that another shows. The bell reads its
 * session-storage copy first (5 minutes), so that copy is dropped too, or the refetch would answer from it.
 * A refetch already running starts again: it may have read before the change committed (a live update about
 * someone else's change can arrive while the person's own refresh is fetching).
 */
export async function refreshClient(session: Session, clientId: string): Promise<void> {
  session.runtime.stores.notifications.getState().forgetActionItems(clientId);
  await session.queryClient.invalidateQueries({ predicate: (query) => query.queryKey.includes(clientId) });
}

/** The stored version a CONFLICT names (extensions.currentVersion), or null when the error is not a conflict. */
export function conflictVersionOf(error: unknown): number | null {
  if (!(error instanceof PortalApiError) || error.code !== 'CONFLICT') return null;
  const version = error.errors?.[0]?.extensions?.currentVersion;
  return typeof version === 'number' ? version : null;
}

/** The version an approval names: the hash of what the page read. Without it the service would refuse; say so before calling. */
export function readVersionOf(item: { contentHash?: string | null }): string {
  if (item.contentHash) return item.contentHash;
  throw new PortalApiError('The version you read is not known here: reload the page and approve again.', { code: 'BAD_USER_INPUT' });
}

/** The message an action's success toast shows: what the service said. */
export interface ActionResult {
  message: string;
}

/** Who is acting where, for the analytics event. */
export interface ActionContext {
  clientId: string;
  clientName?: string | null;
  pageType?: string | null;
}
