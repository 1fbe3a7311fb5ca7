// `npm run test:fast`: lint, the type check, the unit tests and the element tests, without a service or a database.
// The same checks `npm test` makes of these (nothing it asserts changes), arranged to finish sooner on two cores:
// - lint, the type check and the element tests' build (the bundle the tests import from dist/, then their fixtures in
//   dist/test) run side by side (each is one process on one core, mostly);
// - then the unit tests beside the element tests, whose 5 s test timeouts should not share the cores with a compiler.
// What repeats between runs is kept: ESLint's cache and TypeScript's incremental state in node_modules/.cache, and
// the element tests' build when nothing it is built from changed since (a stamp in dist/test; any other build of dist/
// or dist/test removes it).
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { finish, inSequence, notRun, run, type Outcome } from './test-steps.ts';

const CACHE = 'node_modules/.cache/fp-portal';
const ELEMENTS_BUILD = 'dist/test';
const ELEMENTS_STAMP = join(ELEMENTS_BUILD, '.built-from-sources');
/** What the element tests' build reads: the sources, the fixtures, the build's configuration and the dependencies. */
const ELEMENTS_INPUTS = ['src', 'tests/elements/support', 'vite.config.ts', 'scripts/precompress.ts', 'package-lock.json'];

function newestChange(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stat.mtimeMs);
}

function elementsBuildIsCurrent(): boolean {
  if (!existsSync(ELEMENTS_STAMP)) return false;
  const built = statSync(ELEMENTS_STAMP).mtimeMs;
  return ELEMENTS_INPUTS.every((input) => newestChange(input) < built);
}

async function buildElements(): Promise<Outcome> {
  if (elementsBuildIsCurrent()) {
    const outcome = { name: 'element build', ok: true, seconds: 0, output: '' };
    console.log('element build: current (nothing it is built from changed), skipped');
    return outcome;
  }
  const startedAt = Date.now();
  // The bundle first: its build empties dist/, fixtures included.
  const outcome = await inSequence('element build', [
    () => run('bundle build', 'vite', ['build', '--logLevel', 'warn']),
    () => run('fixture build', 'vite', ['build', '--mode', 'elements-test', '--logLevel', 'warn']),
  ]);
  // Stamped with the time the build started: a file saved while it ran makes the next run build again.
  if (outcome.ok) writeFileSync(ELEMENTS_STAMP, `${new Date(startedAt).toISOString()}\n`);
  return outcome;
}

const began = performance.now();
mkdirSync(CACHE, { recursive: true });
const checks = await Promise.all([
  inSequence('lint', [
    () => run('format (biome)', 'biome', ['format', '.']),
    () => run('eslint', 'eslint', ['--cache', '--cache-location', `${CACHE}/eslint/`, '.']),
  ]),
  run('typecheck', 'tsc', ['--noEmit', '--incremental', '--tsBuildInfoFile', `${CACHE}/typecheck.tsbuildinfo`]),
  buildElements(),
]);
const built = checks[2]!.ok;
const tests: Outcome[] = await Promise.all([
  run('unit tests', 'vitest', ['run', '--project', 'unit*']),
  built ? run('element tests', 'wtr', []) : notRun('element tests', 'the build failed'),
]);
finish('test:fast', [...checks, ...tests], began);
