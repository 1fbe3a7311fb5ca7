import { useRouter } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { logoutSession } from '../../../core/session/logout-session.ts';
import { useSession } from '../../../ui/hooks/use-session.tsx';

export interface Logout {
  loggingOut: boolean;
  logOut: () => void;
}

/**
 * Log out from the user menu (spec section 4): a full-screen spinner while core/session/logout-session.ts
 * clears everything and the identity provider ends its session. `returnUrl` overrides where it comes back
 * to (default: the portal's root as the router writes it). Should the browser not be taken away, /login
 * shows anyway: nothing of the person is left to show.
 */
export function useLogout(returnUrl?: string): Logout {
  const session = useSession();
  const router = useRouter();
  const [loggingOut, setLoggingOut] = useState(false);

  const logOut = useCallback(() => {
    setLoggingOut(true);
    // The portal's root as this router writes it: the one address to register at the identity provider; the
    // guard shows the login screen there to someone signed out.
    const loginUrl = returnUrl ?? new URL(router.history.createHref(router.buildLocation({ to: '/' }).href), session.pageUrl()).toString();
    // Should the browser still be here once the identity provider has answered, the login screen shows.
    void logoutSession(session, { returnUrl: loginUrl }).then(() => {
      setLoggingOut(false);
      void router.navigate({ to: '/login' });
    });
  }, [session, router, returnUrl]);

  return { loggingOut, logOut };
}
