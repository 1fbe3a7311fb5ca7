import { describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LDContext, LDOptions } from 'launchdarkly-js-client-sdk';
import { createFlags } from '../../src/core/flags/flags.ts';
import {
  FLAG_DIAGNOSTIC_RECORDING_INTERVAL_MS,
  FLAG_EVENT_CAPACITY,
  FLAG_FLUSH_INTERVAL_MS,
  FLAG_STREAM_RECONNECT_DELAY_MS,
  flagOptions,
  startFlags,
} from '../../src/core/flags/start-flags.ts';

describe('flagOptions (spec section 9: feature-flag client limits)', () => {
  it('points the SDK at the configured endpoint, without streaming or goals, with the spec constants', () => {
    expect(flagOptions({ clientId: 'env', baseUrl: 'http://localhost:4000/flags', sendEvents: false })).toEqual({
      baseUrl: 'http://localhost:4000/flags',
      eventsUrl: 'http://localhost:4000/flags',
      streaming: false,
      sendEvents: false,
      fetchGoals: false,
      eventCapacity: 100,
      flushInterval: 2_000,
      streamReconnectDelay: 1_000,
      diagnosticRecordingInterval: 900_000,
    });
    expect([FLAG_EVENT_CAPACITY, FLAG_FLUSH_INTERVAL_MS, FLAG_STREAM_RECONNECT_DELAY_MS, FLAG_DIAGNOSTIC_RECORDING_INTERVAL_MS]).toEqual([
      100,
      2000,
      1000,
      15 * 60 * 1000,
    ]);
  });

  it("sends events unless told not to, and leaves the SDK's own servers when no endpoint is configured", () => {
    const options = flagOptions({ clientId: 'env' });
    expect(options.sendEvents).toBe(true);
    expect(options).not.toHaveProperty('baseUrl');
    expect(options).not.toHaveProperty('eventsUrl');
  });
});

type Handler = (arg?: unknown) => void;

function fakeSdk(outcome: 'initialized' | 'failed') {
  const initialize = vi.fn((_envKey: string, _context: LDContext, _options?: LDOptions) => {
    const handlers: Record<string, Handler> = {};
    queueMicrotask(() => handlers[outcome]?.(outcome === 'failed' ? new Error('flag endpoint answered 503') : undefined));
    return {
      identify: vi.fn(async () => ({})),
      variation: vi.fn((_key: string, fallback?: unknown) => fallback),
      on: vi.fn((event: string, handler: Handler) => void (handlers[event] = handler)),
    };
  });
  return { initialize };
}

describe('startFlags', () => {
  it('loads the SDK only when called, and initializes it with the current identity and the options', async () => {
    const flags = createFlags();
    flags.setIdentity({ user: { sub: 'auth0|owner' }, client: { clientId: 'c1', name: 'Harbor & Vale Law' } });
    const sdk = fakeSdk('initialized');
    const load = vi.fn(async () => sdk);
    expect(load).not.toHaveBeenCalled();
    await startFlags({ clientId: 'demo-env', baseUrl: 'http://x/flags' }, flags, load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(sdk.initialize).toHaveBeenCalledWith(
      'demo-env',
      { kind: 'multi', user: { key: 'auth0|owner' }, client: { key: 'c1', name: 'Harbor & Vale Law' } },
      flagOptions({ clientId: 'demo-env', baseUrl: 'http://x/flags' }),
    );
    expect(flags.store.getState()).toEqual({ status: 'success', identityKey: 'user:auth0|owner|client:c1', contextUserKey: 'auth0|owner' });
  });

  it("marks the identity failed with 'LaunchDarkly identify call failed' when the SDK cannot start", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const flags = createFlags();
    await startFlags({ clientId: 'demo-env' }, flags, async () => fakeSdk('failed'));
    expect(error.mock.calls[0]![0]).toBe('LaunchDarkly identify call failed');
    expect(flags.store.getState().status).toBe('failed');
    error.mockRestore();
  });

  it('refuses an empty client id with a message saying how to set it', async () => {
    await expect(startFlags({ clientId: ' ' }, createFlags(), async () => fakeSdk('initialized'))).rejects.toThrow(/flags-client-id/);
  });

  it('imports the SDK lazily: only a type import and a dynamic import() name it', () => {
    const source = readFileSync(join(import.meta.dirname, '../../src/core/flags/start-flags.ts'), 'utf8');
    const flagsSource = readFileSync(join(import.meta.dirname, '../../src/core/flags/flags.ts'), 'utf8');
    for (const text of [source, flagsSource]) {
      const staticImports = text.match(/^import (?!type ).*launchdarkly/gm) ?? [];
      expect(staticImports).toEqual([]);
    }
    expect(source).toContain("import('launchdarkly-js-client-sdk')");
  });
});
