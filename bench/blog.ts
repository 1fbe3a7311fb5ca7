import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedDatabase } from '../demo/server/store/seed-cli.ts';
import { BOARD_CLIENT } from '../demo/server/store/seed/board-jobs.ts';
import { launchChromium } from '../tests/support/browser.ts';
import { freePort } from '../tests/support/free-port.ts';
import { buildChunks } from './bench-build.ts';
import { readHostSettings, runsOption } from './bench-options.ts';
import { measureBoardTiming, type BoardTiming } from './blog-board-timing.ts';
import { wholeNumberOption } from './blog-options.ts';
import { writeBlogReport } from './blog-report.ts';
import { measureScroll, type ScrollTiming } from './blog-scroll.ts';
import { printBlogTable } from './blog-table.ts';
import { servedTargets } from './blog-targets.ts';
import { BENCH_USER, signInOnce } from './elements-sign-in.ts';
import { startServiceProcess } from './service-process.ts';

// `npm run bench:blog -- [--runs 5] [--clients 5000] [--board-jobs 2000]`: the blog board of a client with
// thousands of jobs, on the scale seed. Reports numbers, judges none.
const RESULTS_FILE = fileURLToPath(new URL('./results/blog.json', import.meta.url));
const DEFAULT_RUNS = 5;
/** As `npm run bench`'s service bench: the scale seed's extra clients. */
const DEFAULT_CLIENTS = 5000;
const DEFAULT_BOARD_JOBS = 2000;
/** The board must show nearly all of them (Canceled jobs are in no group), or the figures are of another board. */
const SHOWN_SHARE = 0.95;

const jobsIn = (board: BoardTiming) => board.groups.reduce((sum, name) => sum + Number(name.match(/([\d,]+) posts?$/)?.[1]?.replace(/,/g, '') ?? 0), 0);

async function main(): Promise<void> {
  const runs = runsOption(DEFAULT_RUNS);
  const clients = wholeNumberOption('clients', DEFAULT_CLIENTS);
  const boardJobs = wholeNumberOption('board-jobs', DEFAULT_BOARD_JOBS, 1);
  const loadAverageAtStart = loadavg().map((load) => Math.round(load * 10) / 10);
  console.log('Building the bundle (vite build)...');
  await buildChunks();
  const dataDir = mkdtempSync(join(tmpdir(), 'fp-bench-blog-'));
  try {
    const port = await freePort();
    console.log(`Seeding the demo, ${clients} extra clients and a board of ${boardJobs} blog jobs for ${BOARD_CLIENT}...`);
    const seed = await seedDatabase({ dataDir, databaseUrl: undefined, publicUrl: `http://127.0.0.1:${port}`, extraClients: clients, boardJobs, reset: false });
    console.log(`Seeded in ${(seed.milliseconds / 1000).toFixed(1)} s: ${Object.entries(seed.counts).map(([table, count]) => `${count} ${table}`).join(', ')}.`);
    const service = await startServiceProcess({ dataDir, port });
    const browser = await launchChromium();
    try {
      console.log(`Service up at ${service.url}; signing in as ${BENCH_USER.email}...`);
      const storageState = await signInOnce(browser, service.url, await readHostSettings(service.url));
      const { targets, skipped } = await servedTargets(service.url);
      const options = { serviceUrl: service.url, storageState, runs };
      const boards: BoardTiming[] = [];
      const scrolls: ScrollTiming[] = [];
      for (const target of targets) {
        console.log(`${target.name}: board shown, then a post opened, CPU slowed 4x, ${runs} runs...`);
        const board = await measureBoardTiming(browser, { ...options, target });
        if (jobsIn(board) < boardJobs * SHOWN_SHARE) {
          throw new Error(`${target.name} showed ${jobsIn(board)} jobs (${board.groups.join('; ')}), not the ${boardJobs} seeded: is ${BOARD_CLIENT} selected, and its current period?`);
        }
        boards.push(board);
        console.log(`${target.name}: the list scrolled top to bottom, CPU slowed 4x, ${runs} runs...`);
        scrolls.push(await measureScroll(browser, { ...options, target }));
      }
      printBlogTable({ boards, scrolls, skipped });
      writeBlogReport(RESULTS_FILE, browser, {
        loadAverageAtStart,
        seed: { extraClients: clients, boardJobs, boardClient: BOARD_CLIENT, milliseconds: seed.milliseconds, counts: seed.counts },
        boards,
        scrolls,
        notMeasured: skipped,
      });
    } finally {
      await browser.close();
      await service.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`bench:blog: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
