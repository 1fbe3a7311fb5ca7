import { createStore, type StoreApi } from 'zustand/vanilla';

/** Where identification stands (spec section 4): idle until the flag SDK starts. */
export type FlagIdentifyStatus = 'idle' | 'identifying' | 'success' | 'failed';

export interface FlagState {
  status: FlagIdentifyStatus;
  /** Identity key of the context last sent to the flag service, whether or not it answered. */
  identityKey: string | null;
  /** The user sub whose flags the SDK holds now; null while anonymous or before the first answer. */
  contextUserKey: string | null;
}

export type FlagStore = StoreApi<FlagState>;

export const INITIAL_FLAG_STATE: FlagState = { status: 'idle', identityKey: null, contextUserKey: null };

export function createFlagStore(): FlagStore {
  return createStore<FlagState>()(() => ({ ...INITIAL_FLAG_STATE }));
}
