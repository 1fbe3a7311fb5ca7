import { useRouter } from '@tanstack/react-router';

/**
 * Goes to / through the portal's router. Outside a router (a boundary placed above the RouterProvider)
 * there is no portal URL to go to, so it resolves without moving; the caller's reset still runs.
 */
export function useReturnHome(): () => Promise<void> {
  const router = useRouter({ warn: false }) as ReturnType<typeof useRouter> | undefined;
  return async () => {
    if (router) await router.navigate({ to: '/' });
  };
}
