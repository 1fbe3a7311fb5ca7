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
import { printBlogTable } from './blog-table.ts';
import { servedTargets } from './blog-targets.ts';

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
  let seed: Awaited<ReturnType<typeof seedDatabase>> | undefined;
  const seedBoard = async (dataDir: string, port: number) => {
    console.log(`Seeding the demo, ${clients} extra clients and a board of ${boardJobs} blog jobs for ${BOARD_CLIENT}...`);
    seed = await seedDatabase({ dataDir, databaseUrl: undefined, publicUrl: `http://127.0.0.1:${port}`, extraClients: clients, boardJobs, reset: false });
    console.log(`Seeded in ${(seed.milliseconds / 1000).toFixed(1)} s: ${Object.entries(seed.counts).map(([table, count]) => `${count} ${table}`).join(', ')}.`);
  };
  await withSignedInBrowser('blog', async ({ serviceUrl, browser, storageState }) => {
    const { targets, skipped } = await servedTargets(serviceUrl);
    const options = { serviceUrl, storageState, runs };
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
      seed: { extraClients: clients, boardJobs, boardClient: BOARD_CLIENT, milliseconds: seed!.milliseconds, counts: seed!.counts },
      boards,
      scrolls,
      notMeasured: skipped,
    });
  }, seedBoard);
}

runBench('bench:blog', main);
