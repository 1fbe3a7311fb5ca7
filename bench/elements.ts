import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeBrowserReport } from './bench-report.ts';
import { freePort } from '../tests/support/free-port.ts';
import { readHostSettings, runsOption } from './bench-options.ts';
import { launchChromium } from '../tests/support/browser.ts';
import { measureBellTiming } from './elements-bell-timing.ts';
import { buildBundle } from './elements-build.ts';
import { measureFirstPaintJs, type FirstPaintJs } from './elements-first-paint-js.ts';
import { BENCH_ELEMENTS } from './elements-host-page.ts';
import { printElementsTable } from './elements-table.ts';
import { BENCH_USER, signInOnce } from './elements-sign-in.ts';
import { startServiceProcess } from './service-process.ts';

// `npm run bench:elements -- [--runs 7]`: what a host page pays for the elements. Reports numbers, judges none
// (the budgets are checked by `npm run size` in npm test).
const RESULTS_FILE = fileURLToPath(new URL('./results/elements.json', import.meta.url));
const DEFAULT_RUNS = 7;



async function main(): Promise<void> {
  const runs = runsOption(DEFAULT_RUNS);
  console.log('Building the bundle (vite build)...');
  const loader = await buildBundle();
  const dataDir = mkdtempSync(join(tmpdir(), 'fp-bench-elements-'));
  try {
    const service = await startServiceProcess({ dataDir, port: await freePort() });
    const browser = await launchChromium();
    try {
      const settings = await readHostSettings(service.url);
      console.log(`Service up at ${service.url}; signing in as ${BENCH_USER.email}...`);
      const storageState = await signInOnce(browser, service.url, settings);
      const elements: FirstPaintJs[] = [];
      for (const tag of BENCH_ELEMENTS) {
        console.log(`<${tag}>: JavaScript up to first paint...`);
        elements.push(await measureFirstPaintJs(browser, { serviceUrl: service.url, settings, storageState, tag }));
      }
      console.log(`<fp-notifications>: navigation to count, CPU slowed 4x, ${runs} runs...`);
      const bell = await measureBellTiming(browser, { serviceUrl: service.url, settings, storageState, runs });
      printElementsTable({ loader, elements, bell });
      writeBrowserReport(RESULTS_FILE, browser, elements.flatMap((element) => element.scripts), { loader, elements, bell });
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
    console.error(`bench:elements: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
