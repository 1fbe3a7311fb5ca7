import { useRouterState } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useSession } from '../../ui/hooks/use-session.tsx';
import { Button } from '../../ui/primitives/button.tsx';
import { Spinner } from '../../ui/primitives/spinner.tsx';
import { REDIRECTING_TEXT, SIGN_IN_EXPLANATION, SIGN_IN_FAILED_TEXT, SIGN_IN_TEXT, signInHeading } from './auth-screens-texts.ts';
import { FullPage } from '../../ui/layout/full-page.tsx';
import { returnPathFrom } from './return-path.ts';

/**
 * The sign-in screen: the brand and one button that starts the identity flow, coming back to where the
 * person was going (the `redirect` search parameter, a portal path) or home. While the browser leaves,
 * the button says so and ignores more presses; if the sign-in page cannot be opened, it says so and the
 * button tries again.
 */
export default function LoginPage() {
  const session = useSession();
  const { brand } = session.config;
  const headingId = useId();
  const redirect = useRouterState({ select: (state) => (state.location.search as Record<string, unknown>).redirect });
  const [phase, setPhase] = useState<'idle' | 'redirecting' | 'failed'>('idle');

  const signIn = () => {
    if (phase === 'redirecting') return;
    setPhase('redirecting');
    session.redirectToLogin(returnPathFrom(redirect)).catch((error: unknown) => {
      console.error('Could not open the sign-in page; check auth-domain and the network, then try again.', error);
      setPhase('failed');
    });
  };

  return (
    <FullPage brand={brand} labelledBy={headingId}>
      <h1 id={headingId} className="text-2xl font-semibold">
        {signInHeading(brand)}
      </h1>
      <p className="text-fp-muted">{SIGN_IN_EXPLANATION}</p>
      {/* aria-disabled rather than disabled: a disabled button drops keyboard focus. */}
      <Button data-slot="login-button" className="w-full sm:w-auto" aria-disabled={phase === 'redirecting' || undefined} onClick={signIn}>
        {phase === 'redirecting' ? (
          <>
            <Spinner label={REDIRECTING_TEXT} />
            <span aria-hidden="true">{REDIRECTING_TEXT}</span>
          </>
        ) : (
          SIGN_IN_TEXT
        )}
      </Button>
      {phase === 'failed' && (
        <p role="alert" className="text-sm text-fp-danger">
          {SIGN_IN_FAILED_TEXT}
        </p>
      )}
    </FullPage>
  );
}
