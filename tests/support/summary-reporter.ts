import type { Reporter, TestModule } from 'vitest/node';

/** Ends every run with the plain closing line CI reads: `N passed, N failed` (`, N skipped` when any were). */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed += 1;
        else if (state === 'failed') counts.failed += 1;
        else counts.skipped += 1;
      }
      // A file that failed to load, or whose setup failed (its tests then skipped), still failed.
      if (module.state() === 'failed' && ![...module.children.allTests()].some((test) => test.result().state === 'failed'))
        counts.failed += 1;
    }
    console.log(`\n${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`);
  }
}
