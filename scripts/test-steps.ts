// The steps of `npm test` and `npm run test:fast`: each a command of node_modules/.bin, timed, its output kept and
// printed as one block when it fails (or as it comes, for a step whose progress is the point), and steps side by side
// or one after the other.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

export interface Outcome {
  name: string;
  ok: boolean;
  seconds: number;
  output: string;
  /** Its output went to the terminal as it came. */
  live?: boolean;
}

/**
 * Runs a command of node_modules/.bin (or npm itself). Its output is kept, and printed only if it fails (a passing
 * step's output is noise beside the others'), unless `live`: then it also goes to the terminal as it comes.
 */
export function run(
  name: string,
  command: string,
  args: string[],
  { live = false, yieldCpu = false, signal }: { live?: boolean; yieldCpu?: boolean; signal?: AbortSignal } = {},
): Promise<Outcome> {
  const began = performance.now();
  const executable = command === 'npm' ? 'npm' : join('node_modules/.bin', command);
  return new Promise((resolve) => {
    let output = '';
    // `yieldCpu`: at the lowest priority, so it runs on what the other steps leave idle.
    const child = spawn(yieldCpu ? 'nice' : executable, yieldCpu ? ['-n', '19', executable, ...args] : args, {
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
      // A group of its own, so that stopping it stops what it started too (workers, browsers, services).
      detached: Boolean(signal),
    });
    const stopGroup = () => {
      output += `stopped: ${String(signal?.reason)}\n`;
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
    };
    if (signal?.aborted) stopGroup();
    else signal?.addEventListener('abort', stopGroup, { once: true });
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (live) process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
      if (live) process.stderr.write(chunk);
    });
    child.on('error', (error) => (output += `${error.message}\n`));
    child.on('close', (code) => {
      signal?.removeEventListener('abort', stopGroup);
      const outcome = { name, ok: code === 0, seconds: (performance.now() - began) / 1000, output, live };
      report(outcome);
      resolve(outcome);
    });
  });
}

export function report(outcome: Outcome): void {
  const status = outcome.ok ? 'passed' : 'FAILED';
  if (!outcome.ok && outcome.output && !outcome.live) process.stdout.write(`\n── ${outcome.name} ──\n${outcome.output}\n`);
  console.log(`${outcome.name}: ${status} in ${outcome.seconds.toFixed(1)} s`);
}

/** Steps one after the other, stopping at the first that fails; their times add up under `name`. */
export async function inSequence(name: string, steps: Array<() => Promise<Outcome>>): Promise<Outcome> {
  const outcomes: Outcome[] = [];
  for (const step of steps) {
    const outcome = await step();
    outcomes.push(outcome);
    if (!outcome.ok) break;
  }
  const whole = {
    name,
    ok: outcomes.every((outcome) => outcome.ok) && outcomes.length === steps.length,
    seconds: outcomes.reduce((sum, outcome) => sum + outcome.seconds, 0),
    output: '',
  };
  report(whole);
  return whole;
}

/** A step that did not run because one it needs failed: reported as failed, with the reason. */
export function notRun(name: string, reason: string): Promise<Outcome> {
  const outcome = { name, ok: false, seconds: 0, output: `not run: ${reason}` };
  report(outcome);
  return Promise.resolve(outcome);
}

// The closing line of a vitest run (tests/support/summary-reporter.ts).
const VITEST_COUNTS = /^(\d+) passed, (\d+) failed(?:, (\d+) skipped)?$/gm;

/** The tests counted in the steps' output: the sum of every vitest run's closing line. */
function testCounts(outcomes: readonly Outcome[]): { passed: number; failed: number; skipped: number } | undefined {
  let counts: { passed: number; failed: number; skipped: number } | undefined;
  for (const outcome of outcomes) {
    for (const [, passed, failed, skipped] of stripVTControlCharacters(outcome.output).matchAll(VITEST_COUNTS)) {
      counts ??= { passed: 0, failed: 0, skipped: 0 };
      counts.passed += Number(passed);
      counts.failed += Number(failed);
      counts.skipped += Number(skipped ?? 0);
    }
  }
  return counts;
}

/**
 * Prints which steps failed, if any, and sets the exit code; then, as the very last line, the tests counted by every
 * vitest run together, in the reporter's own words (`N passed, N failed`), which CI reads.
 */
export function finish(command: string, outcomes: readonly Outcome[], began: number): void {
  const failed = outcomes.filter((outcome) => !outcome.ok).map((outcome) => outcome.name);
  const total = ((performance.now() - began) / 1000).toFixed(1);
  console.log(failed.length === 0 ? `\n${command} passed in ${total} s` : `\n${command} FAILED (${failed.join(', ')}) in ${total} s`);
  const counts = testCounts(outcomes);
  if (counts) console.log(`${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`);
  process.exitCode = failed.length === 0 ? 0 : 1;
}
