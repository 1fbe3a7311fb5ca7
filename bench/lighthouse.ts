import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildChunks } from './bench-build.ts';
import { runsOption } from './bench-options.ts';
import { runBench, withSignedInBrowser } from './bench-run.ts';
import { BENCH_USER, signInOnce, STAFF_BENCH_USER } from './elements-sign-in.ts';
import { auditPage, type PageAudit } from './lighthouse-audit.ts';
import { launchLighthouseBrowser, type LighthouseBrowser } from './lighthouse-browser.ts';
import { auditedPages, type AuditedPage } from './lighthouse-pages.ts';
import { missedTargets, printLighthouseTable, TARGET_LCP_MS, TARGET_PERFORMANCE, type AuditedRow } from './lighthouse-table.ts';

// `npm run bench:lighthouse -- [--runs 3] [--only NAME]`: Lighthouse (desktop preset, simulated throttling) on the portal's
// pages as the service serves them (dist/ precompressed), signed in from storage as a returning user. Fails when a page misses
// the targets (performance 95, LCP under 2.5 s).
const RESULTS_FILE = fileURLToPath(new URL('./results/lighthouse.json', import.meta.url));
const DEFAULT_RUNS = 3;

/** The run with the median performance score (the lower LCP between equals): Lighthouse varies between runs. */
const median = (audits: PageAudit[]) =>
  [...audits].sort((a, b) => a.scores.performance - b.scores.performance || b.lcpMs - a.lcpMs)[Math.floor(audits.length / 2)]!;

/**
 * One audit on an empty HTTP cache. On this shared machine a run now and then ends in a browser error page
 * (CHROME_INTERSTITIAL_ERROR) under load; such a run is tried once more rather than failing the whole bench.
 */
async function auditOnce(url: string, chromium: LighthouseBrowser): Promise<Awaited<ReturnType<typeof auditPage>>> {
  await chromium.clearCache();
  try {
    return await auditPage(url, chromium.port);
  } catch (error) {
    console.warn(`  ${error instanceof Error ? error.message : String(error)}; trying once more.`);
    await chromium.clearCache();
    return auditPage(url, chromium.port);
  }
}

/** `--only NAME`: audit just the pages whose name holds NAME (any case), to look into one page; nothing is written. */
function onlyOption(): string | undefined {
  const index = process.argv.indexOf('--only');
  return index < 0 ? undefined : (process.argv[index + 1] ?? '').toLowerCase();
}

async function auditPages(runs: number, rows: AuditedRow[], reports: Record<string, unknown>, only?: string): Promise<void> {
  await withSignedInBrowser('lighthouse', async ({ serviceUrl, browser, storageState, settings }) => {
    const pages = (await auditedPages(browser, serviceUrl, storageState)).filter((page) => !only || page.name.toLowerCase().includes(only));
    const chromium = await launchLighthouseBrowser(storageState);
    // Staff's pages in a browser of their own, signed in as staff (only if there are any).
    let staffChromium: LighthouseBrowser | undefined;
    const browserFor = async (page: AuditedPage) => {
      if (!page.staff) return chromium;
      staffChromium ??= await launchLighthouseBrowser(await signInOnce(browser, serviceUrl, settings, STAFF_BENCH_USER));
      return staffChromium;
    };
    try {
      for (const page of pages) {
        const pageChromium = await browserFor(page);
        const audits: PageAudit[] = [];
        for (let run = 1; run <= runs; run += 1) {
          const { audit, lhr } = await auditOnce(`${serviceUrl}${page.path}`, pageChromium);
          audits.push(audit);
          const saved = join(tmpdir(), `fp-lighthouse-${page.name.replace(/\W+/g, '-').toLowerCase()}-${run}.json`);
          writeFileSync(saved, JSON.stringify(lhr));
          console.log(
            `  ${page.name} run ${run}/${runs}: performance ${audit.scores.performance}, LCP ${audit.lcpMs} ms (report: ${saved})`,
          );
        }
        rows.push({ name: page.name, path: page.path, audit: median(audits) });
        reports[page.name] = audits;
      }
    } finally {
      await chromium.close();
      await staffChromium?.close();
    }
  });
}

async function main(): Promise<void> {
  const runs = runsOption(DEFAULT_RUNS);
  console.log('Building the bundle (vite build)...');
  await buildChunks();
  const rows: AuditedRow[] = [];
  const allRuns: Record<string, unknown> = {};
  console.log(`Lighthouse, ${runs} run(s) per page...`);
  const only = onlyOption();
  await auditPages(runs, rows, allRuns, only);
  printLighthouseTable(rows);
  if (only !== undefined) return;
  const missed = rows.filter((row) => missedTargets(row.audit).length);
  const report = {
    measuredOn: new Date().toISOString(),
    machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? 'unknown', node: process.version },
    signedInAs: `${BENCH_USER.email} (staff's pages: ${STAFF_BENCH_USER.email})`,
    preset:
      'Lighthouse 12 desktop (formFactor desktop, screenEmulation desktop, simulated throttling: 40 ms RTT, 10 Mbit/s, CPU 1x); storage kept, HTTP cache emptied before each run',
    targets: { performance: TARGET_PERFORMANCE, lcpMs: TARGET_LCP_MS },
    served: 'dist/ as the service serves it: brotli or gzip copies made at build time, hashed chunks cached for a year',
    runsPerPage: runs,
    pages: rows,
    allRuns,
  };
  mkdirSync(join(RESULTS_FILE, '..'), { recursive: true });
  writeFileSync(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Results written to ${RESULTS_FILE}.`);
  if (missed.length) {
    throw new Error(
      `${missed.length} page(s) missed the targets: ${missed.map((row) => `${row.name} (${missedTargets(row.audit).join(', ')})`).join('; ')}.`,
    );
  }
  console.log(`Every page met the targets: performance at least ${TARGET_PERFORMANCE}, LCP under ${TARGET_LCP_MS} ms.`);
}

runBench('bench:lighthouse', main);
