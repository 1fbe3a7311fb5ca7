import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SubscriptionPeriod } from '../../src/core/api/generated/graphql.ts';
import {
  createPeriodStore,
  INVALID_PERIOD_MESSAGE,
  INVALID_STORED_PERIOD_MESSAGE,
  SELECTED_PERIOD_STORAGE_KEY,
} from '../../src/core/periods/period-store.ts';
import { createMemoryStorage } from '../../src/core/storage/memory-storage.ts';

const PERIOD: SubscriptionPeriod = {
  id: 'p1',
  startDate: '2026-11-01',
  endDate: '2026-11-30',
  isCurrentPeriod: true,
  deliverablesByService: [{ serviceName: 'Blog', deliverables: [] }],
};
const stored = (storage: Storage) => JSON.parse(storage.getItem(SELECTED_PERIOD_STORAGE_KEY) ?? 'null');

afterEach(() => vi.restoreAllMocks());

describe('the selected subscription period, in local storage (spec sections 3, 5 and 9)', () => {
  it('sets and persists a valid period', () => {
    const storage = createMemoryStorage();
    const store = createPeriodStore({ storage });
    store.getState().setSelectedPeriod(PERIOD);
    expect(store.getState().selectedPeriod).toEqual(PERIOD);
    expect(stored(storage).state).toEqual({ selectedPeriod: PERIOD });
  });

  it('restores it on the next page', () => {
    const storage = createMemoryStorage();
    createPeriodStore({ storage }).getState().setSelectedPeriod(PERIOD);
    expect(createPeriodStore({ storage }).getState().selectedPeriod).toEqual(PERIOD);
  });

  it('logs an invalid period being set and does not set it', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = createPeriodStore({ storage: createMemoryStorage() });
    store.getState().setSelectedPeriod(PERIOD);
    const invalid = { ...PERIOD, endDate: 'soon' };
    store.getState().setSelectedPeriod(invalid);
    expect(error).toHaveBeenCalledWith(
      'Invalid subscription period: it needs a non-empty id, startDate and endDate, and both dates must parse. The selected period was not changed.',
      invalid,
    );
    expect(INVALID_PERIOD_MESSAGE).toContain('Invalid subscription period');
    expect(store.getState().selectedPeriod).toEqual(PERIOD);
  });

  it('clears an invalid stored period on load, in the state and in storage', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = createMemoryStorage();
    storage.setItem(SELECTED_PERIOD_STORAGE_KEY, JSON.stringify({ state: { selectedPeriod: { ...PERIOD, id: '' } }, version: 0 }));
    const store = createPeriodStore({ storage });
    expect(store.getState().selectedPeriod).toBeNull();
    expect(stored(storage).state).toEqual({ selectedPeriod: null });
    expect(warn).toHaveBeenCalledWith(INVALID_STORED_PERIOD_MESSAGE);
  });

  it('never shows an invalid stored period to a subscriber, even for a moment', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = createMemoryStorage();
    const store = createPeriodStore({ storage });
    const seen: unknown[] = [];
    store.subscribe((state) => seen.push(state.selectedPeriod));
    storage.setItem(
      SELECTED_PERIOD_STORAGE_KEY,
      JSON.stringify({ state: { selectedPeriod: { id: 'p2', startDate: 'x', endDate: 'y' } }, version: 0 }),
    );
    void store.persist.rehydrate();
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((period) => period === null)).toBe(true);
  });

  it('clearSelectedPeriod empties it', () => {
    const storage = createMemoryStorage();
    const store = createPeriodStore({ storage });
    store.getState().setSelectedPeriod(PERIOD);
    store.getState().clearSelectedPeriod();
    expect(store.getState().selectedPeriod).toBeNull();
    expect(stored(storage).state).toEqual({ selectedPeriod: null });
  });
});
