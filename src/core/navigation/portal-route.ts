/** The service a deliverable area belongs to; the sidebar shows the area when the period delivers it. */
export type ServiceKey = 'blog' | 'social media' | 'google' | 'seo' | 'backlink';

/** One page of the portal (spec section 2). The table of them is put together from the areas (composers/navigation/routes.ts). */
export interface PortalRoute<Id extends string = string> {
  id: Id;
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
  parent?: string;
  /** Shown in the sidebar only when the selected period has a deliverable of this service. */
  service?: ServiceKey;
  /** Agency staff's alone (FIRM_PILOT_ADMIN): anyone else is sent home (the service refuses them too). */
  staffOnly?: boolean;
}

type PageInput = Omit<PortalRoute, 'bare' | 'public'> & Partial<Pick<PortalRoute, 'bare' | 'public'>>;

/** A page with the shell, for signed-in people: what most routes are. Its literal id is kept for RouteId. */
export const page = <const Route extends PageInput>(route: Route): Route & Pick<PortalRoute, 'bare' | 'public'> => ({
  bare: false,
  public: false,
  ...route,
});

/** The address of a page about one item: the route's `$parameter` replaced by the id. */
export const itemPathOf = (route: Pick<PortalRoute, 'path'>, id: string): string =>
  route.path.replace(/\$[A-Za-z]+/, encodeURIComponent(id));
