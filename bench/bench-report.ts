import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname } from 'node:path';
import type { Browser } from 'playwright-core';
import { BENCH_USER } from './elements-sign-in.ts';
import type { ScriptLoad } from './script-loads.ts';

/** How the sizes were taken, and which dist/ scripts (if any) came uncompressed to Chromium's own Accept-Encoding. */
function describeSizes(scripts: ScriptLoad[]): string {
  const method =
    "Sizes are Chromium's own Resource Timing: rawBytes = decodedBodySize, bodyBytes = encodedBodySize (the body as sent), transferBytes = transferSize (body and headers). The gzip figures come from a second load whose requests carry Accept-Encoding: gzip only.";
  const encodings = new Set(scripts.filter((script) => script.path.startsWith('/dist/')).map((script) => script.contentEncoding || 'none'));
  return `${method} Content-Encoding of the bundle's scripts with Chromium's Accept-Encoding: ${[...encodings].join(', ') || 'no bundle script loaded'}.`;
}

/**
 * Writes a browser bench's results: when and where it ran, who was signed in, how its sizes were taken, then
 * its own figures. `scripts` are every script of the loads with Chromium's own Accept-Encoding.
 */
export function writeBrowserReport(file: string, browser: Browser, scripts: ScriptLoad[], figures: Record<string, unknown>): void {
  const sizes = describeSizes(scripts);
  const report = {
    measuredOn: new Date().toISOString(),
    machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? 'unknown', node: process.version, chromium: browser.version() },
    signedInAs: BENCH_USER.email,
    sizes,
    ...figures,
  };
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`${sizes}\nResults written to ${file}.`);
}
