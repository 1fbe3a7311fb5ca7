import type { SubscriptionPeriod } from '../api/generated/graphql.ts';
import { persist } from 'zustand/middleware';
import { createStore, type Mutate, type StoreApi } from 'zustand/vanilla';
import { jsonStorage, reportHydrationError } from '../storage/persisted-storage.ts';
import { isValidSubscriptionPeriod } from './period-validation.ts';

/** The local storage key of the selected subscription period (spec section 9: kept in local storage). */
export const SELECTED_PERIOD_STORAGE_KEY = 'subscription-period-storage';

export const INVALID_PERIOD_MESSAGE =
  'Invalid subscription period: it needs a non-empty id, startDate and endDate, and both dates must parse. The selected period was not changed.';
export const INVALID_STORED_PERIOD_MESSAGE =
  'The stored subscription period was invalid and has been cleared; the current period will be selected instead.';

export interface StoredPeriodState {
  selectedPeriod: SubscriptionPeriod | null;
}

export interface PeriodActions {
  /** Selects a period; an invalid one is logged and not set. */
  setSelectedPeriod: (period: SubscriptionPeriod) => void;
  clearSelectedPeriod: () => void;
}

export type PeriodState = StoredPeriodState & PeriodActions;
/** The store with zustand persist's API (`persist.rehydrate()`, `persist.getOptions()`). */
export type PeriodStore = Mutate<StoreApi<PeriodState>, [['zustand/persist', StoredPeriodState]]>;

export interface PeriodStoreOptions {
  /** Defaults to the browser's localStorage. */
  storage?: Storage;
}

export function createPeriodStore({ storage }: PeriodStoreOptions = {}): PeriodStore {
  let clearedOnLoad = false;
  return createStore<PeriodState>()(
    persist<PeriodState, [], [], StoredPeriodState>(
      (set) => ({
        selectedPeriod: null,
        setSelectedPeriod: (period) => {
          if (!isValidSubscriptionPeriod(period)) {
            console.error(INVALID_PERIOD_MESSAGE, period);
            return;
          }
          set({ selectedPeriod: period });
        },
        clearSelectedPeriod: () => set({ selectedPeriod: null }),
      }),
      {
        name: SELECTED_PERIOD_STORAGE_KEY,
        storage: jsonStorage<StoredPeriodState>(storage),
        partialize: ({ selectedPeriod }) => ({ selectedPeriod }),
        // An invalid stored period never reaches the state (spec section 5) ...
        merge: (persisted, current) => {
          const stored = (persisted as Partial<StoredPeriodState> | undefined)?.selectedPeriod ?? null;
          clearedOnLoad = stored !== null && !isValidSubscriptionPeriod(stored);
          return { ...current, selectedPeriod: clearedOnLoad ? null : stored };
        },
        onRehydrateStorage: () => (state, error) => {
          reportHydrationError(SELECTED_PERIOD_STORAGE_KEY)(state, error);
          // ... and is removed from storage too, so no other reader finds it.
          if (state && clearedOnLoad) {
            console.warn(INVALID_STORED_PERIOD_MESSAGE);
            state.clearSelectedPeriod();
          }
        },
      },
    ),
  );
}
