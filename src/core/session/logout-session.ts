import type { AuthClient } from '../auth/auth-client.ts';
import { logout } from '../auth/logout.ts';
import type { Session } from './session.ts';
import { loggingOutStore } from './logging-out.ts';
import { analyticsOf } from './telemetry.ts';

export interface LogoutSessionOptions {
  /** Where the identity provider sends the browser after ending its session (an allowed logout URL). */
  returnUrl: string;
  /** The analytics page type of the page the person logged out from. */
  pageType?: string;
}

/**
 * Logout (spec section 4) for the page's session: the `logout` analytics event; token, selected client,
 * period, user, notification cache and every cached answer cleared; then the identity provider ends its
 * session and sends the browser to `returnUrl`. Everything is cleared even when the identity SDK cannot
 * load; resolves true when the identity provider took the logout, false when it could not be reached.
 */
export async function logoutSession(session: Session, { returnUrl, pageType }: LogoutSessionOptions): Promise<boolean> {
  const { stores } = session.runtime;
  const state = loggingOutStore(session);
  state.setState({ loggingOut: true });
  const selected = stores.clients.getState().selectedClient;
  analyticsOf(session).track('logout', { clientName: selected?.name, clientId: selected?.clientId, pageType });
  let identity: Pick<AuthClient, 'logout'> | undefined;
  try {
    identity = await session.authClient();
  } catch (error) {
    console.error('Could not reach the sign-in service to end its session; you are signed out on this page.', error);
  }
  let leaving = Boolean(identity);
  await logout({
    client: identity ?? { logout: async () => {} },
    userStore: stores.user,
    clientStore: stores.clients,
    periodStore: stores.period,
    clearNotificationCache: () => stores.notifications.getState().clearNotificationCache(),
    loginUrl: returnUrl,
  }).catch((error: unknown) => {
    leaving = false;
    console.error('Could not end the session at the identity provider; you are signed out on this page.', error);
  });
  session.queryClient.clear();
  // While the identity provider takes the browser away the spinner stays; without it, the page shows login.
  if (!leaving) state.setState({ loggingOut: false });
  return leaving;
}
