import type { Browser } from 'playwright-core';
import { describePageProblems } from './elements-page-problems.ts';
import { CPU_THROTTLING_RATE, spread, type Spread } from './elements-bell-timing.ts';
import type { StorageState } from './elements-sign-in.ts';
import { openBlogPage, waitForBlogMark } from './blog-marks.ts';
import type { BoardTarget } from './blog-targets.ts';
import { waitForNetworkQuiet } from '../tests/support/network-quiet.ts';

const SHOWN_TIMEOUT_MS = 180_000;
const SETTLE_TIMEOUT_MS = 60_000;
/** Steps from top to bottom: each jumps far past the rows shown, so every step renders new rows. */
export const SCROLL_STEPS = 40;
/** A task longer than this is a long task (the Long Tasks API's threshold). */
export const LONG_TASK_MS = 50;
// Long task entries are delivered after the task ends: wait this long after the last step before reading them.
export const REPORT_DELAY_MS = 500;

export interface ScrollRun {
  longestTaskMs: number;
  longTasks: number;
  /** The most row elements in the DOM at once, over every step (virtualized: a screenful, not 2,000). */
  mostRowsInDom: number;
  scrolledPx: number;
  durationMs: number;
}

export interface ScrollTiming {
  target: string;
  runs: number;
  cpuThrottlingRate: number;
  steps: number;
  longestTask: Spread & { samplesMs: number[] };
  longTasks: { median: number; min: number; max: number; samples: number[] };
  mostRowsInDom: number;
  /** The jobs the list holds (its aria-rowcount less the header row, or the board's group counts added up). */
  jobsInList: number | null;
  perRun: ScrollRun[];
}

/**
 * In the page: scrolls the list's scroller from top to bottom in `steps` scrollTop jumps, two animation frames
 * each (the scroll event, then the frame that paints the new rows), while a PerformanceObserver records every
 * long task. A row counts when it holds `rowContent` (a job's topic link; the header row holds none). Self-contained:
 * Playwright serialises it.
 */
export async function scrollAndRecord(
  scroller: Element,
  { steps, reportDelayMs, rowContent }: { steps: number; reportDelayMs: number; rowContent: string },
) {
  const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  const root = scroller.getRootNode() as ShadowRoot | Document;
  const rowsInDom = () => [...root.querySelectorAll('[role="table"] [role="row"]')].filter((row) => row.querySelector(rowContent)).length;
  const tasks: number[] = [];
  const observer = new PerformanceObserver((list) => list.getEntries().forEach((entry) => tasks.push(entry.duration)));
  observer.observe({ type: 'longtask' });
  const began = performance.now();
  let mostRows = rowsInDom();
  for (let step = 1; step <= steps; step++) {
    // Measured rows can change the height: aim each step at the list's height as it is now.
    scroller.scrollTop = ((scroller.scrollHeight - scroller.clientHeight) * step) / steps;
    await frame();
    await frame();
    mostRows = Math.max(mostRows, rowsInDom());
  }
  const durationMs = performance.now() - began;
  await new Promise((resolve) => setTimeout(resolve, reportDelayMs));
  tasks.push(...observer.takeRecords().map((entry) => entry.duration));
  observer.disconnect();
  const table = root.querySelector('[role="table"]');
  return {
    tasks,
    mostRows,
    scrolledPx: scroller.scrollTop,
    atBottom: scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 2,
    // aria-rowcount counts the header row too.
    jobs: Number(table?.getAttribute('aria-rowcount')) - 1 || null,
    durationMs,
  };
}

/**
 * Each run in a fresh context, CPU slowed as for the bell: the board is loaded, switched to the list view (the
 * "List" button) and, once the network is quiet, its scroller is scrolled from top to bottom while long tasks
 * are recorded.
 */
export async function measureScroll(
  browser: Browser,
  options: { serviceUrl: string; storageState: StorageState; runs: number; target: BoardTarget },
): Promise<ScrollTiming> {
  const perRun: ScrollRun[] = [];
  let jobsInList: number | null = null;
  for (let run = 1; run <= options.runs; run++) {
    const context = await browser.newContext({ storageState: options.storageState });
    try {
      const page = await openBlogPage(context, { cpuThrottlingRate: CPU_THROTTLING_RATE }, options.target.listLabel);
      await page.goto(`${options.serviceUrl}${options.target.path}`);
      const { board } = await waitForBlogMark(page, 'board', SHOWN_TIMEOUT_MS);
      await page.getByRole('button', { name: 'List', exact: true }).click();
      const table = page.getByRole('table', { name: options.target.listLabel });
      await table.getByRole('row').nth(1).waitFor({ timeout: SHOWN_TIMEOUT_MS });
      await waitForNetworkQuiet(page, SETTLE_TIMEOUT_MS);
      const scroller = page
        .locator('[data-slot="board-scroller"]')
        .filter({ has: page.getByRole('row') })
        .first();
      const result = await scroller
        .evaluate(scrollAndRecord, { steps: SCROLL_STEPS, reportDelayMs: REPORT_DELAY_MS, rowContent: 'a[href]' })
        .catch((error: unknown) => {
          throw new Error(
            `Could not scroll the list: ${error instanceof Error ? error.message : String(error)}\n${describePageProblems(page)}`,
            { cause: error },
          );
        });
      if (!result.atBottom || result.scrolledPx === 0)
        throw new Error(`The list's scroller did not scroll to its end (scrollTop ${result.scrolledPx}): is it the element that scrolls?`);
      jobsInList =
        result.jobs ?? board.groups.reduce((sum, name) => sum + Number(name.match(/([\d,]+) (?:posts?|jobs?)$/)![1]!.replace(/,/g, '')), 0);
      const longest = Math.max(0, ...result.tasks);
      perRun.push({
        longestTaskMs: Math.round(longest),
        longTasks: result.tasks.filter((ms) => ms > LONG_TASK_MS).length,
        mostRowsInDom: result.mostRows,
        scrolledPx: Math.round(result.scrolledPx),
        durationMs: Math.round(result.durationMs),
      });
      const last = perRun.at(-1)!;
      console.log(
        `  run ${run}/${options.runs}: longest task ${last.longestTaskMs} ms, ${last.longTasks} over ${LONG_TASK_MS} ms, at most ${last.mostRowsInDom} rows in the DOM, ${last.scrolledPx} px in ${last.durationMs} ms`,
      );
    } finally {
      await context.close();
    }
  }
  return {
    target: options.target.name,
    runs: options.runs,
    cpuThrottlingRate: CPU_THROTTLING_RATE,
    steps: SCROLL_STEPS,
    longestTask: { ...spread(perRun.map((run) => run.longestTaskMs)), samplesMs: perRun.map((run) => run.longestTaskMs) },
    longTasks: countSpread(perRun.map((run) => run.longTasks)),
    mostRowsInDom: Math.max(...perRun.map((run) => run.mostRowsInDom)),
    jobsInList,
    perRun,
  };
}

export function countSpread(samples: number[]) {
  const { medianMs, minMs, maxMs } = spread(samples);
  return { median: medianMs, min: minMs, max: maxMs, samples };
}
