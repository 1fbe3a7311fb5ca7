import { QueryObserver } from '@tanstack/query-core';
import { describe, expect, it, vi } from 'vitest';
import { blogKeys } from '../../src/areas/blog/api/blog-keys.ts';
import { startLiveUpdates } from '../../src/core/live/start-live-updates.ts';
import { watchLiveUpdates } from '../../src/core/session/live-updates.ts';
import { loggingOutStore } from '../../src/core/session/logging-out.ts';
import { createSession } from '../../src/core/session/session.ts';
import { fakeEventService, frame, settle, useFakeClock } from './live-support.ts';
import { deferred, fakeAuthClient, memoryRuntime, PAGE_URL, testConfig } from './session-fakes.ts';

const START = Date.parse('2026-11-21T10:00:00Z');

useFakeClock(START);

function setup({ signedIn = true } = {}) {
  const runtime = memoryRuntime();
  const auth = fakeAuthClient(async () => 'renewed-token');
  const session = createSession(runtime, testConfig(), { createAuthClient: async () => auth, pageUrl: () => PAGE_URL });
  if (signedIn) {
    runtime.stores.user.getState().setUser({ sub: 'auth0|owner' });
    runtime.stores.user.getState().setToken('stored-token');
  }
  const shown = deferred<void>();
  const load = vi.fn(async () => ({ startLiveUpdates: vi.fn(() => vi.fn()) }));
  return { runtime, auth, session, shown, load };
}

/** The stream starts of the loaded chunk, and how many of them were stopped. */
async function started(load: ReturnType<typeof setup>['load']) {
  await settle();
  const chunks = await Promise.all(load.mock.results.map((result) => result.value as ReturnType<typeof load>));
  const starts = chunks.flatMap((chunk) => chunk.startLiveUpdates.mock.results.map((result) => result.value as ReturnType<typeof vi.fn>));
  return { count: starts.length, stopped: starts.filter((stop) => stop.mock.calls.length > 0).length };
}

describe('watchLiveUpdates: one stream per page, while someone is signed in, after the page is shown', () => {
  it('loads the live chunk only once the page is shown, and once however many elements ask', async () => {
    const { session, shown, load } = setup();
    watchLiveUpdates(session, { after: shown.promise, load });
    watchLiveUpdates(session, { after: shown.promise, load });
    await settle();
    expect(load).not.toHaveBeenCalled();
    shown.resolve();
    expect(await started(load)).toEqual({ count: 1, stopped: 0 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('opens no stream for a signed-out page, and opens it when the person signs in later', async () => {
    const { runtime, session, shown, load } = setup({ signedIn: false });
    watchLiveUpdates(session, { after: shown.promise, load });
    shown.resolve();
    expect(await started(load)).toEqual({ count: 0, stopped: 0 });
    runtime.stores.user.getState().setUser({ sub: 'auth0|owner' });
    expect(await started(load)).toEqual({ count: 1, stopped: 0 });
  });

  it('closes the stream on logout (as soon as it starts) and when the user is cleared', async () => {
    const { runtime, session, shown, load } = setup();
    watchLiveUpdates(session, { after: shown.promise, load });
    shown.resolve();
    expect(await started(load)).toEqual({ count: 1, stopped: 0 });
    loggingOutStore(session).setState({ loggingOut: true });
    expect(await started(load)).toEqual({ count: 1, stopped: 1 });
    loggingOutStore(session).setState({ loggingOut: false });
    expect(await started(load)).toEqual({ count: 2, stopped: 1 });
    runtime.stores.user.getState().clear();
    expect(await started(load)).toEqual({ count: 2, stopped: 2 });
  });

  it('closes the stream when the last element leaves, not before', async () => {
    const { session, shown, load } = setup();
    const stopFirst = watchLiveUpdates(session, { after: shown.promise, load });
    const stopSecond = watchLiveUpdates(session, { after: shown.promise, load });
    shown.resolve();
    await started(load);
    stopFirst();
    stopFirst();
    expect(await started(load)).toEqual({ count: 1, stopped: 0 });
    stopSecond();
    expect(await started(load)).toEqual({ count: 1, stopped: 1 });
  });

  it('opens nothing when the elements left before the page was shown', async () => {
    const { session, shown, load } = setup();
    watchLiveUpdates(session, { after: shown.promise, load })();
    shown.resolve();
    expect(await started(load)).toEqual({ count: 0, stopped: 0 });
    expect(load).not.toHaveBeenCalled();
  });
});

describe('startLiveUpdates: the stream of a real session', () => {
  it('reads GET {api}/v1/events with the stored token, refreshes a changed client’s data, and closes on stop', async () => {
    const { session } = setup();
    const service = fakeEventService();
    let fetches = 0;
    const observer = new QueryObserver(session.queryClient, {
      queryKey: blogKeys.list('client-a'),
      queryFn: async () => ++fetches,
      staleTime: Infinity,
    });
    const unsubscribe = observer.subscribe(() => {});
    await settle();
    vi.setSystemTime(START + 5_000);
    const stop = startLiveUpdates(session, { fetch: service.fetch, document: undefined });
    await settle();
    const connection = service.last();
    expect(`${connection.url.origin}${connection.url.pathname}`).toBe('http://api.test/v1/events');
    expect(connection.url.searchParams.get('since')).toBe(new Date(START - 2_000).toISOString());
    expect(connection.headers.get('authorization')).toBe('Bearer stored-token');
    connection.send(frame.ready() + frame.change('3.1', [{ clientId: 'client-a', kind: 'blogJob', entityId: 'j' }]));
    await settle();
    await vi.advanceTimersByTimeAsync(50);
    expect(fetches).toBe(2);
    stop();
    expect(connection.aborted).toBe(true);
    unsubscribe();
  });

  it('renews the token past the identity SDK’s cache on a 401, without sending the browser to sign in', async () => {
    const { session, auth, runtime } = setup();
    const service = fakeEventService([401]);
    const stop = startLiveUpdates(session, { fetch: service.fetch, document: undefined });
    await settle();
    expect(service.connections).toHaveLength(2);
    expect(auth.getTokenSilently).toHaveBeenCalledWith({ cacheMode: 'off' });
    expect(service.last().headers.get('authorization')).toBe('Bearer renewed-token');
    expect(runtime.stores.user.getState().accessToken).toBe('renewed-token');
    expect(auth.loginWithRedirect).not.toHaveBeenCalled();
    stop();
  });
});
