import { AREAS, type AreaRouteId } from '../../areas/index.ts';
import { type PortalRoute as AnyRoute, page } from '../../core/navigation/portal-route.ts';

export type { ServiceKey } from '../../core/navigation/portal-route.ts';

/** The pages the composers own: Home, the screens around signing in, and the error pages. */
const SHELL_ROUTES = [
  page({
    id: 'home',
    path: '/',
    title: 'Home',
    description: 'Your review queue, to-dos and this period’s deliverables; also competitive scans',
    searchable: true,
  }),
  page({ id: 'login', path: '/login', title: 'Login', description: 'Sign in to the portal', searchable: false, bare: true, public: true }),
  page({
    id: 'client-select',
    path: '/client-select',
    title: 'Select client account',
    description: 'Choose the client account to work on',
    searchable: false,
    bare: true,
  }),
  page({
    id: 'account-setup',
    path: '/account-setup',
    title: 'Account setup',
    description: 'Your account is being setup and is not ready yet',
    searchable: false,
    bare: true,
  }),
  page({ id: 'error', path: '/error', title: 'Error', description: 'Something went wrong', searchable: false, bare: true, public: true }),
  page({
    id: 'not-found',
    path: '/404',
    title: 'Not Found',
    description: 'This page does not exist',
    searchable: false,
    bare: true,
    public: true,
  }),
] as const;

export type RouteId = (typeof SHELL_ROUTES)[number]['id'] | AreaRouteId;
/** A route of this portal: its id is one of the table's. */
export type PortalRoute = AnyRoute<RouteId>;

/**
 * THE route table (spec section 2): the composers' own pages, then each area's in the order of the list of areas
 * (src/areas/index.ts). The router, the breadcrumbs, the site search and the sidebar all read it.
 */
export const PORTAL_ROUTES: readonly PortalRoute[] = [
  ...SHELL_ROUTES,
  ...AREAS.flatMap((area): readonly AnyRoute<AreaRouteId>[] => area.routes),
];

const BY_ID = new Map(PORTAL_ROUTES.map((route) => [route.id, route]));

export function routeById(id: RouteId): PortalRoute {
  const route = BY_ID.get(id);
  if (!route)
    throw new Error(
      `No portal route "${id}": add it to an area's manifest (area.ts) or to SHELL_ROUTES in composers/navigation/routes.ts.`,
    );
  return route;
}

/** The route a concrete path is on (`/blog-content/42` is blog-content), or undefined for an unknown path. */
export function routeForPath(pathname: string): PortalRoute | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PORTAL_ROUTES.find((route) => new RegExp(`^${route.path.replace(/\$[A-Za-z]+/g, '[^/]+')}$`).test(path));
}

/** Spec section 1: '{page title} - {product}'. */
export const documentTitle = (route: Pick<PortalRoute, 'title'>, product: string): string => `${route.title} - ${product}`;

/** The breadcrumb trail of a route: Home first, then its parents, then itself (Home alone on Home). */
export function breadcrumbTrail(route: PortalRoute): PortalRoute[] {
  const trail: PortalRoute[] = [];
  for (let at: PortalRoute | undefined = route; at; at = at.parent ? routeById(at.parent as RouteId) : undefined) trail.unshift(at);
  return trail[0]?.id === 'home' ? trail : [routeById('home'), ...trail];
}
