// axe-core on the blog pages: /blog-management (board and list views, an action's dialog), a post's page (read
// and while editing), and <fp-blog-board> on the WordPress admin page, at a desktop's and a phone's width: no
// serious or critical violation. The pages only read, so the suite's shared service is enough.
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { blockingViolations } from './support/axe.ts';
import { actionsButton, boardElement, BLOG_MANAGEMENT_PATH, showList, waitForBoard, wordPressAdminUrl } from './support/blog-board.ts';
import { blogContentPath, startEditing } from './support/blog-content.ts';
import { blogPost, currentPeriodId, jobIn, PEOPLE, periodBlogJobs, type BoardJob } from './support/blog-expected.ts';
import { usePortalHarness } from './support/portal-harness.ts';
import { DESKTOP_VIEWPORT, expectHeading, MOBILE_VIEWPORT, openPortalPath, portal, SETTLE } from './support/portal.ts';

/** Checked once the data has arrived: loading placeholders are not what a person reads. */
async function settled(host: Locator): Promise<void> {
  await expect
    .poll(
      () =>
        host
          .getByRole('status')
          .filter({ hasText: /^Loading/ })
          .count(),
      SETTLE,
    )
    .toBe(0);
}

describe('accessibility of the blog pages (axe-core)', () => {
  const harness = usePortalHarness();
  let waiting: BoardJob;

  beforeAll(async () => {
    const jobs = await periodBlogJobs(harness.service, PEOPLE.owner.id, await currentPeriodId(harness.service, PEOPLE.owner.id));
    waiting = jobIn(jobs, 'ReadyForExternalReview');
  });

  async function boardAndList(page: Page, board: Locator, where: string): Promise<string[]> {
    await waitForBoard(board);
    await settled(board);
    const found = await blockingViolations(page, `${where} board view`);
    await actionsButton(board, waiting.topic).click();
    await board.getByRole('menuitem', { name: 'Approve and schedule' }).click();
    const dialog = board.getByRole('dialog', { name: 'Approve and schedule' });
    await dialog.waitFor(SETTLE);
    found.push(...(await blockingViolations(page, `${where} approve dialog`)));
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden', ...SETTLE });
    await showList(board);
    found.push(...(await blockingViolations(page, `${where} list view`)));
    return found;
  }

  for (const [width, viewport] of [
    ['desktop', DESKTOP_VIEWPORT],
    ['mobile', MOBILE_VIEWPORT],
  ] as const) {
    it(`finds no serious or critical violation on /blog-management and a post's page at ${width} width`, async () => {
      const page = await harness.signedInPage(PEOPLE.owner.email, { viewport });
      await openPortalPath(page, harness.service.url, BLOG_MANAGEMENT_PATH);
      await expectHeading(page, 'Blog Management');
      const found = await boardAndList(page, portal(page), `${width} ${BLOG_MANAGEMENT_PATH}`);

      const post = await blogPost(harness.service, PEOPLE.owner.id, waiting.id);
      await openPortalPath(page, harness.service.url, blogContentPath(waiting.id));
      await expectHeading(page, post.title ?? post.topic);
      await portal(page).getByRole('heading', { name: 'Status history' }).waitFor(SETTLE);
      await settled(portal(page));
      found.push(...(await blockingViolations(page, `${width} post page`)));
      await startEditing(portal(page));
      found.push(...(await blockingViolations(page, `${width} post page, editing`)));
      expect(found).toEqual([]);
    });

    it(`finds no serious or critical violation on the WordPress admin page at ${width} width`, async () => {
      const page = await harness.signedInPage(PEOPLE.owner.email, { viewport });
      await page.goto(wordPressAdminUrl(harness.service.url));
      expect(await boardAndList(page, boardElement(page), `${width} WordPress admin page`)).toEqual([]);
    });
  }
});
