// What a person does and sees on the blog board, at /blog-management inside <fp-portal> and in <fp-blog-board>
// on the WordPress admin page. Locators pierce the open shadow roots, so they read the board by roles and names.
import type { Locator, Page } from 'playwright-core';
import { beforeAll, expect } from 'vitest';
import { currentPeriodId, GROUP_TITLES, groupName, PEOPLE, periodBlogJobs, type BoardJob } from './blog-expected.ts';
import type { E2eService } from './e2e-service.ts';
import { SETTLE } from './portal.ts';

export const BLOG_MANAGEMENT_PATH = '/blog-management';
export const WORDPRESS_ADMIN_PATH = '/wordpress-admin.html';
export const wordPressAdminUrl = (origin: string, openIn?: 'portal') =>
  `${origin}${WORDPRESS_ADMIN_PATH}${openIn ? `?open-in=${openIn}` : ''}`;

/** The period the board opens on, and its posts as the seed left them (before the file's tests change any). */
export interface SeededPeriod {
  id: string;
  /** The period's posts as the owner sees them. */
  seeded: BoardJob[];
}

/** Reads the seeded period once per file, before its tests: the fields are set from then on. */
export function useSeededPeriod(harness: { readonly service: E2eService }): SeededPeriod {
  const period: SeededPeriod = { id: '', seeded: [] };
  beforeAll(async () => {
    period.id = await currentPeriodId(harness.service, PEOPLE.owner.id);
    period.seeded = await periodBlogJobs(harness.service, PEOPLE.owner.id, period.id);
  });
  return period;
}

/** The button that closes a post opened inside <fp-blog-board> and shows the board again. */
export const backToBoard = (board: Locator) => board.getByRole('button', { name: 'Back to blog posts', exact: true }).first();

/** The board on the page: the element on a host page, or the portal (whose shell holds the board). */
export const boardElement = (page: Page) => page.locator('fp-blog-board');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A group's region, whatever its count. */
export const groupRegion = (board: Locator, title: string) =>
  board.getByRole('region', { name: new RegExp(`^${escapeRegExp(title)}, \\d+ posts?$`) });

/** A post on the board view, by its topic. */
export const jobCard = (board: Locator, topic: string) => board.getByRole('article', { name: topic, exact: true });

export const actionsButton = (board: Locator, topic: string) => board.getByRole('button', { name: `Actions for ${topic}`, exact: true });

/** Waits until the board shows its groups (the posts have arrived). */
export async function waitForBoard(board: Locator): Promise<void> {
  await groupRegion(board, GROUP_TITLES[0]!).waitFor(SETTLE);
}

/**
 * Calls `read` at every scroll position of a virtualized scroller, from top to bottom (only what is in view is in
 * the DOM at any time), then scrolls it back to the top.
 */
export async function scrollThrough(scroller: Locator, read: () => Promise<void>): Promise<void> {
  for (;;) {
    await read();
    const atEnd = await scroller.evaluate(async (element) => {
      if (element.scrollTop + element.clientHeight >= element.scrollHeight - 1) return true;
      element.scrollTop += Math.max(element.clientHeight - 96, 48);
      // The virtualizer renders what is now in view on the next frames.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return false;
    });
    if (atEnd) break;
  }
  await scroller.evaluate((element) => element.scrollTo({ top: 0 }));
}

export interface GroupShown {
  name: string;
  /** The topics of its posts, sorted. */
  topics: string[];
}

/** Each group as shown (its region's name and its posts' topics), and every post card's text by topic. */
export async function boardShown(
  board: Locator,
  titles: readonly string[] = GROUP_TITLES,
): Promise<{ groups: Record<string, GroupShown>; cards: Map<string, string> }> {
  const groups: Record<string, GroupShown> = {};
  const cards = new Map<string, string>();
  for (const title of titles) {
    const region = groupRegion(board, title);
    const topics = new Set<string>();
    const read = async () => {
      const shown = await region
        .getByRole('article')
        .evaluateAll((articles) =>
          articles.map((article) => ({ topic: article.querySelector('h3')?.textContent ?? '', text: article.textContent ?? '' })),
        );
      for (const { topic, text } of shown) {
        topics.add(topic);
        cards.set(topic, text);
      }
    };
    const scroller = region.locator('[data-slot="board-scroller"]');
    if ((await scroller.count()) > 0) await scrollThrough(scroller, read);
    else await read();
    groups[title] = { name: (await region.getAttribute('aria-label')) ?? '', topics: [...topics].sort() };
  }
  return { groups, cards };
}

export const groupsShown = async (board: Locator) => (await boardShown(board)).groups;

/** What the board should show for each group, in the same shape as groupsShown. */
export function groupsExpected(groups: Record<string, string[]>): Record<string, GroupShown> {
  return Object.fromEntries(Object.entries(groups).map(([title, topics]) => [title, { name: groupName(title, topics.length), topics }]));
}

/** The topics a group shows, read while scrolling its column. */
export async function topicsInGroup(board: Locator, title: string): Promise<string[]> {
  return (await boardShown(board, [title])).groups[title]?.topics ?? [];
}

/** Waits until a post is shown in a group (after an action moved it). */
export async function expectInGroup(board: Locator, topic: string, title: string): Promise<void> {
  await expect.poll(async () => (await topicsInGroup(board, title)).includes(topic), SETTLE).toBe(true);
}

/** Opens a post's actions menu and returns the names of what it offers. */
export async function openActions(board: Locator, topic: string): Promise<string[]> {
  await actionsButton(board, topic).click();
  const menu = board.getByRole('menu');
  await menu.waitFor(SETTLE);
  return (await menu.getByRole('menuitem').allTextContents()).map((text) => text.trim());
}

export async function chooseAction(board: Locator, topic: string, action: string): Promise<void> {
  await openActions(board, topic);
  await board.getByRole('menu').getByRole('menuitem', { name: action, exact: true }).click();
}

/** Approve and schedule, without a date: the dialog's Approve. */
export async function approveOnBoard(board: Locator, topic: string): Promise<void> {
  await chooseAction(board, topic, 'Approve and schedule');
  const dialog = board.getByRole('dialog', { name: 'Approve and schedule' });
  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
  await dialog.waitFor({ state: 'hidden', ...SETTLE });
}

/** Request changes with a reason (its label, e.g. "Unprofessional") and a comment. */
export async function requestChangesOnBoard(board: Locator, topic: string, reason: string, comment: string): Promise<void> {
  await chooseAction(board, topic, 'Request changes');
  const dialog = board.getByRole('dialog', { name: 'Request changes' });
  await dialog.getByLabel('Reason').selectOption({ label: reason });
  await dialog.getByLabel('Comment').fill(comment);
  await dialog.getByRole('button', { name: 'Send request', exact: true }).click();
  await dialog.waitFor({ state: 'hidden', ...SETTLE });
}

/** Collects the events of the given names that reach the document, with their detail, from now on. */
export async function listenForEvents(page: Page, names: readonly string[]): Promise<void> {
  await page.evaluate(
    (eventNames) => {
      const heard: Array<{ type: string; detail: unknown }> = ((globalThis as any).heardEvents = []);
      for (const name of eventNames)
        document.addEventListener(name, (event) => heard.push({ type: event.type, detail: (event as CustomEvent).detail }));
    },
    [...names],
  );
}

export const eventsHeard = (page: Page) => page.evaluate(() => (globalThis as any).heardEvents as Array<{ type: string; detail: any }>);

/** Switches the board to its list view and waits for the table. */
export async function showList(board: Locator): Promise<Locator> {
  await board.getByRole('button', { name: 'List', exact: true }).click();
  const table = board.getByRole('table', { name: 'Blog posts' });
  await table.waitFor(SETTLE);
  return table;
}

/** Every topic the list view shows, as text, read while scrolling its virtualized table from top to bottom. */
export async function topicsInList(board: Locator): Promise<string[]> {
  const scroller = board.locator('[data-slot="board-scroller"]');
  const seen = new Set<string>();
  await scrollThrough(scroller, async () => {
    for (const text of await scroller
      .getByRole('row')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.textContent ?? '')))
      seen.add(text);
  });
  return [...seen];
}
