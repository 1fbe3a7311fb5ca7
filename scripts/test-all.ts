// `npm test`: every check CI makes, arranged to finish sooner on two cores (nothing any of them asserts changes):
// - the build first (the end-to-end files serve the bundle, and the element tests' fixtures need it);
// - lint and the type check from the start, beside everything else at the lowest priority: the suites keep both
//   cores busy but not every moment of them, and these two fill the moments left (they took a stage of their own,
//   about 30 s of the run, when they ran beside the build at full priority). Either failing stops the suites;
// - then the vitest suites (unit, then service and end-to-end files two at a time), their progress printed as it
//   comes. Not the unit files beside the others: they need the cores as much (tried: the unit files took 145 s
//   instead of 48, and a hook of theirs timed out);
// - then the element tests, alone: their 5 s test timeouts should not share the cores with the end-to-end files;
// - then the size budgets.
// A failed build stops the run there, as the suites would only repeat it for ten minutes.
import { finish, inSequence, notRun, run, type Outcome } from './test-steps.ts';

const began = performance.now();
const stop = new AbortController();
// The suites run in process groups of their own (test-steps.ts run): an interrupt reaches them through this.
for (const interrupt of ['SIGINT', 'SIGTERM'] as const) process.once(interrupt, () => stop.abort(`${interrupt} received`));
const stopOnFailure = (outcome: Outcome) => {
  if (!outcome.ok) stop.abort(`${outcome.name} failed`);
  return outcome;
};
const checks = Promise.all([
  inSequence('lint', [
    () => run('format (biome)', 'biome', ['format', '.'], { yieldCpu: true }),
    () => run('eslint', 'eslint', ['.'], { yieldCpu: true }),
  ]).then(stopOnFailure),
  run('typecheck', 'tsc', ['--noEmit'], { yieldCpu: true }).then(stopOnFailure),
]);
const build = await inSequence('build', [
  () => run('bundle build', 'npm', ['run', '--silent', 'build']),
  () => run('element fixtures build', 'vite', ['build', '--mode', 'elements-test', '--logLevel', 'warn']),
]);
const suites: Outcome[] = [];
if (build.ok) {
  const steps: Array<[string, string]> = [
    ['vitest suites', 'vitest'],
    ['element tests', 'wtr'],
    ['size budgets', 'size-limit'],
  ];
  for (const [name, command] of steps) {
    if (stop.signal.aborted) {
      suites.push(await notRun(name, String(stop.signal.reason)));
      continue;
    }
    suites.push(await run(name, command, command === 'vitest' ? ['run'] : [], { live: true, signal: stop.signal }));
  }
} else {
  suites.push(await notRun('tests', 'the build failed'));
}
finish('npm test', [...(await checks), build, ...suites], began);
