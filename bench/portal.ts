import { fileURLToPath } from 'node:url';
import { runBench, withSignedInBrowser } from './bench-run.ts';
import { writeBrowserReport } from './bench-report.ts';
import { runsOption } from './bench-options.ts';
import { measureAreaChunks } from './portal-area-chunks.ts';
import { buildPageChunks } from './portal-build.ts';
import { measureHomeJs } from './portal-home-js.ts';
import { measureReturnTiming } from './portal-return-timing.ts';
import { printPortalTable } from './portal-table.ts';

// `npm run bench:portal -- [--runs 7]`: what <fp-portal> at its own URL (the demo's root page) costs a
// returning user. Reports numbers, judges none.
const RESULTS_FILE = fileURLToPath(new URL('./results/portal.json', import.meta.url));
const DEFAULT_RUNS = 7;

async function main(): Promise<void> {
  const runs = runsOption(DEFAULT_RUNS);
  console.log('Building the bundle (vite build)...');
  const pageChunks = await buildPageChunks();
  await withSignedInBrowser('portal', async ({ serviceUrl, browser, storageState }) => {
    const options = { serviceUrl, storageState };
    console.log('<fp-portal>: JavaScript up to Home interactive...');
    const homeJs = await measureHomeJs(browser, options);
    console.log('<fp-portal>: which page chunk each route loads...');
    const areaChunks = await measureAreaChunks(browser, {
      ...options,
      pageChunks,
      loadedByHome: homeJs.scripts.filter((script) => script.beforeHomeShown).map((script) => script.path),
    });
    console.log(`<fp-portal>: Home, Reporting, back to Home, CPU slowed 4x, ${runs} runs...`);
    const returnTiming = await measureReturnTiming(browser, { ...options, runs });
    printPortalTable({ homeJs, areaChunks, returnTiming });
    writeBrowserReport(RESULTS_FILE, browser, homeJs.scripts, {
      page: '/ (demo/pages/index.html: <fp-portal routing="path">)',
      homeJs,
      areaChunks,
      returnTiming,
    });
  });
}

runBench('bench:portal', main);
