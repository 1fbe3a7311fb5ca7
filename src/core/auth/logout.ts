import type { AuthClient } from './auth-client.ts';
import type { UserStore } from './user-store.ts';

export interface LogoutDependencies {
  client: Pick<AuthClient, 'logout'>;
  userStore: UserStore;
  clientStore: { getState: () => { clear: () => void } };
  periodStore: { getState: () => { clearSelectedPeriod: () => void } };
  /** Empties the notification cache (it lives with the notifications). */
  clearNotificationCache: () => void;
  /** The login page's absolute URL; it must be an allowed logout URL at the identity provider. */
  loginUrl: string;
}

/**
 * Logout (spec section 4): clears token, selected client, selected period, user and the notification
 * cache, then ends the identity provider's session and returns to the login page. Everything is
 * cleared first so that nothing of this user survives even if the redirect fails.
 */
export async function logout({
  client,
  userStore,
  clientStore,
  periodStore,
  clearNotificationCache,
  loginUrl,
}: LogoutDependencies): Promise<void> {
  userStore.getState().clearToken();
  clientStore.getState().clear();
  periodStore.getState().clearSelectedPeriod();
  userStore.getState().clear();
  clearNotificationCache();
  await client.logout({ logoutParams: { returnTo: loginUrl } });
}
