import type { ComponentProps } from 'react';
import { useSession } from './hooks/use-session.tsx';
import { Button } from './primitives/button.tsx';

export const SIGN_IN_TEXT = 'Sign in';

/**
 * What an element shows when nobody is signed in: one compact button that sends the browser to the
 * identity provider and brings it back to this host page (the current path, query and hash).
 */
export function SignInButton({ children = SIGN_IN_TEXT, ...props }: Omit<ComponentProps<typeof Button>, 'onClick'>) {
  const session = useSession();
  const signIn = () => {
    session.redirectToLogin(session.currentPath()).catch((error: unknown) => {
      console.error('Could not open the sign-in page; check auth-domain and the network, then try again.', error);
    });
  };
  return (
    <Button part="sign-in-button" data-slot="sign-in-button" size="sm" onClick={signIn} {...props}>
      {children}
    </Button>
  );
}
