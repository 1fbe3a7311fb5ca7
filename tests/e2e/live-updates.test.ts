// Live updates (docs/live-updates.md) through the demo pages and a real WordPress: the firm's owner has the portal's
// Home, the intranet's bell and the plugin's board open; another person's approval, made through the API, shows on
// all three without a reload; a stream cut by a service restart resumes from its last event and misses nothing.
import type { BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UnscheduleBlogDeliverablePublishDocument } from '../../src/core/api/generated/operations.ts';
import { boardElement, chooseAction, expectInGroup, waitForBoard } from './support/blog-board.ts';
import { currentPeriodId, mutate, PEOPLE, periodBlogJobs, type BoardJob } from './support/blog-expected.ts';
import { approveThroughService, sendToFirm } from './support/blog-setup.ts';
import { bellButton, bellLabel, bellLabelFor, intranetUrl, submitCredentials } from './support/intranet.ts';
import { openPortalPath, portal, SETTLE, signInFromRoot } from './support/portal.ts';
import { logIntoWordPress, QUEUE_PAGE, useWordPressHarness } from './support/wordpress-harness.ts';

/** The promise: a change shows on every open element within a second of the service answering it. */

describe('live updates on every open element', () => {
  const harness = useWordPressHarness();
  let context: BrowserContext;
  let home: Page;
  let intranet: Page;
  let wordPress: Page;
  let jobs: BoardJob[];
  /** Navigations after the pages were opened: a live update never reloads a page. */
  const navigations: string[] = [];

  // Home's queue names a post by its title, which starts as its topic with a capital.
  const queueLink = (topic: string) =>
    portal(home)
      .locator('[data-slot="review-queue"]')
      .getByRole('link', { name: new RegExp(`^${topic}$`, 'i') });
  const board = () => boardElement(wordPress);
  const bellCount = async () => Number(/^(\d+) Notifications$/.exec((await bellLabel(intranet)) ?? '')?.[1] ?? 0);

  /**
   * A post put in the firm's review by staff, so each of the three pages lists it: one they may send (its work is
   * done, or it was declined), else one approved earlier and put back in review.
   */
  async function waitingPost(index: number): Promise<BoardJob> {
    const sendable = jobs.filter((candidate) => ['TaskReady', 'Declined', 'ClientNotified'].includes(candidate.status));
    const approved = jobs.filter((candidate) => candidate.status === 'ReadyForPublication');
    const job = sendable[index] ?? approved[index - sendable.length];
    if (!job) throw new Error(`The seed has no blog post number ${index + 1} that staff may put in the main client's review.`);
    if (sendable.includes(job)) await sendToFirm(harness.service, job.id);
    else await mutate(harness.service, PEOPLE.admin.id, UnscheduleBlogDeliverablePublishDocument, { blogJobId: job.id });
    await queueLink(job.topic).waitFor(SETTLE);
    await expectInGroup(board(), job.topic, 'Waiting for your review');
    return job;
  }

  beforeAll(async () => {
    const owner = PEOPLE.owner;
    jobs = await periodBlogJobs(harness.service, owner.id, await currentPeriodId(harness.service, owner.id));
    context = await harness.newContext({ viewport: { width: 1280, height: 900 } });
    home = await context.newPage();
    await signInFromRoot(home, harness.service.url, owner.email);
    await openPortalPath(home, harness.service.url, '/');
    intranet = await context.newPage();
    await intranet.goto(intranetUrl(harness.service.url));
    await bellButton(intranet).waitFor(SETTLE);
    wordPress = await context.newPage();
    await logIntoWordPress(wordPress, harness.site, await harness.site.addUser('associate', 'editor'));
    await wordPress.goto(`${harness.site.url}${QUEUE_PAGE}`);
    // The plugin's own client asks the firm's person to allow the site on every sign-in. The provider remembers the
    // owner from the portal's sign-in, so it may skip the password and go straight to that question.
    const signIn = board().locator('[data-slot="sign-in-button"]');
    await signIn.or(board().getByRole('article').first()).first().waitFor(SETTLE);
    if (await signIn.isVisible()) {
      await signIn.click();
      await wordPress.waitForURL((url) => url.pathname.startsWith('/interaction/'), SETTLE);
      const allow = wordPress.getByRole('button', { name: 'Allow', exact: true });
      await wordPress.getByLabel('Email').or(allow).first().waitFor(SETTLE);
      if (!(await allow.isVisible())) await submitCredentials(wordPress, owner.email);
      await allow.click(SETTLE);
      await wordPress.waitForURL((url) => `${url.pathname}${url.search}` === QUEUE_PAGE, SETTLE);
    }
    await waitForBoard(board());
    for (const page of [home, intranet, wordPress])
      page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.push(frame.url()));
  });
  afterAll(async () => {
    await context?.close();
  });

  // How soon is the live bench's to measure (npm run bench:live: the 95th percentile within a second, 200 streams
  // open); a test on a loaded machine only proves that it comes, by itself.
  it("shows another person's approval on Home, in the bell's count and on the WordPress board, with no reload", async () => {
    const job = await waitingPost(0);
    await expect.poll(bellCount, SETTLE).toBeGreaterThan(0);
    const countBefore = await bellCount();

    await approveThroughService(harness.service, job.id, PEOPLE.user.id);
    await Promise.all([
      expect.poll(() => queueLink(job.topic).count(), SETTLE).toBe(0),
      expect.poll(() => bellLabel(intranet), SETTLE).toBe(bellLabelFor(countBefore - 1)),
      expect
        .poll(
          () =>
            board()
              .getByRole('region', { name: /^Scheduled, / })
              .getByRole('article', { name: job.topic, exact: true })
              .count(),
          SETTLE,
        )
        .toBe(1),
    ]);
    expect(navigations).toEqual([]);
  });

  it('keeps an open dialog and what was typed in it while the post under it changes, and shows the change once it closes', async () => {
    const job = await waitingPost(3);
    await chooseAction(board(), job.topic, 'Request changes');
    const dialog = board().getByRole('dialog', { name: 'Request changes' });
    const comment = 'The second paragraph cites the statute before its 2024 amendment.';
    await dialog.getByLabel('Comment').fill(comment);

    const boardReads: string[] = [];
    // Only GraphQL's JSON bodies are read: wp-admin's own posts (the plugin storing the site's secret) are forms.
    const noteBoardRead = (request: Request) =>
      new URL(request.url()).pathname === '/graphql' &&
      request.postDataJSON()?.operationName === 'GetBlogBoard' &&
      boardReads.push(request.url());
    wordPress.on('request', noteBoardRead);
    await approveThroughService(harness.service, job.id, PEOPLE.user.id);
    // Home has no dialog open: it follows at once. The board waits, so the card (and its dialog) stays put: it
    // does not even read the board again, though it had the same change as Home (a refetch comes ~100 ms after it).
    await expect.poll(() => queueLink(job.topic).count(), SETTLE).toBe(0);
    await wordPress.waitForTimeout(500);
    expect(boardReads).toEqual([]);
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getByLabel('Comment').inputValue()).toBe(comment);
    await expectInGroup(board(), job.topic, 'Waiting for your review');

    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expectInGroup(board(), job.topic, 'Scheduled');
    expect(boardReads.length).toBeGreaterThan(0);
    wordPress.off('request', noteBoardRead);
    expect(navigations).toEqual([]);
  });

  it('resumes a stream cut by a service restart from its last event: what changed meanwhile all shows', async () => {
    const first = await waitingPost(1);
    const second = await waitingPost(2);
    await expect.poll(bellCount, SETTLE).toBeGreaterThan(1);
    const countBefore = await bellCount();
    const asked: Array<string | null> = [];
    // Reconnections are refused until both changes are made, so they can only arrive through the resume.
    const refuse = (route: { abort: () => Promise<void> }) => route.abort();
    await home.route('**/v1/events*', refuse);
    home.on('request', (request) => request.url().includes('/v1/events') && asked.push(request.headers()['last-event-id'] ?? null));

    await harness.service.restart();
    await approveThroughService(harness.service, first.id, PEOPLE.manager.id);
    await approveThroughService(harness.service, second.id, PEOPLE.user.id);
    await expect.poll(() => asked.length, SETTLE).toBeGreaterThan(0);
    expect(await queueLink(first.topic).count()).toBe(1);
    await home.unroute('**/v1/events*', refuse);

    // The reconnection backs off (1 s, 2 s, 4 s, 8 s...) while it is refused: allow for the next try.
    const RESUMED = { timeout: 45_000, interval: 100 };
    await expect.poll(() => queueLink(first.topic).count(), RESUMED).toBe(0);
    await expect.poll(() => queueLink(second.topic).count(), SETTLE).toBe(0);
    expect(asked.at(-1)).toMatch(/^\d+\.\d+$/);
    // The other pages' streams resumed too.
    await expectInGroup(board(), second.topic, 'Scheduled');
    await expect.poll(bellCount, SETTLE).toBe(countBefore - 2);
    expect(navigations).toEqual([]);
  });
});
