import { QueryObserver } from '@tanstack/query-core';
import { describe, expect, it, vi } from 'vitest';
import type { ClientActionItems } from '../../src/core/api/generated/graphql.ts';
import { blogKeys } from '../../src/areas/blog/api/blog-keys.ts';
import { createChangeApplier } from '../../src/core/live/apply-change.ts';
import { liveHoldsOf } from '../../src/core/live/live-holds.ts';
import type { LiveChange } from '../../src/core/live/live-stream.ts';
import { overviewKeys } from '../../src/areas/client-overview/api/overview-keys.ts';
import { reviewKeys } from '../../src/core/review/review-keys.ts';
import { createSession } from '../../src/core/session/session.ts';
import { useFakeClock } from './live-support.ts';
import { memoryRuntime, testConfig } from './session-fakes.ts';

useFakeClock(Date.parse('2026-11-21T10:00:00Z'));

const change = (clientId: string | null, kind: LiveChange['kind'] = 'blogJob', entityId = 'job-1'): LiveChange => ({
  clientId,
  kind,
  entityId,
});

function setup() {
  const session = createSession(memoryRuntime(), testConfig());
  const reloadClients = vi.fn(async () => {});
  const applier = createChangeApplier(session, { reloadClients });
  const observers: Array<() => void> = [];
  /** A query on screen (it has an observer) whose fetches the test counts; `slow` keeps each fetch open until told. */
  const shown = async (queryKey: readonly unknown[], { slow = false } = {}) => {
    const fetches: AbortSignal[] = [];
    const finish: Array<() => void> = [];
    const observer = new QueryObserver(session.queryClient, {
      queryKey,
      queryFn: ({ signal }) => {
        fetches.push(signal);
        return slow ? new Promise((resolve) => finish.push(() => resolve(fetches.length))) : Promise.resolve(fetches.length);
      },
      staleTime: Infinity,
    });
    observers.push(observer.subscribe(() => {}));
    await vi.advanceTimersByTimeAsync(0);
    return {
      fetches,
      finish: () => finish.splice(0).forEach((done) => done()),
      query: () => session.queryClient.getQueryCache().find({ queryKey, exact: true })!,
    };
  };
  const cleanUp = () => observers.forEach((stop) => stop());
  return { session, applier, reloadClients, shown, cleanUp };
}

const ITEMS = { clientId: 'client-a' } as unknown as ClientActionItems;

describe('createChangeApplier: what a live change does to the page’s data', () => {
  it('refreshes a changed client once per 50 ms however many of its changes come, and nothing of another client', async () => {
    const { session, applier, shown, cleanUp } = setup();
    const board = await shown(blogKeys.list('client-a'));
    const queue = await shown(reviewKeys.queue('client-a', 'p1'));
    const other = await shown(blogKeys.list('client-b'));
    session.runtime.stores.notifications.getState().setActionItems('client-a', ITEMS);
    applier.apply([change('client-a'), change('client-a', 'deliverable', 'd-1')]);
    await vi.advanceTimersByTimeAsync(20);
    applier.apply([change('client-a', 'approval', 'a-1')]);
    await vi.advanceTimersByTimeAsync(29);
    expect(board.fetches).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(board.fetches).toHaveLength(2);
    expect(queue.fetches).toHaveLength(2);
    expect(other.fetches).toHaveLength(1);
    expect(session.runtime.stores.notifications.getState().byClient['client-a']).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(board.fetches).toHaveLength(2);
    cleanUp();
  });

  it('starts a refetch already running again: it may have read before the change committed', async () => {
    const { session, applier, shown, cleanUp } = setup();
    const board = await shown(blogKeys.list('client-a'), { slow: true });
    board.finish();
    await vi.advanceTimersByTimeAsync(0);
    void session.queryClient.invalidateQueries({ queryKey: blogKeys.client('client-a') });
    await vi.advanceTimersByTimeAsync(0);
    expect(board.fetches).toHaveLength(2);
    applier.apply([change('client-a')]);
    await vi.advanceTimersByTimeAsync(50);
    expect(board.fetches).toHaveLength(3);
    expect(board.fetches[1]!.aborted).toBe(true);
    expect(board.fetches[2]!.aborted).toBe(false);
    cleanUp();
  });

  it('while a dialog holds the client, only marks its data stale, and refetches when the hold ends', async () => {
    const { session, applier, shown, cleanUp } = setup();
    const board = await shown(blogKeys.list('client-a'));
    const release = liveHoldsOf(session).hold('client-a');
    applier.apply([change('client-a')]);
    await vi.advanceTimersByTimeAsync(100);
    expect(board.fetches).toHaveLength(1);
    expect(board.query().state.isInvalidated).toBe(true);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(board.fetches).toHaveLength(2);
    cleanUp();
  });

  it('on access, reads the person and their clients again, once for a burst, and refreshes no client', async () => {
    const { applier, reloadClients, shown, cleanUp } = setup();
    const board = await shown(blogKeys.list('client-a'));
    applier.apply([change(null, 'access', 'u-1'), change(null, 'access', 'u-1')]);
    applier.apply([change(null, 'access', 'u-1')]);
    await vi.advanceTimersByTimeAsync(50);
    expect(reloadClients).toHaveBeenCalledTimes(1);
    expect(board.fetches).toHaveLength(1);
    cleanUp();
  });

  it('refreshes staff’s overview of every client at most once per 2 s, and client-less data on a change of no client', async () => {
    const { session, applier, shown, cleanUp } = setup();
    session.runtime.stores.clients.getState().setClients([{ clientId: 'client-a', name: 'A' } as never]);
    const overview = await shown(overviewKeys.count('2026-11-21', 'all' as never));
    const roles = await shown(['settings', 'role-definitions']);
    applier.apply([change('client-a')]);
    await vi.advanceTimersByTimeAsync(50);
    expect(overview.fetches).toHaveLength(2);
    expect(roles.fetches).toHaveLength(1);
    applier.apply([change('client-a')]);
    await vi.advanceTimersByTimeAsync(500);
    applier.apply([change(null, 'client', 'x')]);
    await vi.advanceTimersByTimeAsync(1_499);
    expect(overview.fetches).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(overview.fetches).toHaveLength(3);
    expect(roles.fetches).toHaveLength(2);
    cleanUp();
  });

  it('on reset, forgets every client’s bell items and refetches everything, but only marks a held client stale', async () => {
    const { session, applier, shown, cleanUp } = setup();
    const a = await shown(blogKeys.list('client-a'));
    const b = await shown(reviewKeys.queue('client-b', 'p1'));
    const overview = await shown(overviewKeys.all);
    const release = liveHoldsOf(session).hold('client-b');
    session.runtime.stores.notifications.getState().setActionItems('client-a', ITEMS);
    session.runtime.stores.notifications.getState().setActionItems('client-b', ITEMS);
    applier.reset();
    await vi.advanceTimersByTimeAsync(0);
    expect(session.runtime.stores.notifications.getState().byClient).toEqual({});
    expect([a.fetches.length, b.fetches.length, overview.fetches.length]).toEqual([2, 1, 2]);
    expect(b.query().state.isInvalidated).toBe(true);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(b.fetches).toHaveLength(2);
    cleanUp();
  });

  it('does nothing after stop, even for changes still waiting out their 50 ms', async () => {
    const { applier, reloadClients, shown, cleanUp } = setup();
    const board = await shown(blogKeys.list('client-a'));
    applier.apply([change('client-a'), change(null, 'access', 'u-1')]);
    applier.stop();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(board.fetches).toHaveLength(1);
    expect(reloadClients).not.toHaveBeenCalled();
    cleanUp();
  });
});
