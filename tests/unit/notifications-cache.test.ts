import { describe, expect, it } from 'vitest';
import {
  createNotificationCache,
  freshActionItems,
  isNotificationCacheStale,
  NOTIFICATION_CACHE_STALE_MS,
  NOTIFICATION_STORAGE_KEY,
} from '../../src/core/notifications/notification-cache.ts';
import { createMemoryStorage } from '../../src/core/storage/memory-storage.ts';
import { mainClientActionItems } from './notifications-main-client.ts';

const FIVE_MINUTES = 5 * 60 * 1000;

function setup(start = 1_000_000) {
  const storage = createMemoryStorage();
  let now = start;
  const clock = { now: () => now, advance: (ms: number) => (now += ms) };
  return { storage, clock, cache: createNotificationCache({ storage, now: clock.now }) };
}

describe('notification cache (spec sections 3 and 9)', () => {
  it('is stale after 5 minutes', () => {
    expect(NOTIFICATION_CACHE_STALE_MS).toBe(FIVE_MINUTES);
    const entry = { data: mainClientActionItems(), lastFetched: 0 };
    expect(isNotificationCacheStale(entry, FIVE_MINUTES - 1)).toBe(false);
    expect(isNotificationCacheStale(entry, FIVE_MINUTES)).toBe(true);
  });

  it('forgets one client when the firm acted on one of its items, here and in storage, and keeps the others', () => {
    const { storage, cache } = setup();
    cache.getState().setActionItems('c1', mainClientActionItems());
    cache.getState().setActionItems('c2', { ...mainClientActionItems(), id: 'c2' });
    cache.getState().forgetActionItems('c1');
    expect(freshActionItems(cache, 'c1', 1_000_000)).toBeUndefined();
    expect(freshActionItems(cache, 'c2', 1_000_000)?.data.id).toBe('c2');
    expect(Object.keys(JSON.parse(storage.getItem(NOTIFICATION_STORAGE_KEY)!).state.byClient)).toEqual(['c2']);
  });

  it('keeps action items per client with their lastFetched time, in storage', () => {
    const { storage, clock, cache } = setup();
    cache.getState().setActionItems('c1', mainClientActionItems());
    clock.advance(1000);
    cache.getState().setActionItems('c2', { ...mainClientActionItems(), id: 'c2' });
    expect(cache.getState().byClient.c1).toEqual({ data: mainClientActionItems(), lastFetched: 1_000_000 });
    expect(cache.getState().byClient.c2?.lastFetched).toBe(1_001_000);
    const stored = JSON.parse(storage.getItem(NOTIFICATION_STORAGE_KEY)!);
    expect(Object.keys(stored.state.byClient)).toEqual(['c1', 'c2']);
    expect(stored.state.byClient.c1.lastFetched).toBe(1_000_000);
  });

  it('serves a fresh entry and nothing once it is stale or missing', () => {
    const { clock, cache } = setup();
    cache.getState().setActionItems('c1', mainClientActionItems());
    expect(freshActionItems(cache, 'c1', clock.now())?.data.id).toBe('main');
    expect(freshActionItems(cache, 'c1', clock.now() + FIVE_MINUTES - 1)).toBeDefined();
    expect(freshActionItems(cache, 'c1', clock.now() + FIVE_MINUTES)).toBeUndefined();
    expect(freshActionItems(cache, 'other', clock.now())).toBeUndefined();
  });

  it('survives a reload of the page from the same session storage', () => {
    const { storage, clock, cache } = setup();
    cache.getState().setActionItems('c1', mainClientActionItems());
    const reloaded = createNotificationCache({ storage, now: clock.now });
    expect(reloaded.getState().byClient.c1).toEqual({ data: mainClientActionItems(), lastFetched: 1_000_000 });
  });

  it('clearNotificationCache forgets every client here and in storage (logout)', () => {
    const { storage, clock, cache } = setup();
    cache.getState().setActionItems('c1', mainClientActionItems());
    cache.getState().setActionItems('c2', mainClientActionItems());
    cache.getState().clearNotificationCache();
    expect(cache.getState().byClient).toEqual({});
    expect(storage.getItem(NOTIFICATION_STORAGE_KEY)).toBeNull();
    expect(createNotificationCache({ storage, now: clock.now }).getState().byClient).toEqual({});
  });
});
