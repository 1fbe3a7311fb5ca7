import { PORTAL_ROUTES, type PortalRoute } from './routes.ts';

/**
 * The pages the site search can offer (spec section 2): the searchable routes of the route table, less
 * those whose path has a `$` parameter. Such a route (Profile Content, `/google-business-profile-content/$jobId`,
 * is marked searchable in the spec) is a page about one job: without a job id there is no address to go
 * to, so it is not a navigable result. Its parent page (Google Business Profile) is offered instead.
 */
export const SITE_SEARCH_PAGES: readonly PortalRoute[] = PORTAL_ROUTES.filter((route) => route.searchable && !route.path.includes('$'));

/**
 * The pages whose title or description contains the query, ignoring case, in route-table order (spec
 * sections 2 and 5). An empty or whitespace-only query finds nothing: unlike the client search, the site
 * search shows no list until the person has typed something.
 */
export function searchSite(query: string, pages: readonly PortalRoute[] = SITE_SEARCH_PAGES): PortalRoute[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [];
  return pages.filter((page) => page.title.toLowerCase().includes(needle) || page.description.toLowerCase().includes(needle));
}
