// The FirmPilot plugin in a real WordPress (Debian's 6.1, PHP's server, MariaDB; scripts/wordpress/site.ts): the
// queue in wp-admin with sign-in through the identity provider, the actions reaching the service, who sees what,
// the settings page, and staff publishing to that same site over its REST API.
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { approveOnBoard, backToBoard, boardElement, expectInGroup, jobCard, waitForBoard } from './support/blog-board.ts';
import { blogPost, currentPeriodId, jobIn, PEOPLE, periodBlogJobs, type BoardJob } from './support/blog-expected.ts';
import { submitCredentials } from './support/intranet.ts';
import { SETTLE } from './support/portal.ts';
import { logIntoWordPress, QUEUE_PAGE, SETTINGS_PAGE, useWordPressHarness } from './support/wordpress-harness.ts';

/** Where the test leaves its screenshot of the board inside wp-admin, for a person to look at. */
const SCREENSHOTS = 'test-results/wordpress';

describe('the FirmPilot plugin in a real WordPress', () => {
  const harness = useWordPressHarness();
  let seeded: BoardJob[];
  /** An editor of the site, signed in to FirmPilot as the firm's owner by the first test; later tests go on with it. */
  let editor: Page;

  beforeAll(async () => {
    seeded = await periodBlogJobs(harness.service, PEOPLE.owner.id, await currentPeriodId(harness.service, PEOPLE.owner.id));
  });

  const openQueue = async (page: Page) => {
    await page.goto(`${harness.site.url}${QUEUE_PAGE}`);
    const board = boardElement(page);
    await waitForBoard(board);
    return board;
  };

  it("shows an editor the firm's queue: from wp-admin's menu, signed in through the identity provider, back on the same admin page", async () => {
    const context = await harness.newContext({ viewport: { width: 1280, height: 900 } });
    editor = await context.newPage();
    await logIntoWordPress(editor, harness.site, await harness.site.addUser('editor', 'editor'));
    await editor.locator('#adminmenu').getByRole('link', { name: 'FirmPilot', exact: true }).click();
    await editor.getByRole('heading', { level: 1, name: 'Blog queue' }).waitFor(SETTLE);

    await boardElement(editor).locator('[data-slot="sign-in-button"]').click();
    await editor.waitForURL((url) => url.pathname.startsWith('/interaction/'), SETTLE);
    await submitCredentials(editor, PEOPLE.owner.email);
    await editor.waitForURL((url) => `${url.pathname}${url.search}` === QUEUE_PAGE, SETTLE);

    const board = boardElement(editor);
    await waitForBoard(board);
    await expectInGroup(board, jobIn(seeded, 'ReadyForExternalReview').topic, 'Waiting for your review');
    await expectInGroup(board, jobIn(seeded, 'Published').topic, 'Published');
    mkdirSync(SCREENSHOTS, { recursive: true });
    await editor.screenshot({ path: `${SCREENSHOTS}/blog-queue.png` });
  });

  it('approves a post in wp-admin: the service has it scheduled', async () => {
    const job = jobIn(seeded, 'ReadyForExternalReview');
    const board = await openQueue(editor);
    await approveOnBoard(board, job.topic);
    await expectInGroup(board, job.topic, 'Scheduled');
    expect((await blogPost(harness.service, PEOPLE.owner.id, job.id)).status).toBe('ReadyForPublication');
  });

  it('opens a post inside the board and comes back, staying on the admin page', async () => {
    const job = jobIn(seeded, 'Published');
    const post = await blogPost(harness.service, PEOPLE.owner.id, job.id);
    const board = await openQueue(editor);
    await jobCard(board, job.topic).getByRole('link', { name: job.topic }).click();
    await board.getByRole('heading', { level: 1, name: post.title ?? job.topic }).waitFor(SETTLE);
    expect(`${new URL(editor.url()).pathname}${new URL(editor.url()).search}`).toBe(QUEUE_PAGE);
    await backToBoard(board).click();
    await waitForBoard(board);
  });

  it('puts the notification bell in the admin bar and the queue on the dashboard', async () => {
    await editor.goto(`${harness.site.url}/wp-admin/`);
    const bell = editor.locator('#wpadminbar fp-notifications').getByRole('button', { name: /Notifications$/ });
    await bell.waitFor(SETTLE);
    const widget = editor.locator('#firmpilot_portal_blog_queue');
    await widget.getByRole('heading', { name: /FirmPilot/ }).waitFor(SETTLE);
    await widget.locator('fp-blog-board').getByText(jobIn(seeded, 'Published').topic).waitFor(SETTLE);
  });

  it('shows a WordPress user who cannot edit posts no queue, no bell and no settings', async () => {
    const page = await (await harness.newContext()).newPage();
    await logIntoWordPress(page, harness.site, await harness.site.addUser('reader', 'subscriber'));
    await expect(page.locator('#adminmenu').getByRole('link', { name: 'FirmPilot', exact: true }).count()).resolves.toBe(0);
    expect(await page.locator('fp-notifications').count()).toBe(0);
    for (const path of [QUEUE_PAGE, SETTINGS_PAGE]) {
      await page.goto(`${harness.site.url}${path}`);
      await page.getByText('Sorry, you are not allowed to access this page.').waitFor(SETTLE);
      expect(await page.locator('fp-blog-board').count()).toBe(0);
    }
  });

  it('refuses bad settings with a clear message and keeps the previous values', async () => {
    const page = await (await harness.newContext()).newPage();
    await logIntoWordPress(page, harness.site, harness.site.admin);
    await page.goto(`${harness.site.url}${SETTINGS_PAGE}`);
    // The label ends in a star for required fields, hidden from screen readers.
    const apiUrl = page.getByLabel(/^API URL/);
    const before = await apiUrl.inputValue();
    // A URL the browser's own check lets through (type="url" takes any scheme): the plugin's check refuses it.
    await apiUrl.fill('ftp://files.example');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText(/API URL must be an absolute http\(s\) URL/).waitFor(SETTLE);
    await expect(page.getByLabel(/^API URL/).inputValue()).resolves.toBe(before);
    const saved = JSON.parse(await harness.site.php("echo json_encode(get_option('firmpilot_portal_settings'));")) as Record<string, string>;
    expect(saved.api_url).toBe(before);
  });
});
