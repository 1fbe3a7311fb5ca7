import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { logoutSession } from '../../../core/session/logout-session.ts';
import { useSession } from '../../../ui/hooks/use-session.tsx';

/**
 * Log out from a bare screen (spec section 4): a full-screen spinner meanwhile; core/session/logout-session.ts
 * clears everything and the identity provider comes back to the login page. If it cannot be reached, the
 * router goes to /login itself.
 */
export function useLogOut(pageType: string): { loggingOut: boolean; logOut: () => void } {
  const session = useSession();
  const router = useRouter();
  const [loggingOut, setLoggingOut] = useState(false);

  const logOut = () => {
    setLoggingOut(true);
    // The portal's root as this router writes it (base path or hash included): the one address to register at
    // the identity provider; the guard shows the login screen there to someone signed out.
    const loginUrl = new URL(router.history.createHref(router.buildLocation({ to: '/' }).href), session.pageUrl()).href;
    // Should the browser still be here once the identity provider has answered, the login screen shows.
    void logoutSession(session, { returnUrl: loginUrl, pageType }).then(() => {
      setLoggingOut(false);
      void router.navigate({ to: '/login' });
    });
  };

  return { loggingOut, logOut };
}
