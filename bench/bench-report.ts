import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname } from 'node:path';
import type { Browser } from 'playwright-core';
import { BENCH_USER } from './elements-sign-in.ts';

/**
 * Writes a browser bench's results: when and where it ran, who was signed in, how its sizes were taken, then
 * its own figures. `scripts` are every script it measured, to say whether any came compressed.
 */
export function writeBrowserReport(file: string, browser: Browser, scripts: Array<{ contentEncoding: string }>, figures: Record<string, unknown>): void {
  const gzip = scripts.every((script) => script.contentEncoding === '')
    ? 'The service sends JavaScript uncompressed; every size is gzip level 9 computed by the bench (node:zlib).'
    : 'Some JavaScript came compressed (see contentEncoding); every size is gzip level 9 of the decoded body, computed by the bench.';
  const report = {
    measuredOn: new Date().toISOString(),
    machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? 'unknown', node: process.version, chromium: browser.version() },
    signedInAs: BENCH_USER.email,
    gzip,
    ...figures,
  };
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`${gzip}\nResults written to ${file}.`);
}
