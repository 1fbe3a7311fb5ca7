// Every route of spec section 2 opened by its URL (a reload or a shared link), with its document title
// '{title} - FirmPilot' and its breadcrumbs (Home first); an unknown path goes to /404.
import { beforeAll, describe, expect, it } from 'vitest';
import { type JobIds, ownerJobIds } from './support/portal-expected.ts';
import { usePortalHarness } from './support/portal-harness.ts';
import { breadcrumbTrailShown, expectHeading, openPortalPath, portal, SETTLE, titleOf, waitForPath } from './support/portal.ts';

const OWNER = { id: 'user-owner', email: 'owner@demo.test' };

interface ShellRoute {
  path: (jobs: JobIds) => string;
  title: string;
  /** The page's h1 when it is not the route's title (a blog post's page is headed by the post, a social or profile job's by its topic). */
  heading?: (jobs: JobIds) => string;
  /** The breadcrumbs as shown: Home first, then the parent, then the page itself. */
  trail: string[];
}

/** The shell pages of the spec's table, with the titles of the route table and each child under its parent. */
const SHELL_ROUTES: ShellRoute[] = [
  { path: () => '/', title: 'Home', trail: ['Home'] },
  { path: () => '/reporting', title: 'Reporting', trail: ['Home', 'Reporting'] },
  { path: () => '/backlinks', title: 'Backlinks', trail: ['Home', 'Backlinks'] },
  { path: () => '/blog-management', title: 'Blog Management', trail: ['Home', 'Blog Management'] },
  {
    path: (jobs) => `/blog-content/${jobs.blog}`,
    title: 'Blog Content',
    heading: (jobs) => jobs.blogHeading,
    trail: ['Home', 'Blog Management', 'Blog Content'],
  },
  { path: () => '/google-business-profile', title: 'Google Business Profile', trail: ['Home', 'Google Business Profile'] },
  {
    path: (jobs) => `/google-business-profile-content/${jobs.googleBusinessProfile}`,
    title: 'Profile Content',
    heading: (jobs) => jobs.googleBusinessProfileHeading,
    trail: ['Home', 'Google Business Profile', 'Profile Content'],
  },
  { path: () => '/social-media-posts', title: 'Social Media Posts', trail: ['Home', 'Social Media Posts'] },
  {
    path: (jobs) => `/social-media-post/${jobs.social}`,
    title: 'Social Media Post',
    heading: (jobs) => jobs.socialHeading,
    trail: ['Home', 'Social Media Posts', 'Social Media Post'],
  },
  { path: () => '/on-page-seo', title: 'On-page SEO Updates', trail: ['Home', 'On-page SEO Updates'] },
  {
    path: (jobs) => `/on-page-seo-review/${jobs.onPageSeo}`,
    title: 'On-page SEO Review',
    heading: (jobs) => jobs.onPageSeoHeading,
    trail: ['Home', 'On-page SEO Updates', 'On-page SEO Review'],
  },
  { path: () => '/settings', title: 'Settings', trail: ['Home', 'Settings'] },
];

/** The bare screens a signed-out person can open, with their headings. */
const PUBLIC_BARE_ROUTES = [
  { path: '/login', title: 'Login', heading: 'Sign in to FirmPilot' },
  { path: '/error', title: 'Error', heading: 'Something Went Wrong' },
  { path: '/404', title: 'Not Found', heading: '404' },
];

describe('every route of <fp-portal>', () => {
  const harness = usePortalHarness();
  let jobs: JobIds;

  beforeAll(async () => {
    jobs = await ownerJobIds(harness.service);
  });

  it('opens every shell page by its URL with its title, its page and its breadcrumbs', async () => {
    const page = await harness.signedInPage(OWNER.email);
    for (const route of SHELL_ROUTES) {
      const path = route.path(jobs);
      await openPortalPath(page, harness.service.url, path);
      await expectHeading(page, route.heading?.(jobs) ?? route.title);
      await expect.poll(() => page.title(), SETTLE).toBe(titleOf(route.title));
      expect(await breadcrumbTrailShown(page), path).toEqual(route.trail);
      // Every crumb but the page itself is a link back up.
      const links = portal(page).getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link');
      expect(await links.allTextContents(), path).toEqual(route.trail.slice(0, -1));
    }
  });

  it('shows a job page with the job the service holds, not an error', async () => {
    const page = await harness.signedInPage(OWNER.email);
    await openPortalPath(page, harness.service.url, `/blog-content/${jobs.blog}`);
    await expectHeading(page, jobs.blogHeading);
    await portal(page).getByRole('heading', { name: 'Status history' }).waitFor(SETTLE);
    expect(await portal(page).getByRole('alert').count()).toBe(0);
  });

  it('gives the bare screens their titles', async () => {
    const page = await harness.signedOutPage();
    for (const route of PUBLIC_BARE_ROUTES) {
      await openPortalPath(page, harness.service.url, route.path);
      await expectHeading(page, route.heading);
      await expect.poll(() => page.title(), SETTLE).toBe(titleOf(route.title));
    }
  });

  it.each(['/no-such-page', '/blog-content', '/reporting/extra/parts'])(
    'sends the unknown path %s to /404, whose Return Home goes home',
    async (unknown) => {
      const page = await harness.signedInPage(OWNER.email);
      await openPortalPath(page, harness.service.url, unknown, '/404');
      await expectHeading(page, '404');
      expect(await portal(page).getByText('This page does not exist', { exact: true }).count()).toBe(1);
      await expect.poll(() => page.title(), SETTLE).toBe(titleOf('Not Found'));

      await portal(page).getByRole('button', { name: 'Return Home' }).click();
      await waitForPath(page, '/');
      await expectHeading(page, 'Home');
    },
  );
});
