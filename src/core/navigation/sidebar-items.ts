import { PORTAL_ROUTES, type PortalRoute, type RouteId } from './routes.ts';

/** Spec section 2, Shell: the main items, then the secondary ones in this order. */
export const MAIN_ITEMS: readonly RouteId[] = ['home', 'reporting'];
/** Staff's own main item, after Home: the overview of every client (issue 15). */
export const STAFF_MAIN_ITEMS: readonly RouteId[] = ['home', 'client-overview', 'reporting'];
export const SECONDARY_ITEMS: readonly RouteId[] = [
  'backlinks',
  'blog-management',
  'google-business-profile',
  'social-media-posts',
  'on-page-seo',
  'settings',
];
/** Hidden while the work-in-progress flag is on. */
export const WORK_IN_PROGRESS_HIDDEN: readonly RouteId[] = ['backlinks', 'on-page-seo'];

const byId = (id: RouteId) => PORTAL_ROUTES.find((route) => route.id === id)!;

/** Whether the period's service names include the route's service (case-insensitive substring). */
export function periodDeliversService(route: PortalRoute, serviceNames: readonly string[]): boolean {
  if (!route.service) return true;
  const wanted = route.service.toLowerCase();
  return serviceNames.some((name) => name.toLowerCase().includes(wanted));
}

/**
 * The sidebar's items: Home and Reporting; then each deliverable area the selected period delivers (by
 * service name), Settings always; with the work-in-progress flag on, Backlinks and On-page SEO are hidden. Staff also
 * get All clients after Home.
 */
export function sidebarItems(
  serviceNames: readonly string[],
  workInProgress: boolean,
  staff = false,
): { main: PortalRoute[]; secondary: PortalRoute[] } {
  const secondary = SECONDARY_ITEMS.map(byId).filter((route) => {
    if (workInProgress && WORK_IN_PROGRESS_HIDDEN.includes(route.id)) return false;
    return periodDeliversService(route, serviceNames);
  });
  return { main: (staff ? STAFF_MAIN_ITEMS : MAIN_ITEMS).map(byId), secondary };
}
