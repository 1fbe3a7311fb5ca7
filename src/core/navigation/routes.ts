/**
 * THE route table (spec section 2): the router, the breadcrumbs, the site search and the sidebar all read
 * it, so a route is added here and nowhere else.
 */
export type RouteId =
  | 'home'
  | 'login'
  | 'client-select'
  | 'account-setup'
  | 'error'
  | 'not-found'
  | 'reporting'
  | 'backlinks'
  | 'blog-management'
  | 'blog-content'
  | 'google-business-profile'
  | 'google-business-profile-content'
  | 'social-media-posts'
  | 'social-media-post'
  | 'on-page-seo'
  | 'on-page-seo-review'
  | 'settings'
  | 'client-overview';

/** The service a deliverable area belongs to; the sidebar shows the area when the period delivers it. */
export type ServiceKey = 'blog' | 'social media' | 'google' | 'seo' | 'backlink';

export interface PortalRoute {
  id: RouteId;
  /** TanStack Router path syntax: `$blogId` is a parameter. */
  path: string;
  title: string;
  description: string;
  /** Listed by the site search (spec section 2, column Searchable). */
  searchable: boolean;
  /** Rendered without the shell: the sign-in, client choice, set-up, error and not-found screens. */
  bare: boolean;
  /** Open to people who are not signed in. */
  public: boolean;
  /** The page whose child this one is, for the breadcrumbs. */
  parent?: RouteId;
  /** Shown in the sidebar only when the selected period has a deliverable of this service. */
  service?: ServiceKey;
  /** Agency staff's alone (FIRM_PILOT_ADMIN): anyone else is sent home (the service refuses them too). */
  staffOnly?: boolean;
}

const page = (route: Omit<PortalRoute, 'bare' | 'public'> & Partial<Pick<PortalRoute, 'bare' | 'public'>>): PortalRoute => ({
  bare: false,
  public: false,
  ...route,
});

export const PORTAL_ROUTES: readonly PortalRoute[] = [
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
  page({
    id: 'reporting',
    path: '/reporting',
    title: 'Reporting',
    description: 'Reporting dashboard: results of your deliverables',
    searchable: true,
  }),
  page({
    id: 'backlinks',
    path: '/backlinks',
    title: 'Backlinks',
    description: 'Backlinks built for your site',
    searchable: true,
    service: 'backlink',
  }),
  page({
    id: 'blog-management',
    path: '/blog-management',
    title: 'Blog Management',
    description: 'Review, approve and schedule blog posts',
    searchable: true,
    service: 'blog',
  }),
  page({
    id: 'blog-content',
    path: '/blog-content/$blogId',
    title: 'Blog Content',
    description: 'Read, edit and approve a blog post',
    searchable: false,
    parent: 'blog-management',
    service: 'blog',
  }),
  page({
    id: 'google-business-profile',
    path: '/google-business-profile',
    title: 'Google Business Profile',
    description: 'Google Business Profile posts',
    searchable: true,
    service: 'google',
  }),
  page({
    id: 'google-business-profile-content',
    path: '/google-business-profile-content/$jobId',
    title: 'Profile Content',
    description: 'Review a Google Business Profile post',
    searchable: true,
    parent: 'google-business-profile',
    service: 'google',
  }),
  page({
    id: 'social-media-posts',
    path: '/social-media-posts',
    title: 'Social Media Posts',
    description: 'Review and schedule social media posts',
    searchable: true,
    service: 'social media',
  }),
  page({
    id: 'social-media-post',
    path: '/social-media-post/$jobId',
    title: 'Social Media Post',
    description: 'Review a social media post',
    searchable: false,
    parent: 'social-media-posts',
    service: 'social media',
  }),
  page({
    id: 'on-page-seo',
    path: '/on-page-seo',
    title: 'On-page SEO Updates',
    description: 'Changes to the pages of your site',
    searchable: true,
    service: 'seo',
  }),
  page({
    id: 'on-page-seo-review',
    path: '/on-page-seo-review/$jobId',
    title: 'On-page SEO Review',
    description: 'Review proposed on-page SEO changes',
    searchable: false,
    parent: 'on-page-seo',
    service: 'seo',
  }),
  page({
    id: 'settings',
    path: '/settings',
    title: 'Settings',
    description: 'Connections, users, keywords and preferences',
    searchable: true,
  }),
  // Not searchable: the site search offers every person the same pages, and this one is staff's alone.
  page({
    id: 'client-overview',
    path: '/clients',
    title: 'All clients',
    description: 'Every client at a glance: what waits, what is late, what is missing',
    searchable: false,
    staffOnly: true,
  }),
];

const BY_ID = new Map(PORTAL_ROUTES.map((route) => [route.id, route]));

export function routeById(id: RouteId): PortalRoute {
  const route = BY_ID.get(id);
  if (!route) throw new Error(`No portal route "${id}": add it to PORTAL_ROUTES in core/navigation/routes.ts.`);
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
  for (let at: PortalRoute | undefined = route; at; at = at.parent ? routeById(at.parent) : undefined) trail.unshift(at);
  return trail[0]?.id === 'home' ? trail : [routeById('home'), ...trail];
}
