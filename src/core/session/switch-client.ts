import { notificationKeys } from '../api/query-keys.ts';
import type { Session } from './session.ts';

/**
 * Switches the selected client for every element on the page: the period belongs to the old client so it
 * is cleared (spec section 2, Shell), and the new client's notifications are marked for refetching.
 */
export async function switchClient(session: Session, clientId: string): Promise<void> {
  const { clients, period } = session.runtime.stores;
  clients.getState().selectClient(clientId);
  period.getState().clearSelectedPeriod();
  await session.queryClient.invalidateQueries({ queryKey: notificationKeys.client(clientId) });
}
