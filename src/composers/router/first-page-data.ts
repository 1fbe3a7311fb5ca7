import { routeForPath, type RouteId } from '../navigation/routes.ts';
import { prefetchOverview } from '../../areas/client-overview/api/overview-prefetch.ts';
import { prefetchReporting } from '../../areas/reporting/api/reporting-prefetch.ts';
import type { Session } from '../../core/session/session.ts';
import type { PortalRouter } from './create-portal-router.ts';

/** Pages whose first data follows from the address alone: asked for as the portal opens on them. */
const FIRST_PAGE_DATA: Partial<Record<RouteId, (session: Session, search: Record<string, unknown>) => void>> = {
  'client-overview': prefetchOverview,
  reporting: (session) => void prefetchReporting(session),
};

/** Starts the data of the page the portal opens on beside the page's code (see preloadFirstPage for the code). */
export function prefetchFirstPageData(router: PortalRouter, session: Session): void {
  const { pathname, search } = router.state.location;
  const route = routeForPath(pathname);
  if (route) FIRST_PAGE_DATA[route.id]?.(session, search as Record<string, unknown>);
}
