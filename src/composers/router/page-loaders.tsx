import { lazyRouteComponent, type RouteComponent } from '@tanstack/react-router';
import { AREAS } from '../../areas/index.ts';
import type { PageModule } from '../../review-kit/define-area.ts';
import type { RouteId } from '../navigation/routes.ts';

/** The composers' own pages; each area names its pages in its manifest. */
const SHELL_PAGES = {
  home: () => import('../home/home-page.tsx'),
  login: () => import('../auth-screens/login-page.tsx'),
  'client-select': () => import('../auth-screens/client-select-page.tsx'),
  'account-setup': () => import('../auth-screens/account-setup-page.tsx'),
  error: () => import('../errors/error-page.tsx'),
  'not-found': () => import('../errors/not-found-page.tsx'),
};

const PAGE_MODULES: [string, PageModule][] = [...Object.entries(SHELL_PAGES), ...AREAS.flatMap((area) => Object.entries(area.pages))];

/** Each page is its own chunk, loaded when its route is first visited (or preloaded on intent). */
export const PAGE_COMPONENTS = Object.fromEntries(
  PAGE_MODULES.map(([id, load]): [string, RouteComponent] => [id, lazyRouteComponent(load)]),
) as Record<RouteId, RouteComponent>;
