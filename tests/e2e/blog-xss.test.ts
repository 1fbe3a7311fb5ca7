// Public XSS payloads stored through the service as data (a post per payload: topic, content, title, featured
// image name) and shown by the board and the post pages, in the portal and on the WordPress admin page: none
// runs (no marker call in any frame, no dialog, nothing runnable left in a shadow root), and where a payload is
// shown as text it reads exactly as stored.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  backToBoard,
  boardElement,
  BLOG_MANAGEMENT_PATH,
  showList,
  topicsInList,
  waitForBoard,
  wordPressAdminUrl,
} from './support/blog-board.ts';
import { blogContentPath } from './support/blog-content.ts';
import { currentPeriodId, jobIn, PEOPLE, periodBlogJobs } from './support/blog-expected.ts';
import { useBlogHarness } from './support/blog-harness.ts';
import { cspViolations } from '../support/csp-violations.ts';
import { guardAgainstPayloads, seedPayloadPosts, type PayloadPost } from './support/blog-xss.ts';
import { headingShown, openPortalPath, portal, SETTLE } from './support/portal.ts';

/** How many posts are also opened in the editor, and inside the board on the admin page: an even spread. */
const SAMPLE_EVERY = 12;
/** Long enough for a late image error or a timer in a payload to fire before the page is judged. */
const SETTLE_AFTER_MS = 500;
const QUICK = { timeout: 10_000, interval: 20 };

const sample = (posts: readonly PayloadPost[]) => posts.filter((_, index) => index % SAMPLE_EVERY === 0);
const sorted = (texts: readonly string[]) => [...texts].sort();

describe('XSS payloads stored as blog data', () => {
  const harness = useBlogHarness();
  let posts: PayloadPost[];
  let refused: string[];

  beforeAll(async () => {
    const jobs = await periodBlogJobs(harness.service, PEOPLE.owner.id, await currentPeriodId(harness.service, PEOPLE.owner.id));
    ({ posts, refused } = await seedPayloadPosts(harness.service, jobIn(jobs, 'NotStarted').deliverableId!));
  });

  async function guardedPage(): Promise<{ page: Page; findings: () => Promise<string[]> }> {
    const page = await harness.signedInPage(PEOPLE.owner.email);
    const guard = await guardAgainstPayloads(page);
    return { page, findings: guard.findings };
  }

  it('notices a payload that runs: the guard sees the marker, a dialog and the handler left in a shadow root', async () => {
    const page = await harness.signedOutPage();
    const guard = await guardAgainstPayloads(page);
    await page.goto(wordPressAdminUrl(harness.service.url));
    await page.evaluate(() => {
      const host = document.createElement('div');
      document.body.append(host);
      host.attachShadow({ mode: 'open' }).innerHTML = '<img src=x onerror=__xss(1)>';
      // The handler does not run under the page policy; a payload that got to run some other way calls the marker.
      (globalThis as unknown as { __xss(value: number): void }).__xss(2);
      setTimeout(() => alert('ran'), 0);
    });
    await expect.poll(async () => (await guard.findings()).length, SETTLE).toBeGreaterThanOrEqual(3);
    const findings = (await guard.findings()).join('\n');
    expect(findings).toContain('__xss(2)');
    expect(findings).toContain('alert dialog: ran');
    expect(findings).toContain('onerror="__xss(1)" on <img>');
    // The policy stood behind the sanitizer: it refused the handler left in the page.
    await expect.poll(() => cspViolations(page.context()).join('\n'), SETTLE).toMatch(/inline event handler/);
    expect((await guard.findings()).join('\n')).not.toMatch(/^__xss\(1\)/m);
  });

  it('stores at least 200 payloads, each in a post of its own; the service refused the few with control characters', () => {
    expect(posts.length).toBeGreaterThanOrEqual(200);
    expect(refused.length).toBeLessThan(posts.length / 10);
    expect(posts.filter((post) => post.imageName !== null).length).toBeGreaterThanOrEqual(200);
  });

  it('shows every payload topic as text on the portal’s board, and runs none', async () => {
    const { page, findings } = await guardedPage();
    await openPortalPath(page, harness.service.url, BLOG_MANAGEMENT_PATH);
    const board = portal(page);
    await waitForBoard(board);
    await showList(board);
    const shown = new Set(await topicsInList(board));
    expect(sorted(posts.map((post) => post.payload).filter((payload) => !shown.has(payload)))).toEqual([]);
    await page.waitForTimeout(SETTLE_AFTER_MS);
    expect(await findings()).toEqual([]);
  });

  it('opens every payload’s post in the portal: the title reads as stored, the image keeps its name, nothing runs', async () => {
    const { page, findings } = await guardedPage();
    const host = portal(page);
    const [first] = posts;
    await openPortalPath(page, harness.service.url, blogContentPath(first!.id));
    const misread: string[] = [];
    for (const [index, post] of posts.entries()) {
      // The host page moves the portal on as a link inside it would (the portal follows history.pushState).
      if (index > 0) await page.evaluate((path) => history.pushState(history.state, '', path), blogContentPath(post.id));
      await expect.poll(() => headingShown(page), QUICK).toBe(post.payload);
      const image = host.getByRole('region', { name: 'Images' }).getByRole('img').first();
      if (post.imageName !== null) {
        await expect.poll(() => image.getAttribute('alt'), QUICK).toBe(post.imageName);
        const nameInput = host.getByRole('textbox', { name: 'Image name' }).first();
        // A text input drops line breaks from its value, as browsers do with any typed or set text.
        if ((await nameInput.inputValue()) !== post.imageName.replace(/[\r\n]/g, '')) misread.push(`#${index} image name input`);
      }
      if (index % SAMPLE_EVERY === 0) {
        // The editor loads the same content: it must not run it either.
        await host.getByRole('button', { name: 'Edit content' }).click();
        await host.getByRole('textbox', { name: 'Post content' }).waitFor(SETTLE);
      }
    }
    expect(misread).toEqual([]);
    await page.waitForTimeout(SETTLE_AFTER_MS);
    expect(await findings()).toEqual([]);
  });

  it('runs none on the WordPress admin page: its board lists every topic as text, and posts open inside it', async () => {
    const { page, findings } = await guardedPage();
    await page.goto(wordPressAdminUrl(harness.service.url));
    const board = boardElement(page);
    await waitForBoard(board);
    await showList(board);
    const shown = new Set(await topicsInList(board));
    expect(sorted(posts.map((post) => post.payload).filter((payload) => !shown.has(payload)))).toEqual([]);

    const search = board.getByRole('searchbox', { name: 'Search by topic' });
    for (const post of sample(posts)) {
      // The search box takes the payload as text too (a search box drops line breaks, so the longest line of it);
      // the post is the link whose text is exactly its topic.
      const longestLine = post.payload.split(/[\r\n]+/).sort((a, b) => b.length - a.length)[0]!;
      await search.fill(longestLine);
      const links = board.getByRole('table', { name: 'Blog posts' }).getByRole('link');
      await expect.poll(async () => (await links.allTextContents()).includes(post.payload), QUICK).toBe(true);
      const index = (await links.allTextContents()).indexOf(post.payload);
      await links.nth(index).click();
      await expect.poll(async () => board.getByRole('heading', { level: 1 }).textContent(), QUICK).toBe(post.payload);
      await backToBoard(board).click();
      await search.waitFor(SETTLE);
      if ((await board.getByRole('table', { name: 'Blog posts' }).count()) === 0) await showList(board);
    }
    await page.waitForTimeout(SETTLE_AFTER_MS);
    expect(await findings()).toEqual([]);
    // The admin page's own title and heading are untouched by what the posts hold.
    expect(await page.title()).toBe('FirmPilot blog queue ‹ Harbor & Vale Law — WordPress');
    expect(await page.locator('.wrap > h1').textContent()).toBe('FirmPilot blog queue');
  });
});
