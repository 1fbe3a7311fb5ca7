import { describe, expect, it } from 'vitest';
import { breadcrumbTrail, documentTitle, PORTAL_ROUTES, routeById, routeForPath } from '../../src/composers/navigation/routes.ts';

describe('the route table (spec section 2)', () => {
  it('has every route of the spec, each path once, with its searchable flag', () => {
    const table = PORTAL_ROUTES.map((route) => [route.path, route.searchable]);
    expect(table).toEqual([
      ['/', true],
      ['/login', false],
      ['/client-select', false],
      ['/account-setup', false],
      ['/error', false],
      ['/404', false],
      ['/reporting', true],
      ['/backlinks', true],
      ['/blog-management', true],
      ['/blog-content/$blogId', false],
      ['/google-business-profile', true],
      ['/google-business-profile-content/$jobId', true],
      ['/social-media-posts', true],
      ['/social-media-post/$jobId', false],
      ['/on-page-seo', true],
      ['/on-page-seo-review/$jobId', false],
      ['/settings', true],
      // Staff's overview of every client, theirs alone.
      ['/clients', false],
    ]);
    expect(PORTAL_ROUTES.filter((route) => route.staffOnly).map((route) => route.path)).toEqual(['/clients']);
  });

  it('renders login, client-select, account-setup, error and 404 without the shell', () => {
    expect(PORTAL_ROUTES.filter((route) => route.bare).map((route) => route.path)).toEqual([
      '/login',
      '/client-select',
      '/account-setup',
      '/error',
      '/404',
    ]);
  });

  it('finds the route of a concrete path, trailing slash or not, and nothing for an unknown one', () => {
    expect(routeForPath('/blog-content/42')?.id).toBe('blog-content');
    expect(routeForPath('/reporting/')?.id).toBe('reporting');
    expect(routeForPath('/')?.id).toBe('home');
    expect(routeForPath('/blog-content')).toBeUndefined();
    expect(routeForPath('/nowhere')).toBeUndefined();
  });

  it("titles pages '{page title} - {product}'", () => {
    expect(documentTitle(routeById('blog-management'), 'FirmPilot')).toBe('Blog Management - FirmPilot');
  });

  it('builds breadcrumbs from route titles, Home first', () => {
    expect(breadcrumbTrail(routeById('blog-content')).map((route) => route.title)).toEqual(['Home', 'Blog Management', 'Blog Content']);
    expect(breadcrumbTrail(routeById('settings')).map((route) => route.title)).toEqual(['Home', 'Settings']);
    expect(breadcrumbTrail(routeById('home')).map((route) => route.title)).toEqual(['Home']);
  });
});
