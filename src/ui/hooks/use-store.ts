import type { StoreApi } from 'zustand/vanilla';
import { useStore as useZustandStore } from 'zustand';

/**
 * Reads a slice of one of the runtime's vanilla stores and re-renders when that slice changes. The
 * selector must return a value already in the state (or a primitive): a new object or array on every
 * call would never compare equal and would re-render forever.
 */
export function useStore<State, Slice>(store: StoreApi<State>, selector: (state: State) => Slice): Slice {
  return useZustandStore(store, selector);
}
