import {
  type AnyRoute,
  createBrowserHistory,
  createHashHistory,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  type RouterHistory,
} from '@tanstack/react-router';
import { createElement } from 'react';
import { PORTAL_ROUTES } from '../navigation/routes.ts';
import { PAGE_COMPONENTS } from './page-loaders.tsx';
import { NotFoundRedirect, RouteError } from './route-fallbacks.tsx';
import { PortalRoot } from './portal-root.tsx';

/** `path`: the portal owns the page's URL; `hash` and `memory` leave the host's path alone (embedded). */
export type RoutingMode = 'path' | 'hash' | 'memory';
export const ROUTING_MODES: readonly RoutingMode[] = ['path', 'hash', 'memory'];

/** Spec section 9, Router. */
export const PRELOAD_DELAY_MS = 50;
export const PENDING_MS = 1000;
export const PENDING_MIN_MS = 500;

export function createPortalHistory(routing: RoutingMode): RouterHistory {
  if (routing === 'hash') return createHashHistory();
  if (routing === 'memory') return createMemoryHistory({ initialEntries: ['/'] });
  return createBrowserHistory();
}

/** One router per <fp-portal>: every route of the table, each page its own lazily loaded chunk. */
export function createPortalRouter({ history, basePath }: { history: RouterHistory; basePath?: string }) {
  const rootRoute = createRootRoute({ component: PortalRoot, notFoundComponent: NotFoundRedirect, errorComponent: RouteError });
  const routes = PORTAL_ROUTES.map((route) =>
    createRoute({ getParentRoute: () => rootRoute, path: route.path, component: PAGE_COMPONENTS[route.id] }),
  );
  return createRouter({
    routeTree: rootRoute.addChildren(routes),
    history,
    basepath: basePath,
    defaultPreload: 'intent',
    defaultPreloadDelay: PRELOAD_DELAY_MS,
    defaultPendingMs: PENDING_MS,
    defaultPendingMinMs: PENDING_MIN_MS,
    defaultPendingComponent: () =>
      createElement('div', { role: 'status', 'aria-label': 'Loading page', className: 'h-1 w-full animate-pulse bg-fp-primary' }),
  });
}

export type PortalRouter = ReturnType<typeof createPortalRouter>;

/**
 * Starts loading the chunk of the page the portal opens on. The router asks for it only once the shell has
 * rendered and committed; asked here, it downloads beside the shell's own code instead of after it.
 */
export function preloadFirstPage(router: PortalRouter): void {
  for (const match of router.matchRoutes(router.state.location)) {
    const route = (router.routesById as Record<string, AnyRoute | undefined>)[match.routeId];
    // A failure shows where it matters: the router loads the same chunk for the page and shows the error screen.
    if (route) router.loadRouteChunk(route)?.catch(() => undefined);
  }
}
