import type { Browser, Page } from 'playwright-core';
import { blogTitle } from '../demo/server/domain/content.ts';
import { CPU_THROTTLING_RATE, spread, type Spread } from './elements-bell-timing.ts';
import type { StorageState } from './elements-sign-in.ts';
import { expectPost, openBlogPage, waitForBlogMark } from './blog-marks.ts';
import type { BoardTarget } from './blog-targets.ts';
import { waitForNetworkQuiet } from '../tests/support/network-quiet.ts';

const SHOWN_TIMEOUT_MS = 180_000;
const SETTLE_TIMEOUT_MS = 60_000;
/** The group whose posts are written and waiting: opening one shows a whole post. */
const OPENED_GROUP = /^Waiting for your review, [\d,]+ (posts?|jobs?)$/;

type Samples = Spread & { samplesMs: number[] };

export interface BoardTiming {
  target: string;
  runs: number;
  cpuThrottlingRate: number;
  /** Navigation start to the frame after the element first paints its base region (before any data). */
  firstPaint: Samples;
  /** Navigation start to the frame after the board's jobs commit. */
  boardShown: Samples;
  /** Navigation start to that commit, for comparison. */
  boardCommitted: Samples;
  /** What the board showed: the group names (with their counts), the job cards or list rows in the DOM. */
  groups: string[];
  cardsInDom: number;
  rowsInDom: number;
  /** The click on a post's topic link to the frame after its page (h1 and content) commits. */
  openPost: Samples;
  openedTopic: string;
}

const samples = (values: number[]): Samples => ({ ...spread(values), samplesMs: values.map((ms) => Math.round(ms)) });

/** The first item of "Waiting for your review": its topic link and the h1 texts its page may show. */
async function firstWaitingPost(page: Page, target: BoardTarget) {
  const link = page.getByRole('region', { name: OPENED_GROUP }).getByRole('article').first().getByRole('link').first();
  const topic = (await link.innerText()).trim();
  return { link, topic, headings: target.itemReady === 'blogContent' ? [blogTitle(topic), topic] : target.headingsOf(topic) };
}

/**
 * Each run in a fresh context (empty HTTP cache, the persisted sign-in, the client with the large board
 * selected), the page's CPU slowed as for the bell: the target page is loaded and the board timed until its
 * jobs are shown; once the network is quiet, the first post waiting for review is opened by a click on its
 * topic link and timed until its page shows the post's h1 and its rendered content.
 */
export async function measureBoardTiming(
  browser: Browser,
  options: { serviceUrl: string; storageState: StorageState; runs: number; target: BoardTarget },
): Promise<BoardTiming> {
  const painted: number[] = [];
  const shown: number[] = [];
  const committed: number[] = [];
  const opened: number[] = [];
  let board: { groups: string[]; cards: number; rows: number } = { groups: [], cards: 0, rows: 0 };
  let openedTopic = '';
  for (let run = 1; run <= options.runs; run++) {
    const context = await browser.newContext({ storageState: options.storageState });
    try {
      const page = await openBlogPage(context, { cpuThrottlingRate: CPU_THROTTLING_RATE }, options.target.listLabel);
      await page.goto(`${options.serviceUrl}${options.target.path}`);
      const marks = await waitForBlogMark(page, 'board', SHOWN_TIMEOUT_MS);
      shown.push(marks.board.frameMs);
      committed.push(marks.board.commitMs);
      if (marks.firstPaint) painted.push(marks.firstPaint.frameMs);
      board = marks.board;
      await waitForNetworkQuiet(page, SETTLE_TIMEOUT_MS);

      const post = await firstWaitingPost(page, options.target);
      openedTopic = post.topic;
      await expectPost(page, post.headings, options.target.itemReady);
      await post.link.click();
      const { post: postMark, lastClickMs } = await waitForBlogMark(page, 'post', SHOWN_TIMEOUT_MS);
      if (lastClickMs === undefined) throw new Error(`The click on "${post.topic}" never reached the page.`);
      opened.push(postMark.frameMs - lastClickMs);
      console.log(
        `  run ${run}/${options.runs}: board shown at ${Math.round(marks.board.frameMs)} ms (${board.groups.join('; ') || `${board.rows} rows`}); "${post.topic}" open ${Math.round(opened.at(-1)!)} ms after the click`,
      );
    } finally {
      await context.close();
    }
  }
  return {
    target: options.target.name,
    runs: options.runs,
    cpuThrottlingRate: CPU_THROTTLING_RATE,
    firstPaint: samples(painted),
    boardShown: samples(shown),
    boardCommitted: samples(committed),
    groups: board.groups,
    cardsInDom: board.cards,
    rowsInDom: board.rows,
    openPost: samples(opened),
    openedTopic,
  };
}
