import { useRouter } from '@tanstack/react-router';
import { ErrorScreen } from './error-screen.tsx';

/**
 * The /error route. 'Try Again' goes back to the page that sent the user here, or home when the portal
 * was opened on /error itself (going back would leave the portal).
 */
export default function ErrorPage() {
  const router = useRouter();
  const tryAgain = () => {
    if (router.history.canGoBack()) router.history.back();
    else router.navigate({ to: '/' }).catch((error: unknown) => console.error('Could not go to the home page; reload the page.', error));
  };
  return <ErrorScreen onReset={tryAgain} />;
}
