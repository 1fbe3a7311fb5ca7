import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname } from 'node:path';
import { BENCH_USER } from './elements-sign-in.ts';

/**
 * Writes the blog bench's results: when and where it ran, how busy the machine was (times from a loaded machine
 * are not comparable), who was signed in, then its figures.
 */
export function writeBlogReport(file: string, figures: Record<string, unknown>): void {
  const report = {
    measuredOn: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model ?? 'unknown',
      node: process.version,
      loadAverageAtEnd: loadavg().map((load) => Math.round(load * 10) / 10),
    },
    signedInAs: BENCH_USER.email,
    ...figures,
  };
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Results written to ${file}.`);
}
