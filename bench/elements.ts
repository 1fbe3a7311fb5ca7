import { fileURLToPath } from 'node:url';
import { runBench, withSignedInBrowser } from './bench-run.ts';
import { writeBrowserReport } from './bench-report.ts';
import { runsOption } from './bench-options.ts';
import { measureBellTiming } from './elements-bell-timing.ts';
import { buildBundle } from './elements-build.ts';
import { measureElementJs, type ElementJs } from './elements-first-paint-js.ts';
import { BENCH_ELEMENTS } from './elements-host-page.ts';
import { printElementsTable } from './elements-table.ts';

// `npm run bench:elements -- [--runs 7]`: what a host page pays for the elements. Reports numbers, judges none
// (the budgets are checked by `npm run size` in npm test).
const RESULTS_FILE = fileURLToPath(new URL('./results/elements.json', import.meta.url));
const DEFAULT_RUNS = 7;

async function main(): Promise<void> {
  const runs = runsOption(DEFAULT_RUNS);
  console.log('Building the bundle (vite build)...');
  const loader = await buildBundle();
  await withSignedInBrowser('elements', async ({ serviceUrl, browser, settings, storageState }) => {
    const elements: ElementJs[] = [];
    for (const tag of BENCH_ELEMENTS) {
      console.log(`<${tag}>: JavaScript up to first paint, brotli then gzip...`);
      elements.push(await measureElementJs(browser, { serviceUrl: serviceUrl, settings, storageState, tag }));
    }
    console.log(`<fp-notifications>: navigation to count, CPU slowed 4x, ${runs} runs...`);
    const bell = await measureBellTiming(browser, { serviceUrl: serviceUrl, settings, storageState, runs });
    printElementsTable({ loader, elements, bell });
    writeBrowserReport(
      RESULTS_FILE,
      browser,
      elements.flatMap((element) => element.brotli.scripts),
      { loader, elements, bell },
    );
  });
}

runBench('bench:elements', main);
