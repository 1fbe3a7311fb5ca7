import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  SetBlogDeliverableReadyForPublicationDocument,
  UnscheduleBlogDeliverablePublishDocument,
} from '../src/core/api/generated/operations.ts';
import { blogPost, currentPeriodId, mutate, PEOPLE, periodBlogJobs } from '../tests/e2e/support/blog-expected.ts';
import { connectToService } from '../tests/e2e/support/e2e-service.ts';
import { buildChunks } from './bench-build.ts';
import { runsOption } from './bench-options.ts';
import { runBench, withSignedInBrowser } from './bench-run.ts';
import { lastShown, LIVE_ELEMENTS, openLivePage, shownAfter } from './live-page.ts';
import { openStreams } from './live-streams.ts';

// `npm run bench:live -- [--runs 20]`: the live-update latency, from a change made through the API (just before
// the request is sent) to the change on screen, on a page with <fp-client-switcher>, <fp-notifications> and
// <fp-blog-board> signed in as the firm's owner, while 199 more streams are open on the service (200 in all).
// Each run is two changes by another person of the firm: a post approved, then put back in review. Fails when the
// 95th percentile of "both elements show it" is over a second (docs/live-updates.md).
const RESULTS_FILE = fileURLToPath(new URL('./results/live.json', import.meta.url));
const DEFAULT_RUNS = 20;
const BACKGROUND_STREAMS = 199;
const TARGET_P95_MS = 1_000;
const SHOWN_TIMEOUT_MS = 15_000;
// Every stream comes from this machine's one address, 40 for each of five people: past the service's defaults of
// 20 per person and 50 per address (docs/live-updates.md), so the bench's service allows them all. Not for production.
const STREAM_CAPS = { LIVE_STREAMS_PER_PERSON: String(BACKGROUND_STREAMS + 1), LIVE_STREAMS_PER_ADDRESS: String(BACKGROUND_STREAMS + 1) };

interface Figures {
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  samples: number;
}

function figures(samples: number[]): Figures {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (share: number) => Math.round(sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)]!);
  return { p50Ms: at(0.5), p95Ms: at(0.95), maxMs: Math.round(sorted.at(-1)!), samples: sorted.length };
}

const now = () => performance.timeOrigin + performance.now();

async function main(): Promise<void> {
  const runs = runsOption(DEFAULT_RUNS);
  const loadAverageAtStart = loadavg().map((load) => Math.round(load * 10) / 10);
  console.log('Building the bundle (vite build)...');
  await buildChunks();
  await withSignedInBrowser(
    'live',
    async ({ serviceUrl, dataDir, browser, settings, storageState }) => {
      const service = connectToService({ url: serviceUrl, dataDir });
      const jobs = await periodBlogJobs(service, PEOPLE.owner.id, await currentPeriodId(service, PEOPLE.owner.id));
      const job = jobs.find((candidate) => candidate.status === 'ReadyForExternalReview');
      if (!job) throw new Error('The demo seed has no blog post waiting for the main client’s review.');

      console.log(`Opening ${BACKGROUND_STREAMS} background streams...`);
      const streams = await openStreams(serviceUrl, dataDir, BACKGROUND_STREAMS);
      const context = await browser.newContext({ storageState });
      try {
        const pageStream = new Promise<void>((resolve) =>
          context.on('response', (response) => response.url().includes('/v1/events') && response.status() === 200 && resolve()),
        );
        const page = await openLivePage(context, serviceUrl, settings);
        await Promise.all([lastShown(page, 'bell', 60_000), lastShown(page, 'board', 60_000), pageStream]);
        console.log(`The page (${LIVE_ELEMENTS.join(', ')}) is shown and streaming; ${runs} runs of two changes to "${job.topic}"...`);

        const bell: number[] = [];
        const board: number[] = [];
        const both: number[] = [];
        const delivered: number[] = [];
        // The approval names the version read; the text does not change between runs, so it is read once.
        const { contentHash } = await blogPost(service, PEOPLE.user.id, job.id);
        const changes = [
          {
            name: 'approved',
            document: SetBlogDeliverableReadyForPublicationDocument,
            input: { blogJobId: job.id, expectedContentHash: contentHash },
          },
          { name: 'back in review', document: UnscheduleBlogDeliverablePublishDocument, input: { blogJobId: job.id } },
        ];
        for (let run = 0; run < runs; run += 1) {
          for (const change of changes) {
            const bellBefore = (await lastShown(page, 'bell', SHOWN_TIMEOUT_MS)).value;
            const boardBefore = (await lastShown(page, 'board', SHOWN_TIMEOUT_MS)).value;
            const start = now();
            await mutate(service, PEOPLE.user.id, change.document, change.input);
            const [bellShown, boardShown] = await Promise.all([
              shownAfter(page, 'bell', start, (value) => value !== bellBefore, SHOWN_TIMEOUT_MS),
              shownAfter(page, 'board', start, (value) => value !== boardBefore, SHOWN_TIMEOUT_MS),
            ]);
            bell.push(bellShown.at - start);
            board.push(boardShown.at - start);
            both.push(Math.max(bellShown.at, boardShown.at) - start);
            delivered.push(
              ...streams
                .lastChangeAt()
                .filter((at) => at >= start)
                .map((at) => at - start),
            );
          }
          process.stdout.write('.');
        }
        console.log('');
        if (streams.open() !== BACKGROUND_STREAMS)
          throw new Error(`Only ${streams.open()} of ${BACKGROUND_STREAMS} background streams were still open at the end.`);

        const results = { bell: figures(bell), board: figures(board), both: figures(both), backgroundDelivery: figures(delivered) };
        console.log(
          `\n| change on the service to ... (${runs * changes.length} changes, 200 open streams) | p50 | p95 | max |\n|---|---|---|---|`,
        );
        console.log(`| the bell's count changed | ${results.bell.p50Ms} ms | ${results.bell.p95Ms} ms | ${results.bell.maxMs} ms |`);
        console.log(`| the board's groups changed | ${results.board.p50Ms} ms | ${results.board.p95Ms} ms | ${results.board.maxMs} ms |`);
        console.log(`| both shown | ${results.both.p50Ms} ms | ${results.both.p95Ms} ms | ${results.both.maxMs} ms |`);
        console.log(
          `| the event read by a background stream (${results.backgroundDelivery.samples} deliveries) | ${results.backgroundDelivery.p50Ms} ms | ${results.backgroundDelivery.p95Ms} ms | ${results.backgroundDelivery.maxMs} ms |`,
        );
        mkdirSync(dirname(RESULTS_FILE), { recursive: true });
        const report = {
          measuredOn: new Date().toISOString(),
          machine: {
            cpus: cpus().length,
            cpuModel: cpus()[0]?.model ?? 'unknown',
            node: process.version,
            chromium: browser.version(),
            loadAverageAtStart,
          },
          page: { elements: LIVE_ELEMENTS, signedInAs: PEOPLE.owner.email, cpuThrottling: 'none' },
          openStreams: BACKGROUND_STREAMS + 1,
          changes: runs * changes.length,
          targetP95Ms: TARGET_P95_MS,
          ...results,
        };
        writeFileSync(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);
        if (results.both.p95Ms > TARGET_P95_MS)
          throw new Error(`The live-update latency's 95th percentile is ${results.both.p95Ms} ms, over the ${TARGET_P95_MS} ms target.`);
      } finally {
        await context.close();
        await streams.close();
      }
    },
    undefined,
    undefined,
    STREAM_CAPS,
  );
}

runBench('bench:live', main);
