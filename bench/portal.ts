import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeBrowserReport } from './bench-report.ts';
import { freePort } from '../tests/support/free-port.ts';
import { readHostSettings, runsOption } from './bench-options.ts';
import { launchChromium } from '../tests/support/browser.ts';
import { BENCH_USER, signInOnce } from './elements-sign-in.ts';
import { measureAreaChunks } from './portal-area-chunks.ts';
import { buildPageChunks } from './portal-build.ts';
import { measureHomeJs } from './portal-home-js.ts';
import { measureReturnTiming } from './portal-return-timing.ts';
import { printPortalTable } from './portal-table.ts';
import { startServiceProcess } from './service-process.ts';

// `npm run bench:portal -- [--runs 7]`: what <fp-portal> at its own URL (the demo's root page) costs a
// returning user. Reports numbers, judges none.
const RESULTS_FILE = fileURLToPath(new URL('./results/portal.json', import.meta.url));
const DEFAULT_RUNS = 7;



async function main(): Promise<void> {
  const runs = runsOption(DEFAULT_RUNS);
  console.log('Building the bundle (vite build)...');
  const pageChunks = await buildPageChunks();
  const dataDir = mkdtempSync(join(tmpdir(), 'fp-bench-portal-'));
  try {
    const service = await startServiceProcess({ dataDir, port: await freePort() });
    const browser = await launchChromium();
    try {
      console.log(`Service up at ${service.url}; signing in as ${BENCH_USER.email}...`);
      const storageState = await signInOnce(browser, service.url, await readHostSettings(service.url));
      const options = { serviceUrl: service.url, storageState };
      console.log('<fp-portal>: JavaScript up to Home interactive...');
      const homeJs = await measureHomeJs(browser, options);
      console.log('<fp-portal>: which page chunk each route loads...');
      const areaChunks = await measureAreaChunks(browser, { ...options, pageChunks, loadedByHome: homeJs.scripts.filter((script) => script.beforeHomeShown).map((script) => script.path) });
      console.log(`<fp-portal>: Home, Reporting, back to Home, CPU slowed 4x, ${runs} runs...`);
      const returnTiming = await measureReturnTiming(browser, { ...options, runs });
      printPortalTable({ homeJs, areaChunks, returnTiming });
      writeBrowserReport(RESULTS_FILE, browser, homeJs.scripts, { page: '/ (demo/pages/index.html: <fp-portal routing="path">)', homeJs, areaChunks, returnTiming });
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
    console.error(`bench:portal: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
