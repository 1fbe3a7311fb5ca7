import { useId } from 'react';
import { useSession } from '../../ui/hooks/use-session.tsx';
import { Button } from '../../ui/primitives/button.tsx';
import { FullPage } from '../../ui/layout/full-page.tsx';
import { useReturnHome } from './hooks/use-return-home.ts';
import { NOT_FOUND_HEADING, NOT_FOUND_TEXT, RETURN_HOME_TEXT } from './errors-texts.ts';

/** The /404 route (spec section 2): every unknown path ends here. */
export default function NotFoundPage() {
  const { brand } = useSession().config;
  const headingId = useId();
  const returnHome = useReturnHome();
  const goHome = () => {
    returnHome().catch((error: unknown) => console.error('Could not go to the home page; reload the page.', error));
  };
  return (
    <FullPage brand={brand} labelledBy={headingId}>
      <h1 id={headingId} className="text-5xl font-bold">
        {NOT_FOUND_HEADING}
      </h1>
      <p className="text-fp-muted">{NOT_FOUND_TEXT}</p>
      <Button onClick={goHome}>{RETURN_HOME_TEXT}</Button>
    </FullPage>
  );
}
