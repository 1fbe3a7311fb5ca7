import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { buildChunks } from './bench-build.ts';
import { runsOption } from './bench-options.ts';
import { runBench, withSignedInBrowser } from './bench-run.ts';
import { printTable } from './bench-table.ts';
import { writeBlogReport } from './blog-report.ts';
import { CPU_THROTTLING_RATE, spread, type Spread } from './elements-bell-timing.ts';
import { openSettingsPage, waitForSectionShown } from './settings-marks.ts';

// `npm run bench:settings -- [--runs 5]`: the Settings page opened at a section's own URL, CPU slowed 4x, from
// navigation to the section's values shown, for the sections a firm owner opens first. Reports numbers, judges none.
const RESULTS_FILE = fileURLToPath(new URL('./results/settings.json', import.meta.url));
const DEFAULT_RUNS = 5;
const SECTIONS = ['profile', 'firm', 'connections', 'keywords', 'team'] as const;
const SHOWN_TIMEOUT_MS = 60_000;

async function main(): Promise<void> {
  const runs = runsOption(DEFAULT_RUNS);
  const loadAverageAtStart = loadavg().map((load) => Math.round(load * 10) / 10);
  console.log('Building the bundle (vite build)...');
  await buildChunks();
  const bySection: Record<string, Spread> = {};
  await withSignedInBrowser('settings', async ({ serviceUrl, browser, storageState }) => {
    for (const section of SECTIONS) {
      const samples: number[] = [];
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext({ storageState });
        try {
          const page = await openSettingsPage(context, CPU_THROTTLING_RATE, section);
          await page.goto(`${serviceUrl}/settings?section=${section}`);
          samples.push(Math.round((await waitForSectionShown(page, SHOWN_TIMEOUT_MS)).frameMs));
        } finally {
          await context.close();
        }
      }
      bySection[section] = spread(samples);
      console.log(`  ${section}: ${samples.join(', ')} ms`);
    }
  });
  printTable(
    SECTIONS.map((section) => [
      `<fp-portal> /settings?section=${section}`,
      `navigation to the section's values shown, CPU ${CPU_THROTTLING_RATE}x, median of ${runs}`,
      `${bySection[section]!.medianMs} ms`,
      `min ${bySection[section]!.minMs}, max ${bySection[section]!.maxMs}`,
    ]),
  );
  writeBlogReport(RESULTS_FILE, { loadAverageAtStart, cpuThrottlingRate: CPU_THROTTLING_RATE, sections: bySection });
}

runBench('bench:settings', main);
