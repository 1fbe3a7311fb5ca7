// `npm test`: every check CI makes, arranged to finish sooner on two cores (nothing any of them asserts changes):
// - lint, the type check and the build side by side, each mostly one process on one core (the build also makes the
//   element tests' fixtures, which need the bundle);
// - then the vitest suites (unit, then service and end-to-end files two at a time), their progress printed as it
//   comes. Not the unit files beside the others: they need the cores as much (tried: the unit files took 145 s
//   instead of 48, and a hook of theirs timed out);
// - then the element tests, alone: their 5 s test timeouts should not share the cores with the end-to-end files;
// - then the size budgets.
// A failure in the first stage stops the run there, as the suites would only repeat it for ten minutes.
import { finish, inSequence, notRun, run, type Outcome } from './test-steps.ts';

const began = performance.now();
const checks = await Promise.all([
  inSequence('lint', [() => run('format (biome)', 'biome', ['format', '.']), () => run('eslint', 'eslint', ['.'])]),
  run('typecheck', 'tsc', ['--noEmit']),
  inSequence('build', [
    () => run('bundle build', 'npm', ['run', '--silent', 'build']),
    () => run('element fixtures build', 'vite', ['build', '--mode', 'elements-test', '--logLevel', 'warn']),
  ]),
]);
const outcomes: Outcome[] = [...checks];
if (checks.every((outcome) => outcome.ok)) {
  outcomes.push(await run('vitest suites', 'vitest', ['run'], { live: true }));
  outcomes.push(await run('element tests', 'wtr', [], { live: true }));
  outcomes.push(await run('size budgets', 'size-limit', [], { live: true }));
} else {
  outcomes.push(await notRun('tests', 'a check or the build failed'));
}
finish('npm test', outcomes, began);
