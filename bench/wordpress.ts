import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { clientIdOf } from '../demo/server/store/seed/demo.ts';
import { MAIN_CLIENT } from '../demo/server/store/seed/demo-users.ts';
import { writePluginFiles } from '../demo/server/wordpress-plugin/plugin-files.ts';
import { freePort } from '../scripts/free-port.ts';
import { connectFirmToSite } from '../scripts/wordpress/connect-firm.ts';
import { PLUGIN_OPTION, pluginSettingsFor, releaseKeyOf } from '../scripts/wordpress/plugin-settings.ts';
import { startWordPressSite, type WordPressSite } from '../scripts/wordpress/site.ts';
import { CHROMIUM_PATH, launchChromium } from '../tests/support/browser.ts';
import { logIntoWordPress, QUEUE_PAGE } from '../tests/e2e/support/wordpress-harness.ts';
import { buildChunks } from './bench-build.ts';
import { runBench } from './bench-run.ts';
import { runsOption } from './bench-options.ts';
import { measureBoardTiming, type BoardTiming } from './blog-board-timing.ts';
import { writeBlogReport } from './blog-report.ts';
import type { BoardTarget } from './blog-targets.ts';
import type { StorageState } from './elements-sign-in.ts';
import { startServiceProcess } from './service-process.ts';

// `npm run bench:wordpress -- [--runs 5]`: the plugin's zip as the service serves it, and the blog queue inside a
// real wp-admin (Debian's WordPress on PHP's built-in server, scripts/wordpress/site.ts) at 4x CPU: navigation to
// the firm's posts shown, and a post opened. Reports numbers, judges none.
const RESULTS_FILE = fileURLToPath(new URL('./results/wordpress.json', import.meta.url));
const DEFAULT_RUNS = 5;
const SIGN_IN_TIMEOUT_MS = 60_000;
const QUEUE_BOARD: BoardTarget = {
  name: '<fp-blog-board> in wp-admin',
  path: QUEUE_PAGE,
  tag: 'fp-blog-board',
  listLabel: 'Blog posts',
  itemReady: 'blogContent',
  headingsOf: (topic) => [topic],
};

async function pluginZip(serviceUrl: string): Promise<{ bytes: number; fileName: string }> {
  const answer = await fetch(`${serviceUrl}/v1/wordpress-plugin/download`);
  if (!answer.ok) throw new Error(`The service answered ${answer.status} for the plugin's zip.`);
  const fileName = /filename="?([^";]+)/.exec(answer.headers.get('content-disposition') ?? '')?.[1] ?? 'firmpilot-portal.zip';
  return { bytes: (await answer.arrayBuffer()).byteLength, fileName };
}

/** Logs into wp-admin and signs in to FirmPilot from the queue page, as the firm's owner: the state every run starts from. */
async function signedInState(browser: Awaited<ReturnType<typeof launchChromium>>, site: WordPressSite): Promise<StorageState> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await logIntoWordPress(page, site, site.admin);
    await page.goto(`${site.url}${QUEUE_PAGE}`);
    await page.locator('fp-blog-board').locator('[data-slot="sign-in-button"]').click({ timeout: SIGN_IN_TIMEOUT_MS });
    await page.getByLabel('Email').fill('owner@demo.test');
    await page.getByLabel('Password').fill('demo');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    // The plugin's identity client asks the person to allow the site every time.
    await page.getByRole('button', { name: 'Allow', exact: true }).click({ timeout: SIGN_IN_TIMEOUT_MS });
    await page.waitForURL((url) => `${url.pathname}${url.search}` === QUEUE_PAGE, { timeout: SIGN_IN_TIMEOUT_MS });
    await page.locator('fp-blog-board').getByRole('article').first().waitFor({ timeout: SIGN_IN_TIMEOUT_MS });
    return await context.storageState();
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const runs = runsOption(DEFAULT_RUNS);
  const loadAverageAtStart = loadavg().map((load) => Math.round(load * 10) / 10);
  console.log('Building the bundle (vite build)...');
  await buildChunks();
  const dataDir = mkdtempSync(join(tmpdir(), 'fp-bench-wordpress-'));
  // The site is on this machine: outside production, the only mode where ALLOW_LOCAL_SITES may name it.
  const sitePort = await freePort();
  const service = await startServiceProcess({
    dataDir,
    port: await freePort(),
    production: false,
    seedDemo: true,
    allowLocalSites: [`http://127.0.0.1:${sitePort}`],
  });
  let site: WordPressSite | undefined;
  const browser = await launchChromium(CHROMIUM_PATH);
  try {
    const zip = await pluginZip(service.url);
    console.log(`The plugin's zip: ${zip.fileName}, ${zip.bytes} bytes.`);
    const clientId = clientIdOf(MAIN_CLIENT);
    const [settings, releaseKey] = await Promise.all([pluginSettingsFor(service.url, clientId), releaseKeyOf(service.url)]);
    if (!settings || !releaseKey) throw new Error(`The service at ${service.url} gave no /demo-config.json or no release key.`);
    console.log('Starting WordPress with the plugin...');
    site = await startWordPressSite({
      port: sitePort,
      plugins: { 'firmpilot-portal': (folder) => writePluginFiles(folder, { releaseKey }) },
      options: { [PLUGIN_OPTION]: settings },
    });
    await connectFirmToSite({ serviceUrl: service.url, dataDir, clientId, site });
    console.log('Signing in from the queue page as owner@demo.test...');
    const storageState = await signedInState(browser, site);
    console.log(`${QUEUE_BOARD.name}: board shown, then a post opened, CPU slowed 4x, ${runs} runs...`);
    const board: BoardTiming = await measureBoardTiming(browser, { serviceUrl: site.url, storageState, runs, target: QUEUE_BOARD });
    console.log(`\n| what | median | range |\n|---|---|---|`);
    console.log(`| plugin zip (${zip.fileName}) | ${zip.bytes.toLocaleString('en-US')} bytes | |`);
    console.log(
      `| queue page: navigation to the board's first paint (4x CPU) | ${board.firstPaint.medianMs} ms | ${board.firstPaint.minMs} to ${board.firstPaint.maxMs} ms |`,
    );
    console.log(
      `| queue page: navigation to the posts shown (4x CPU) | ${board.boardShown.medianMs} ms | ${board.boardShown.minMs} to ${board.boardShown.maxMs} ms |`,
    );
    console.log(`| a post opened (4x CPU) | ${board.openPost.medianMs} ms | ${board.openPost.minMs} to ${board.openPost.maxMs} ms |`);
    writeBlogReport(RESULTS_FILE, { loadAverageAtStart, wordPress: "6.1 (Debian) on PHP's built-in server", zip, board });
  } finally {
    await browser.close();
    await site?.stop();
    await service.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runBench('bench:wordpress', main);
