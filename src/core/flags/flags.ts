import type { LDClient } from 'launchdarkly-js-client-sdk';
import { flagContextFor, type FlagContextFor, type FlagIdentity } from './flag-context.ts';
import { createFlagStore, type FlagStore } from './flag-store.ts';

/** The part of the LaunchDarkly client the identity rules use. */
export type FlagClient = Pick<LDClient, 'identify' | 'variation'>;

export const IDENTIFY_FAILED_MESSAGE = 'LaunchDarkly identify call failed';

type Outcome = { ok: true } | { ok: false; error: unknown };

export interface Flags {
  store: FlagStore;
  /** Records who is signed in and which client is selected; identifies again only when the identity key changes. */
  setIdentity(identity: FlagIdentity): void;
  /** The context flags should be evaluated for now (startFlags initializes the SDK with it). */
  currentContext(): FlagContextFor;
  /**
   * Hands over an SDK client created with `initial` as its context; `ready` settles when that first
   * identification does. Then identifies the latest identity if it moved on meanwhile.
   */
  attachClient(client: FlagClient, initial: FlagContextFor, ready: Promise<unknown>): Promise<void>;
  /** A flag's value for the signed-in user, or the default until the flag context belongs to that user. */
  readFlag<T>(key: string, defaultValue: T, userSub: string | null | undefined): T;
}

export function createFlags(store: FlagStore = createFlagStore()): Flags {
  let client: FlagClient | undefined;
  let wanted = flagContextFor({});
  const warnedKeys = new Set<string>();

  const settle = (target: FlagContextFor, outcome: Outcome) => {
    // A newer identity was sent meanwhile: this answer no longer describes what the SDK holds.
    if (store.getState().identityKey !== target.identityKey) return;
    if (outcome.ok) {
      store.setState({ status: 'success', contextUserKey: target.userKey });
      return;
    }
    console.error(IDENTIFY_FAILED_MESSAGE, outcome.error);
    store.setState({ status: 'failed' });
  };

  const identify = (target: FlagContextFor) => {
    if (!client || store.getState().identityKey === target.identityKey) return;
    store.setState({ status: 'identifying', identityKey: target.identityKey });
    client.identify(target.context).then(
      () => settle(target, { ok: true }),
      (error: unknown) => settle(target, { ok: false, error }),
    );
  };

  return {
    store,
    setIdentity(identity) {
      wanted = flagContextFor(identity);
      identify(wanted);
    },
    currentContext: () => wanted,
    async attachClient(started, initial, ready) {
      store.setState({ status: 'identifying', identityKey: initial.identityKey });
      const outcome = await ready.then(
        (): Outcome => ({ ok: true }),
        (error: unknown): Outcome => ({ ok: false, error }),
      );
      settle(initial, outcome);
      // Even after a failed start the SDK serves defaults and can identify the next identity.
      client = started;
      identify(wanted);
    },
    readFlag<T>(key: string, defaultValue: T, userSub: string | null | undefined): T {
      if (!client) {
        // Reads before the SDK is ready are expected during first paint: say so once per flag, not per render.
        if (!warnedKeys.has(key)) {
          warnedKeys.add(key);
          console.warn(
            `Feature flag "${key}" was read before the LaunchDarkly client was ready (or flags-client-id is not set); ` +
              `using its default value ${JSON.stringify(defaultValue)}.`,
          );
        }
        return defaultValue;
      }
      if (!userSub || store.getState().contextUserKey !== userSub) return defaultValue;
      return client.variation(key, defaultValue) as T;
    },
  };
}
