// axe-core on every route of <fp-portal>, at a desktop's and at a phone's width: no serious or critical
// violation. axe walks open shadow roots, so the portal's own DOM is checked, not just the host page.
import { beforeAll, describe, expect, it } from 'vitest';
import { blockingViolations } from './support/axe.ts';
import { type JobIds, ownerJobIds } from './support/portal-expected.ts';
import { usePortalHarness } from './support/portal-harness.ts';
import { DESKTOP_VIEWPORT, expectHeading, MOBILE_VIEWPORT, openPortalPath, portal, SETTLE } from './support/portal.ts';

const OWNER = { id: 'user-owner', email: 'owner@demo.test' };
const shellPages = (jobs: JobIds) => [
  { path: '/', heading: 'Home' },
  { path: '/reporting', heading: 'Reporting' },
  { path: '/backlinks', heading: 'Backlinks' },
  { path: '/blog-management', heading: 'Blog Management' },
  { path: `/blog-content/${jobs.blog}`, heading: jobs.blogHeading, settled: 'Status history' },
  { path: '/google-business-profile', heading: 'Google Business Profile' },
  {
    path: `/google-business-profile-content/${jobs.googleBusinessProfile}`,
    heading: jobs.googleBusinessProfileHeading,
    settled: 'Status history',
  },
  { path: '/social-media-posts', heading: 'Social Media Posts' },
  { path: `/social-media-post/${jobs.social}`, heading: jobs.socialHeading, settled: 'Status history' },
  { path: '/on-page-seo', heading: 'On-page SEO Updates' },
  { path: `/on-page-seo-review/${jobs.onPageSeo}`, heading: jobs.onPageSeoHeading, settled: 'Status history' },
  { path: '/settings', heading: 'Settings' },
];
const BARE_PAGES = [
  { path: '/login', heading: 'Sign in to FirmPilot' },
  { path: '/error', heading: 'Something Went Wrong' },
  { path: '/404', heading: '404' },
];

describe('accessibility of every route (axe-core)', () => {
  const harness = usePortalHarness();
  let jobs: JobIds;

  beforeAll(async () => {
    jobs = await ownerJobIds(harness.service);
  });

  for (const [width, viewport] of [
    ['desktop', DESKTOP_VIEWPORT],
    ['mobile', MOBILE_VIEWPORT],
  ] as const) {
    it(`finds no serious or critical violation on the shell pages at ${width} width`, async () => {
      const page = await harness.signedInPage(OWNER.email, { viewport });
      const found: string[] = [];
      for (const route of shellPages(jobs)) {
        await openPortalPath(page, harness.service.url, route.path);
        await expectHeading(page, route.heading);
        // Checked once the page's data has arrived: loading placeholders are not what a person reads.
        await expect.poll(() => portal(page).getByRole('status').count(), SETTLE).toBe(0);
        if (route.settled) await portal(page).getByRole('heading', { name: route.settled }).waitFor(SETTLE);
        found.push(...(await blockingViolations(page, `${width} ${route.path}`)));
      }
      expect(found).toEqual([]);
    });

    it(`finds no serious or critical violation on the bare screens at ${width} width`, async () => {
      const page = await harness.signedOutPage({ viewport });
      const found: string[] = [];
      for (const route of BARE_PAGES) {
        await openPortalPath(page, harness.service.url, route.path);
        await expectHeading(page, route.heading);
        found.push(...(await blockingViolations(page, `${width} ${route.path}`)));
      }
      expect(found).toEqual([]);
    });
  }
});
