import type { LDClient, LDContext, LDOptions } from 'launchdarkly-js-client-sdk';
import type { Flags } from './flags.ts';

/** Feature-flag client limits of spec section 9, in the SDK's units (milliseconds). */
export const FLAG_EVENT_CAPACITY = 100;
export const FLAG_FLUSH_INTERVAL_MS = 2_000;
// The SDK doubles this delay after each failed reconnect up to its built-in 30 s ceiling (no option
// for the ceiling); it matters only when streaming, which we leave off.
export const FLAG_STREAM_RECONNECT_DELAY_MS = 1_000;
export const FLAG_DIAGNOSTIC_RECORDING_INTERVAL_MS = 15 * 60 * 1_000;

export interface FlagSettings {
  /** The client-side id of the flag environment (flags-client-id). */
  clientId: string;
  /** The flag endpoint (flags-url); absent: LaunchDarkly's own servers. */
  baseUrl?: string;
  /** Whether evaluation events are sent back; the SDK's default is true. */
  sendEvents?: boolean;
}

type LaunchDarklySdk = {
  initialize(envKey: string, context: LDContext, options?: LDOptions): Pick<LDClient, 'identify' | 'variation' | 'on'>;
};

export function flagOptions(settings: FlagSettings): LDOptions {
  return {
    ...(settings.baseUrl ? { baseUrl: settings.baseUrl, eventsUrl: settings.baseUrl } : {}),
    // Flags are read once per identity; a stream would hold a connection open per tab for nothing.
    streaming: false,
    sendEvents: settings.sendEvents ?? true,
    // No experimentation goals: skips a request on every page load.
    fetchGoals: false,
    eventCapacity: FLAG_EVENT_CAPACITY,
    flushInterval: FLAG_FLUSH_INTERVAL_MS,
    streamReconnectDelay: FLAG_STREAM_RECONNECT_DELAY_MS,
    diagnosticRecordingInterval: FLAG_DIAGNOSTIC_RECORDING_INTERVAL_MS,
  };
}

/**
 * Loads the LaunchDarkly SDK and starts it for the current identity. The runtime calls this after
 * first paint: the SDK is a separate chunk fetched by this import(), never part of what paints first.
 */
export async function startFlags(
  settings: FlagSettings,
  flags: Flags,
  loadSdk: () => Promise<LaunchDarklySdk> = () => import('launchdarkly-js-client-sdk'),
): Promise<void> {
  if (!settings.clientId.trim())
    throw new Error(
      'Cannot start feature flags without a client id: set the flags-client-id attribute or call configure({ flagsClientId }).',
    );
  const { initialize } = await loadSdk();
  const initial = flags.currentContext();
  const client = initialize(settings.clientId, initial.context, flagOptions(settings));
  // The SDK's events rather than waitForInitialization(timeout): a slow answer that arrives after a
  // timeout would leave the state failed although the flags did load.
  const ready = new Promise<void>((resolve, reject) => {
    client.on('initialized', () => resolve());
    client.on('failed', (error: unknown) => reject(error));
  });
  await flags.attachClient(client, initial, ready);
}
