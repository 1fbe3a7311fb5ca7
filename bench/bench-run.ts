import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { CHROMIUM_PATH, launchChromium } from '../tests/support/browser.ts';
import { freePort } from '../scripts/free-port.ts';
import { readHostSettings } from './bench-options.ts';
import type { HostSettings } from './elements-host-page.ts';
import { BENCH_USER, signInOnce, type BenchUser, type StorageState } from './elements-sign-in.ts';
import { startServiceProcess } from './service-process.ts';

/** What every browser bench works with: the service on a fresh data folder, Chromium, and a signed-in state. */
export interface SignedInBench {
  serviceUrl: string;
  /** The service's data folder (its signing key mints tokens for calls made as other people). */
  dataDir: string;
  browser: Browser;
  settings: HostSettings;
  storageState: StorageState;
}

/**
 * Runs `work` against the service started on a fresh data folder (seeded first by `seed`, when given) and a
 * Chromium signed in once as `user` (the bench user unless said), the service run with `serviceEnv` besides; the browser, the service and the folder go away afterwards.
 */
export async function withSignedInBrowser(
  name: string,
  work: (bench: SignedInBench) => Promise<void>,
  seed?: (dataDir: string, port: number) => Promise<void>,
  user: BenchUser = BENCH_USER,
  serviceEnv?: Record<string, string>,
): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), `fp-bench-${name}-`));
  try {
    const port = await freePort();
    await seed?.(dataDir, port);
    const service = await startServiceProcess({ dataDir, port, env: serviceEnv, seedDemo: true });
    const serviceUrl = service.url;
    const browser = await launchChromium(CHROMIUM_PATH);
    try {
      const settings = await readHostSettings(serviceUrl);
      console.log(`Service up at ${serviceUrl}; signing in as ${user.email}...`);
      const storageState = await signInOnce(browser, serviceUrl, settings, user);
      await work({ serviceUrl, dataDir, browser, settings, storageState });
    } finally {
      await browser.close();
      await service.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs a bench's main and exits with its outcome, naming the bench in a failure. */
export function runBench(script: string, main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(`${script}: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
