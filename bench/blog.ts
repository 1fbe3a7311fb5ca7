import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { runBench, withSignedInBrowser } from './bench-run.ts';
import { seedDatabase } from '../demo/server/store/seed-cli.ts';
import { BOARD_CLIENT } from '../demo/server/store/seed/board-jobs.ts';
import { buildChunks } from './bench-build.ts';
import { runsOption } from './bench-options.ts';
import { measureBoardTiming, type BoardTiming } from './blog-board-timing.ts';
import { wholeNumberOption } from './blog-options.ts';
import { writeBlogReport } from './blog-report.ts';
import { measureScroll, type ScrollTiming } from './blog-scroll.ts';
import { printBlogTable, printScaleTable } from './blog-table.ts';
import { servedTargets } from './blog-targets.ts';

// `npm run bench:blog -- [--runs 5] [--clients 5000] [--board-jobs 2000] [--small-board-jobs 20]`: the review
// boards (blog, social media) of a client with thousands of jobs on the scale seed, and the same boards with a
// handful, to see how the board's cost grows with its size. Reports numbers, judges none.
const RESULTS_FILE = fileURLToPath(new URL('./results/blog.json', import.meta.url));
const DEFAULT_RUNS = 5;
/** As `npm run bench`'s service bench: the scale seed's extra clients. */
const DEFAULT_CLIENTS = 5000;
const DEFAULT_BOARD_JOBS = 2000;
const DEFAULT_SMALL_BOARD_JOBS = 20;
/** The board must show nearly all of them (Canceled jobs are in no group), or the figures are of another board. */
const SHOWN_SHARE = 0.95;

const jobsIn = (board: BoardTiming) =>
  board.groups.reduce((sum, name) => sum + Number(name.match(/([\d,]+) (?:posts?|jobs?)$/)?.[1]?.replace(/,/g, '') ?? 0), 0);

interface Pass {
  boardJobs: number;
  seed: { milliseconds: number; counts: Record<string, number> };
  boards: BoardTiming[];
  scrolls: ScrollTiming[];
  skipped: Array<{ name: string; reason: string }>;
}

/** One service on a fresh folder seeded with boards of `boardJobs` jobs: each board shown, an item opened, the list scrolled. */
async function measurePass(runs: number, clients: number, boardJobs: number, scroll: boolean): Promise<Pass> {
  const pass: Pass = { boardJobs, seed: { milliseconds: 0, counts: {} }, boards: [], scrolls: [], skipped: [] };
  const seedBoard = async (dataDir: string, port: number) => {
    console.log(`Seeding the demo, ${clients} extra clients and boards of ${boardJobs} blog and social jobs for ${BOARD_CLIENT}...`);
    const seed = await seedDatabase({
      dataDir,
      databaseUrl: undefined,
      publicUrl: `http://127.0.0.1:${port}`,
      extraClients: clients,
      boardJobs,
      reset: false,
    });
    pass.seed = { milliseconds: seed.milliseconds, counts: seed.counts };
    console.log(
      `Seeded in ${(seed.milliseconds / 1000).toFixed(1)} s: ${Object.entries(seed.counts)
        .map(([table, count]) => `${count} ${table}`)
        .join(', ')}.`,
    );
  };
  await withSignedInBrowser(
    'blog',
    async ({ serviceUrl, browser, storageState }) => {
      const { targets, skipped } = await servedTargets(serviceUrl);
      pass.skipped = skipped;
      const options = { serviceUrl, storageState, runs };
      for (const target of targets) {
        console.log(`${target.name} (${boardJobs} jobs): board shown, then an item opened, CPU slowed 4x, ${runs} runs...`);
        const board = await measureBoardTiming(browser, { ...options, target });
        if (jobsIn(board) < boardJobs * SHOWN_SHARE) {
          throw new Error(
            `${target.name} showed ${jobsIn(board)} jobs (${board.groups.join('; ')}), not the ${boardJobs} seeded: is ${BOARD_CLIENT} selected, and its current period?`,
          );
        }
        pass.boards.push(board);
        if (!scroll) continue;
        console.log(`${target.name}: the list scrolled top to bottom, CPU slowed 4x, ${runs} runs...`);
        pass.scrolls.push(await measureScroll(browser, { ...options, target }));
      }
    },
    seedBoard,
  );
  return pass;
}

async function main(): Promise<void> {
  const runs = runsOption(DEFAULT_RUNS);
  const clients = wholeNumberOption('clients', DEFAULT_CLIENTS);
  const boardJobs = wholeNumberOption('board-jobs', DEFAULT_BOARD_JOBS, 1);
  const smallBoardJobs = wholeNumberOption('small-board-jobs', DEFAULT_SMALL_BOARD_JOBS, 1);
  const loadAverageAtStart = loadavg().map((load) => Math.round(load * 10) / 10);
  console.log('Building the bundle (vite build)...');
  await buildChunks();
  const small = await measurePass(runs, clients, smallBoardJobs, false);
  const large = await measurePass(runs, clients, boardJobs, true);
  printBlogTable({ boards: large.boards, scrolls: large.scrolls, skipped: large.skipped });
  printScaleTable(small.boards, large.boards);
  writeBlogReport(RESULTS_FILE, { loadAverageAtStart, boardClient: BOARD_CLIENT, extraClients: clients, small, large });
}

runBench('bench:blog', main);
