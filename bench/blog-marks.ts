import type { BrowserContext, Page } from 'playwright-core';
import { describePageProblems } from './elements-page-problems.ts';
import { openMeasuredPage } from './measured-page.ts';

/** ms since navigation start (the page's `performance.now()`). */
export interface ShownMark {
  /** When the content committed (the MutationObserver callback after React's commit). */
  commitMs: number;
  /** The animation frame that follows: the frame that paints it. */
  frameMs: number;
}

export interface BlogMarks {
  /** The element's first paint: its base region (or the portal's) first rendered with a box, before any data. */
  firstPaint?: ShownMark;
  /** The board with its jobs: job cards under named groups, or the list's rows. */
  board?: ShownMark & { groups: string[]; cards: number; rows: number };
  /** The post asked for by `expectPost`: its h1 and its rendered content. */
  post?: ShownMark & { heading: string };
  /** h1 texts that count as the post being open (its title, or its topic when it has none). */
  expectedHeadings?: string[];
  /** What else must show: the blog's content section, or a social post's text. */
  itemReady?: 'blogContent' | 'postText';
  /** An alert shown instead of what was waited for. */
  error?: string;
  /** `timeStamp` of the last click anywhere in the page (clicks inside a shadow root reach window, retargeted). */
  lastClickMs?: number;
}

const MARKS_KEY = '__fpBlogBench';
const BOARD_TAGS = ['fp-portal', 'fp-blog-board'];

/**
 * Runs in every document before its scripts: watches the shadow root of <fp-portal> or <fp-blog-board> from the
 * moment it is attached and notes when the board first shows its jobs (a job card in a group named "{title}, {n}
 * posts", or a row of the list "Blog posts") and, once `expectPost` names one, when that post's page shows its
 * heading and content. Found by the contract's accessible names and roles, not by classes.
 * Self-contained: Playwright serialises it into the page.
 */
function recordBlogMarks({ tags, marksKey, listLabel }: { tags: string[]; marksKey: string; listLabel: string }) {
  const marks: BlogMarks = {};
  (globalThis as unknown as Record<string, BlogMarks>)[marksKey] = marks;
  addEventListener('click', (event) => (marks.lastClickMs = event.timeStamp), { capture: true });
  const shown = (node: Element | null | undefined): node is Element => !!node && node.checkVisibility();
  const text = (node: Element | null | undefined) => node?.textContent?.trim() ?? '';
  const nameOf = (root: ShadowRoot, node: Element) =>
    node.getAttribute('aria-label') ??
    (node.getAttribute('aria-labelledby') ?? '')
      .split(/\s+/)
      .map((id) => text(root.getElementById(id)))
      .join(' ')
      .trim();
  // The frame time is written into the very object stored in the marks (not a copy), when that frame starts.
  const mark = <T extends object>(details: T): ShownMark & T => {
    const result = { ...details, commitMs: performance.now(), frameMs: Number.NaN };
    requestAnimationFrame(() => (result.frameMs = performance.now()));
    return result;
  };
  const checkBoard = (root: ShadowRoot) => {
    // The portal's page has no "Blog board" region (only the element does): the groups and the list are the board.
    const alert = [...root.querySelectorAll('[role="alert"]')].find(shown);
    if (alert) marks.error = text(alert);
    const groups = [...root.querySelectorAll('section, [role="region"]')].filter((region) =>
      /, [\d,]+ (posts?|jobs?)$/.test(nameOf(root, region)),
    );
    const cards = groups
      .flatMap((group) => [...group.querySelectorAll('article')])
      .filter((card) => card.querySelector('a[href]') && shown(card));
    const rows = [...root.querySelectorAll(`[role="table"][aria-label="${listLabel}"] [role="row"]`)].filter(
      (row) => row.querySelector('a[href]') && shown(row),
    );
    if (cards.length || rows.length)
      marks.board = mark({ groups: groups.map((group) => nameOf(root, group)), cards: cards.length, rows: rows.length });
  };
  const checkPost = (root: ShadowRoot, expected: string[]) => {
    const heading = [...root.querySelectorAll('h1')].find((h1) => shown(h1) && expected.includes(text(h1)));
    if (marks.itemReady === 'postText') {
      const postText = [...root.querySelectorAll('[data-slot="post-text"]')].find((node) => shown(node) && text(node));
      if (heading && postText) marks.post = mark({ heading: text(heading) });
      return;
    }
    const contentHeading = [...root.querySelectorAll('h2')].find((h2) => shown(h2) && text(h2) === 'Content');
    const section = contentHeading?.closest('section') ?? contentHeading?.parentElement;
    const alert = [...root.querySelectorAll('[role="alert"]')].find(shown);
    if (alert) marks.error = text(alert);
    if (!heading || !section || section.querySelector('[data-slot="spinner"]')) return;
    if (![...section.querySelectorAll('p, li')].some((node) => text(node) && shown(node))) return;
    marks.post = mark({ heading: text(heading) });
  };
  const check = (root: ShadowRoot) => {
    if (!marks.firstPaint && shown(root.querySelector('[part="base"]'))) marks.firstPaint = mark({});
    if (!marks.board) checkBoard(root);
    if (marks.expectedHeadings && !marks.post) checkPost(root, marks.expectedHeadings);
  };
  // A document-level observer cannot see inside a shadow root: observe the element's from its start.
  const attachShadow = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (this: Element, init: ShadowRootInit) {
    const root = attachShadow.call(this, init);
    if (tags.includes(this.localName)) {
      new MutationObserver(() => check(root)).observe(root, { childList: true, subtree: true, characterData: true, attributes: true });
    }
    return root;
  };
}

/** A page of the context that records the board's marks; `cpuThrottlingRate` slows its CPU from the start. */
export async function openBlogPage(
  context: BrowserContext,
  options: { cpuThrottlingRate?: number } = {},
  listLabel = 'Blog posts',
): Promise<Page> {
  return openMeasuredPage(context, options, recordBlogMarks, { tags: BOARD_TAGS, marksKey: MARKS_KEY, listLabel });
}

/** Waits until `what` has been shown (its frame painted); an alert or a timeout ends the wait with what the page reported. */
export async function waitForBlogMark<K extends 'board' | 'post'>(
  page: Page,
  what: K,
  timeoutMs: number,
): Promise<BlogMarks & Required<Pick<BlogMarks, K>>> {
  const markSoFar = ({ key, what }: { key: string; what: 'board' | 'post' }) => {
    const marks = (globalThis as unknown as Record<string, BlogMarks | undefined>)[key];
    const mark = marks?.[what];
    return marks && ((mark && !Number.isNaN(mark.frameMs)) || marks.error) ? marks : undefined;
  };
  let marks: BlogMarks;
  try {
    // Polled rarely: the marks carry the times, and the poll competes with the throttled page for CPU.
    const handle = await page.waitForFunction(markSoFar, { key: MARKS_KEY, what }, { timeout: timeoutMs, polling: 250 });
    marks = (await handle.jsonValue()) as BlogMarks;
  } catch (error) {
    const headings = await page
      .locator('h1')
      .allInnerTexts()
      .catch(() => []);
    throw new Error(
      `The ${what === 'board' ? 'board with its jobs' : 'post'} was not shown (h1 on the page: ${JSON.stringify(headings)}): ${error instanceof Error ? error.message : String(error)}\n${describePageProblems(page)}`,
      { cause: error },
    );
  }
  if (!marks[what]) throw new Error(`The page shows an alert instead of the ${what}: ${marks.error}`);
  return marks as BlogMarks & Required<Pick<BlogMarks, K>>;
}

/** Names the post about to be opened: from now on, a shown h1 with one of these texts and its content count. */
export async function expectPost(page: Page, headings: string[], itemReady: 'blogContent' | 'postText' = 'blogContent'): Promise<void> {
  await page.evaluate(
    ({ key, headings, itemReady }) => {
      const marks = (globalThis as unknown as Record<string, BlogMarks>)[key]!;
      marks.expectedHeadings = headings;
      marks.itemReady = itemReady;
      delete marks.post;
      delete marks.error;
    },
    { key: MARKS_KEY, headings, itemReady },
  );
}
