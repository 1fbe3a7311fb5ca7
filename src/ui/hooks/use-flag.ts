import type { FlagKey } from '../../core/flags/flag-keys.ts';
import { FLAG_DEFAULTS } from '../../core/flags/flag-keys.ts';
import { useSession } from './use-session.tsx';
import { useStore } from './use-store.ts';

/**
 * A flag's value for the signed-in user; its default until the flag context belongs to that user (spec
 * section 4). Re-renders when the flag identity settles or the user changes.
 */
export function useFlag<K extends FlagKey>(key: K): (typeof FLAG_DEFAULTS)[K] | boolean {
  const { flags, stores } = useSession().runtime;
  const sub = useStore(stores.user, (state) => state.user?.sub);
  // Subscribed for its changes only: readFlag below reads the settled identity.
  useStore(flags.store, (state) => `${state.status}:${state.contextUserKey ?? ''}`);
  return flags.readFlag(key, FLAG_DEFAULTS[key], sub);
}
