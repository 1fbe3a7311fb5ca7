import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenPageQuiet } from '../../src/core/session/page-quiet.ts';

beforeEach(() => {
  // The unit files share their worker (vitest.config.ts): fetches of files before this one left resource entries in
  // Node's timeline, stamped on the real clock, which the faked one would read as answers still to come.
  performance.clearResourceTimings();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance', 'Date'] });
});
afterEach(() => vi.useRealTimers());

/** A query client that is fetching until `stop()`. */
function queries(fetching: boolean) {
  const state = { fetching };
  return { client: { isFetching: () => (state.fetching ? 1 : 0) }, stop: () => (state.fetching = false) };
}

function watch(promise: Promise<void>) {
  const outcome = { settled: false };
  void promise.then(() => (outcome.settled = true));
  return outcome;
}

describe('whenPageQuiet', () => {
  it('settles once nothing has been fetching for the quiet time', async () => {
    const page = watch(whenPageQuiet(queries(false).client, { quietMs: 300 }));
    await vi.advanceTimersByTimeAsync(299);
    expect(page.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(page.settled).toBe(true);
  });

  it('waits while a query is fetching', async () => {
    const fetching = queries(true);
    const page = watch(whenPageQuiet(fetching.client, { quietMs: 300, longestWaitMs: 5_000 }));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(page.settled).toBe(false);
    fetching.stop();
    await vi.advanceTimersByTimeAsync(100);
    expect(page.settled).toBe(true);
  });

  it('settles after the longest wait on a page that never goes quiet', async () => {
    const page = watch(whenPageQuiet(queries(true).client, { quietMs: 300, longestWaitMs: 2_000 }));
    await vi.advanceTimersByTimeAsync(1_900);
    expect(page.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(page.settled).toBe(true);
  });
});
