import { useRouterState } from '@tanstack/react-router';
import { routeForPath, type PortalRoute } from '../../navigation/routes.ts';

/** The route-table entry of the page shown now (undefined on an unknown path). */
export function useCurrentRoute(): PortalRoute | undefined {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return routeForPath(pathname);
}
