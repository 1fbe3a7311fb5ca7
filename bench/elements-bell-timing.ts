import type { Browser } from 'playwright-core';
import { hostPageUrl, openHostPage, waitForMark, type HostSettings } from './elements-host-page.ts';
import type { StorageState } from './elements-sign-in.ts';

export const CPU_THROTTLING_RATE = 4;
const COUNT_TIMEOUT_MS = 120_000;

export interface Spread {
  medianMs: number;
  minMs: number;
  maxMs: number;
}

export interface BellTiming {
  runs: number;
  cpuThrottlingRate: number;
  /** Navigation start to the first frame showing the count badge. */
  countShown: Spread & { samplesMs: number[] };
  /** Navigation start to the bell's first paint (the button, before its count), for comparison. */
  firstPaint: Spread & { samplesMs: number[] };
  count: string;
}

export function spread(samples: number[]): Spread {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { medianMs: Math.round(median), minMs: Math.round(sorted[0]!), maxMs: Math.round(sorted.at(-1)!) };
}

/**
 * Loads the bell's page `runs` times, each in a fresh context (empty HTTP cache, the persisted sign-in, so a
 * returning user's first visit of the day), with the page's CPU slowed `CPU_THROTTLING_RATE` times, and
 * records when the count badge first shows. The bell needs the data code, a token and a GraphQL answer.
 */
export async function measureBellTiming(
  browser: Browser,
  options: { serviceUrl: string; settings: HostSettings; storageState: StorageState; runs: number },
): Promise<BellTiming> {
  const countSamples: number[] = [];
  const paintSamples: number[] = [];
  let count = '';
  for (let run = 1; run <= options.runs; run++) {
    const context = await browser.newContext({ storageState: options.storageState });
    try {
      const page = await openHostPage(context, { ...options, tag: 'fp-notifications', cpuThrottlingRate: CPU_THROTTLING_RATE });
      await page.goto(hostPageUrl(options.serviceUrl, 'fp-notifications'));
      const marks = await waitForMark(page, 'countShownMs', COUNT_TIMEOUT_MS);
      countSamples.push(marks.countShownMs!);
      paintSamples.push(marks.firstPaintMs!);
      count = marks.count ?? '';
      console.log(
        `  run ${run}/${options.runs}: count ${count} shown at ${Math.round(marks.countShownMs!)} ms (bell painted at ${Math.round(marks.firstPaintMs!)} ms)`,
      );
    } finally {
      await context.close();
    }
  }
  const round = (samples: number[]) => samples.map((ms) => Math.round(ms));
  return {
    runs: options.runs,
    cpuThrottlingRate: CPU_THROTTLING_RATE,
    countShown: { ...spread(countSamples), samplesMs: round(countSamples) },
    firstPaint: { ...spread(paintSamples), samplesMs: round(paintSamples) },
    count,
  };
}
