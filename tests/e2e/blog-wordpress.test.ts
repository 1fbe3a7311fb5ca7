// <fp-blog-board> on the WordPress admin demo page (demo/pages/wordpress-admin.html): sign-in from the page, the
// board under the admin's own heavy CSS, the actions and the events the page hears, and the two ways a post opens.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  approveOnBoard,
  backToBoard,
  boardElement,
  expectInGroup,
  groupRegion,
  groupsExpected,
  groupsShown,
  jobCard,
  requestChangesOnBoard,
  useSeededPeriod,
  waitForBoard,
  WORDPRESS_ADMIN_PATH,
  wordPressAdminUrl,
  listenForEvents,
  eventsHeard,
} from './support/blog-board.ts';
import { blogPost, expectedGroups, jobIn, PEOPLE } from './support/blog-expected.ts';
import { useBlogHarness } from './support/blog-harness.ts';
import { sendToFirm } from './support/blog-setup.ts';
import { submitCredentials } from './support/intranet.ts';
import { expectHeading, SETTLE, waitForPath } from './support/portal.ts';

/** A bare page on the same origin with only the board: the look the board must keep on the admin page. */
const NEUTRAL_PATH = '/__neutral-board.html';
const NEUTRAL_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Board alone</title></head><body>
<fp-blog-board portal-url="/"></fp-blog-board>
<script type="module">import { configureAndLoad } from '/configure-elements.js'; await configureAndLoad('fp-blog-board');</script>
</body></html>`;
// Inherited and directly styled properties the admin's rules would change if they reached in.
const LOOK = [
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'color',
  'background-color',
  'border-top-color',
  'border-top-width',
  'border-top-left-radius',
  'box-sizing',
  'padding-top',
  'padding-left',
  'margin-top',
  'margin-left',
  'text-decoration-line',
  'min-height',
  'box-shadow',
  'text-transform',
];

async function openAdminPage(page: Page, origin: string, openIn?: 'portal'): Promise<Locator> {
  await page.goto(wordPressAdminUrl(origin, openIn));
  const board = boardElement(page);
  await waitForBoard(board);
  return board;
}

/** The computed look of what a person sees of the board: its toolbar controls, a group, a post and its link. */
async function boardLook(board: Locator, topic: string): Promise<Record<string, Record<string, string>>> {
  const probes: Record<string, Locator> = {
    search: board.getByRole('searchbox', { name: 'Search by topic' }),
    statusFilter: board.getByRole('combobox', { name: 'Status' }),
    viewButton: board.getByRole('button', { name: 'Board', exact: true }),
    group: groupRegion(board, 'Waiting for your review'),
    groupHeading: groupRegion(board, 'Waiting for your review').getByRole('heading', { level: 2 }),
    post: jobCard(board, topic),
    postLink: jobCard(board, topic).getByRole('link', { name: topic }),
    actions: board.getByRole('button', { name: `Actions for ${topic}` }),
  };
  const look: Record<string, Record<string, string>> = {};
  for (const [name, probe] of Object.entries(probes)) {
    look[name] = await probe.evaluate((element, properties) => {
      const style = getComputedStyle(element);
      return Object.fromEntries(properties.map((property) => [property, style.getPropertyValue(property)]));
    }, LOOK);
  }
  return look;
}

describe('<fp-blog-board> on the WordPress admin page', () => {
  const harness = useBlogHarness();
  const period = useSeededPeriod(harness);

  it('signs in from the admin page and shows the period’s posts grouped as the service lists them', async () => {
    const page = await harness.signedOutPage();
    await page.goto(wordPressAdminUrl(harness.service.url));
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('FirmPilot blog queue');
    await expect(
      page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'FirmPilot' }).getAttribute('aria-current'),
    ).resolves.toBe('page');

    await boardElement(page).locator('[data-slot="sign-in-button"]').click();
    await page.waitForURL((url) => url.pathname.startsWith('/interaction/'), SETTLE);
    await submitCredentials(page, PEOPLE.owner.email);
    await waitForPath(page, WORDPRESS_ADMIN_PATH);

    const board = boardElement(page);
    await waitForBoard(board);
    expect(await groupsShown(board)).toEqual(groupsExpected(expectedGroups(period.seeded)));
  });

  it('keeps its own look under the admin’s CSS: the same as on a page without any', async () => {
    const page = await harness.signedInPage(PEOPLE.owner.email);
    await page.route(`${harness.service.url}${NEUTRAL_PATH}`, (route) => route.fulfill({ contentType: 'text/html', body: NEUTRAL_PAGE }));
    const topic = jobIn(period.seeded, 'ReadyForExternalReview').topic;

    await page.goto(`${harness.service.url}${NEUTRAL_PATH}`);
    await waitForBoard(boardElement(page));
    const alone = await boardLook(boardElement(page), topic);

    const board = await openAdminPage(page, harness.service.url);
    // The admin's rules are in force on its own page, so anything that leaked would show.
    await expect(page.locator('body').evaluate((body) => getComputedStyle(body).fontSize)).resolves.toBe('13px');
    await expect(page.locator('.wrap h1').evaluate((heading) => getComputedStyle(heading).fontSize)).resolves.toBe('23px');
    expect(await boardLook(board, topic)).toEqual(alone);
  });

  it('approves a post: the page hears fp-blog-approved with the job id and the service has it scheduled', async () => {
    const job = jobIn(period.seeded, 'ReadyForExternalReview');
    const page = await harness.signedInPage(PEOPLE.owner.email);
    const board = await openAdminPage(page, harness.service.url);
    await listenForEvents(page, ['fp-blog-approved', 'fp-blog-changes-requested']);

    await approveOnBoard(board, job.topic);
    await expectInGroup(board, job.topic, 'Scheduled');
    await expect.poll(() => eventsHeard(page), SETTLE).toEqual([{ type: 'fp-blog-approved', detail: { jobId: job.id } }]);
    await page.getByText('FirmPilot: a blog post was approved and scheduled.').waitFor(SETTLE);
    expect((await blogPost(harness.service, PEOPLE.owner.id, job.id)).status).toBe('ReadyForPublication');
  });

  it('requests changes: the page hears fp-blog-changes-requested with the job id and the service has the reason', async () => {
    const job = jobIn(period.seeded, 'TaskReady');
    await sendToFirm(harness.service, job.id);
    const page = await harness.signedInPage(PEOPLE.manager.email);
    const board = await openAdminPage(page, harness.service.url);
    await listenForEvents(page, ['fp-blog-approved', 'fp-blog-changes-requested']);

    await requestChangesOnBoard(board, job.topic, 'Not relevant to blog', 'Our firm does not take these cases.');
    await expectInGroup(board, job.topic, 'In progress');
    await expect.poll(() => eventsHeard(page), SETTLE).toEqual([{ type: 'fp-blog-changes-requested', detail: { jobId: job.id } }]);
    await page.getByText('FirmPilot: changes were requested on a blog post.').waitFor(SETTLE);
    const after = await blogPost(harness.service, PEOPLE.manager.id, job.id);
    expect({ status: after.status, reason: after.rejectionReason, comment: after.rejectionComment }).toEqual({
      status: 'Declined',
      reason: 'NotRelevantToBlog',
      comment: 'Our firm does not take these cases.',
    });
  });

  it('opens a post inside the board, and back', async () => {
    const job = jobIn(period.seeded, 'Published');
    const post = await blogPost(harness.service, PEOPLE.user.id, job.id);
    const page = await harness.signedInPage(PEOPLE.user.email);
    const board = await openAdminPage(page, harness.service.url);

    await jobCard(board, job.topic).getByRole('link', { name: job.topic }).click();
    await board.getByRole('heading', { level: 1, name: post.title ?? job.topic }).waitFor(SETTLE);
    expect(new URL(page.url()).pathname).toBe(WORDPRESS_ADMIN_PATH);
    await backToBoard(board).click();
    await waitForBoard(board);
  });

  it('with open-in="portal" asks the page through fp-navigate, and goes to the portal unless the page takes over', async () => {
    const job = jobIn(period.seeded, 'Published');
    const post = await blogPost(harness.service, PEOPLE.user.id, job.id);
    const page = await harness.signedInPage(PEOPLE.user.email);
    const board = await openAdminPage(page, harness.service.url, 'portal');
    const path = `/blog-content/${job.id}`;
    const link = jobCard(board, job.topic).getByRole('link', { name: job.topic });
    await expect(link.getAttribute('href')).resolves.toBe(`${harness.service.url}${path}`);

    // A page that routes itself cancels the event and stays where it is.
    await page.evaluate(() => {
      const heard: unknown[] = ((globalThis as any).navigations = []);
      document.addEventListener(
        'fp-navigate',
        (event) => {
          heard.push((event as CustomEvent).detail);
          event.preventDefault();
        },
        { once: true },
      );
    });
    await link.click();
    await expect
      .poll(() => page.evaluate(() => (globalThis as any).navigations), SETTLE)
      .toEqual([{ path, url: `${harness.service.url}${path}` }]);
    expect(new URL(page.url()).pathname).toBe(WORDPRESS_ADMIN_PATH);

    // Otherwise the browser goes to the post in the portal.
    await link.click();
    await waitForPath(page, path);
    await expectHeading(page, post.title ?? job.topic);
  });

  it('folds the admin menu behind the toolbar’s Menu button below 782px, and the board still fits', async () => {
    const page = await harness.signedInPage(PEOPLE.owner.email, { viewport: { width: 700, height: 900 } });
    const board = await openAdminPage(page, harness.service.url);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    expect(await menu.isVisible()).toBe(false);
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');

    await toggle.click();
    await menu.getByRole('link', { name: 'FirmPilot' }).waitFor({ state: 'visible', ...SETTLE });
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');

    // Nothing of the board is wider than the page: it scrolls with the page, not sideways.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
    expect(await groupRegion(board, 'Waiting for your review').isVisible()).toBe(true);
  });

  it('offers a PPC_ADMIN no actions on the admin page either', async () => {
    const page = await harness.signedInPage(PEOPLE.ppc.email);
    const board = await openAdminPage(page, harness.service.url);
    expect(await board.getByRole('article').count()).toBeGreaterThan(0);
    expect(await board.getByRole('button', { name: /^Actions for / }).count()).toBe(0);
  });
});
