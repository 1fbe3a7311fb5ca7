import { useEffect, useId, useRef } from 'react';
import { useSession } from '../../ui/hooks/use-session.tsx';
import { Button } from '../../ui/primitives/button.tsx';
import { FullPage } from '../../ui/layout/full-page.tsx';
import { useReturnHome } from './hooks/use-return-home.ts';
import { ERROR_HEADING, errorExplanation, RETURN_HOME_TEXT, TRY_AGAIN_TEXT } from './errors-texts.ts';

export interface ErrorScreenProps {
  /** 'Try Again': render what failed once more. */
  onReset: () => void;
  /** 'Return Home'; by default the router goes to /. */
  onReturnHome?: () => void;
  /**
   * Moves focus to the heading on mount: when a render error replaces the page, the focused element is
   * gone with it, and a keyboard user would otherwise start again from the top of the host page.
   */
  focusHeading?: boolean;
}

/** The error screen of spec section 2, with the brand; it renders without the shell. */
export function ErrorScreen({ onReset, onReturnHome, focusHeading = false }: ErrorScreenProps) {
  const { brand } = useSession().config;
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const returnHome = useReturnHome();

  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);

  const goHome =
    onReturnHome ??
    (() => {
      returnHome().catch((error: unknown) => console.error('Could not go to the home page; reload the page.', error));
    });

  return (
    <FullPage brand={brand} labelledBy={headingId}>
      <h1 id={headingId} ref={heading} tabIndex={-1} className="text-2xl font-semibold outline-none">
        {ERROR_HEADING}
      </h1>
      <p className="text-fp-muted">{errorExplanation(brand)}</p>
      <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
        <Button onClick={onReset}>{TRY_AGAIN_TEXT}</Button>
        <Button variant="outline" onClick={goHome}>
          {RETURN_HOME_TEXT}
        </Button>
      </div>
    </FullPage>
  );
}
