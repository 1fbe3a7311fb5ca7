import { lazyRouteComponent, type RouteComponent } from '@tanstack/react-router';
import type { RouteId } from '../../core/navigation/routes.ts';

/** Each page is its own chunk, loaded when its route is first visited (or preloaded on intent). */
export const PAGE_COMPONENTS: Record<RouteId, RouteComponent> = {
  home: lazyRouteComponent(() => import('../home/home-page.tsx')),
  login: lazyRouteComponent(() => import('../auth-screens/login-page.tsx')),
  'client-select': lazyRouteComponent(() => import('../auth-screens/client-select-page.tsx')),
  'account-setup': lazyRouteComponent(() => import('../auth-screens/account-setup-page.tsx')),
  error: lazyRouteComponent(() => import('../errors/error-page.tsx')),
  'not-found': lazyRouteComponent(() => import('../errors/not-found-page.tsx')),
  reporting: lazyRouteComponent(() => import('../../areas/reporting/ui/reporting-page.tsx')),
  backlinks: lazyRouteComponent(() => import('../../areas/backlinks/ui/backlinks-page.tsx')),
  'blog-management': lazyRouteComponent(() => import('../../areas/blog/ui/blog-management-page.tsx')),
  'blog-content': lazyRouteComponent(() => import('../../areas/blog/ui/content/blog-content-page.tsx')),
  'google-business-profile': lazyRouteComponent(() => import('../../areas/posts/ui/gbp-posts-page.tsx')),
  'google-business-profile-content': lazyRouteComponent(() => import('../../areas/posts/ui/gbp-post-page.tsx')),
  'social-media-posts': lazyRouteComponent(() => import('../../areas/posts/ui/social-posts-page.tsx')),
  'social-media-post': lazyRouteComponent(() => import('../../areas/posts/ui/social-post-page.tsx')),
  'on-page-seo': lazyRouteComponent(() => import('../../areas/on-page-seo/ui/on-page-seo-page.tsx')),
  'on-page-seo-review': lazyRouteComponent(() => import('../../areas/on-page-seo/ui/seo-review-page.tsx')),
  // Every section but the profile's holds a form: the form kit (react-hook-form, valibot) downloads beside the page's
  // chunk instead of after the section's.
  // Staff's overview of every client (issue 15).
  'client-overview': lazyRouteComponent(() => import('../../areas/client-overview/ui/client-overview-page.tsx')),
  settings: lazyRouteComponent(() =>
    Promise.all([import('../../areas/settings/ui/settings-page.tsx'), import('../../ui/form/use-service-form.ts')]).then(([page]) => page),
  ),
};
