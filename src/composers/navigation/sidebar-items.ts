import { AREAS, type Area } from '../../areas/index.ts';
import type { AreaManifest } from '../../review-kit/define-area.ts';
import { type PortalRoute, routeById } from './routes.ts';

const inOrder = (group: Area['sidebar']['group']) =>
  AREAS.filter((area) => area.sidebar.group === group).sort((a, b) => a.sidebar.order - b.sidebar.order);

/** Whether the period's service names include the route's service (case-insensitive substring). */
export function periodDeliversService(route: PortalRoute, serviceNames: readonly string[]): boolean {
  if (!route.service) return true;
  const wanted = route.service.toLowerCase();
  return serviceNames.some((name) => name.toLowerCase().includes(wanted));
}

/**
 * The sidebar's items (spec section 2, Shell): Home, then the main areas in their manifests' order (Reporting; staff
 * also get All clients, a staff-only page, after Home); then each secondary area the selected period delivers (by
 * service name), Settings always; with the work-in-progress flag on, the areas whose manifest says so are hidden.
 */
export function sidebarItems(
  serviceNames: readonly string[],
  workInProgress: boolean,
  staff = false,
): { main: PortalRoute[]; secondary: PortalRoute[] } {
  const main = inOrder('main')
    .map((area): PortalRoute => area.routes[0])
    .filter((route) => staff || !route.staffOnly);
  const secondary = inOrder('secondary')
    .filter((area: AreaManifest) => !(workInProgress && area.sidebar.hiddenWhileWorkInProgress))
    .map((area): PortalRoute => area.routes[0])
    .filter((route) => periodDeliversService(route, serviceNames));
  return { main: [routeById('home'), ...main], secondary };
}
