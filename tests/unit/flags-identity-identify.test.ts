import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LDContext, LDFlagSet } from 'launchdarkly-js-client-sdk';
import { createFlags, IDENTIFY_FAILED_MESSAGE, type FlagClient } from '../../src/core/flags/flags.ts';
import { WORK_IN_PROGRESS_FLAG } from '../../src/core/flags/flag-keys.ts';

const owner = { sub: 'auth0|owner' };
const client = { clientId: 'c1', name: 'Harbor & Vale Law' };

/** A flag client whose identify calls wait until the test settles them. */
function fakeClient(values: Record<string, unknown> = {}) {
  const calls: Array<{ context: LDContext; resolve: () => void; reject: (error: unknown) => void }> = [];
  const flagClient: FlagClient = {
    identify: vi.fn(
      (context: LDContext) => new Promise<LDFlagSet>((resolve, reject) => calls.push({ context, resolve: () => resolve({}), reject })),
    ),
    variation: vi.fn((key: string, fallback?: unknown) => (key in values ? values[key] : fallback)),
  };
  return { flagClient, calls };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

async function startedFlags(values?: Record<string, unknown>) {
  const flags = createFlags();
  const fake = fakeClient(values);
  await flags.attachClient(fake.flagClient, flags.currentContext(), Promise.resolve());
  return { flags, ...fake };
}

afterEach(() => vi.restoreAllMocks());

describe('identification states (spec section 4)', () => {
  it('is idle before the SDK starts, and only records identities meanwhile', () => {
    const flags = createFlags();
    flags.setIdentity({ user: owner });
    expect(flags.store.getState()).toEqual({ status: 'idle', identityKey: null, contextUserKey: null });
    expect(flags.currentContext().identityKey).toBe('user:auth0|owner');
  });

  it('is identifying while the SDK starts with the current context, then success', async () => {
    const flags = createFlags();
    flags.setIdentity({ user: owner });
    let ready!: () => void;
    const attached = flags.attachClient(fakeClient().flagClient, flags.currentContext(), new Promise<void>((resolve) => (ready = resolve)));
    expect(flags.store.getState()).toMatchObject({ status: 'identifying', identityKey: 'user:auth0|owner' });
    ready();
    await attached;
    expect(flags.store.getState()).toEqual({ status: 'success', identityKey: 'user:auth0|owner', contextUserKey: 'auth0|owner' });
  });

  it('identifies the identity that changed while the SDK was starting', async () => {
    const flags = createFlags();
    const { flagClient, calls } = fakeClient();
    let ready!: () => void;
    const attached = flags.attachClient(flagClient, flags.currentContext(), new Promise<void>((resolve) => (ready = resolve)));
    flags.setIdentity({ user: owner, client });
    expect(flagClient.identify).not.toHaveBeenCalled();
    ready();
    await attached;
    expect(calls.map((call) => call.context)).toEqual([
      { kind: 'multi', user: { key: 'auth0|owner' }, client: { key: 'c1', name: 'Harbor & Vale Law' } },
    ]);
    expect(flags.store.getState()).toMatchObject({
      status: 'identifying',
      identityKey: 'user:auth0|owner|client:c1',
      contextUserKey: null,
    });
    calls[0]!.resolve();
    await tick();
    expect(flags.store.getState()).toEqual({ status: 'success', identityKey: 'user:auth0|owner|client:c1', contextUserKey: 'auth0|owner' });
  });

  it('identifies again only when the identity key changes', async () => {
    const { flags, flagClient, calls } = await startedFlags();
    flags.setIdentity({ user: owner });
    flags.setIdentity({ user: owner });
    flags.setIdentity({ user: { sub: 'auth0|owner' } });
    expect(flagClient.identify).toHaveBeenCalledTimes(1);
    calls[0]!.resolve();
    await tick();
    flags.setIdentity({ user: owner, client });
    flags.setIdentity({ user: owner, client: { ...client, name: 'Renamed' } });
    expect(flagClient.identify).toHaveBeenCalledTimes(2);
    flags.setIdentity({});
    expect(calls[2]!.context).toEqual({ kind: 'user', anonymous: true });
  });

  it("logs 'LaunchDarkly identify call failed' and ends in failed when identify rejects", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { flags, calls } = await startedFlags();
    flags.setIdentity({ user: owner });
    const problem = new Error('network down');
    calls[0]!.reject(problem);
    await tick();
    expect(error).toHaveBeenCalledWith(IDENTIFY_FAILED_MESSAGE, problem);
    expect(IDENTIFY_FAILED_MESSAGE).toBe('LaunchDarkly identify call failed');
    expect(flags.store.getState().status).toBe('failed');
  });

  it('does not retry a failed identity, but identifies the next one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { flags, flagClient, calls } = await startedFlags();
    flags.setIdentity({ user: owner });
    calls[0]!.reject(new Error('x'));
    await tick();
    flags.setIdentity({ user: owner });
    expect(flagClient.identify).toHaveBeenCalledTimes(1);
    flags.setIdentity({ user: owner, client });
    expect(flagClient.identify).toHaveBeenCalledTimes(2);
    expect(flags.store.getState().status).toBe('identifying');
  });

  it('a failed start logs the identify failure and leaves the state failed', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const flags = createFlags();
    const problem = new Error('flag service unreachable');
    await flags.attachClient(fakeClient().flagClient, flags.currentContext(), Promise.reject(problem));
    expect(error).toHaveBeenCalledWith('LaunchDarkly identify call failed', problem);
    expect(flags.store.getState().status).toBe('failed');
  });

  it('ignores the answer to an identity that was replaced before it came back', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { flags, calls } = await startedFlags();
    flags.setIdentity({ user: owner });
    flags.setIdentity({ user: owner, client });
    calls[0]!.reject(new Error('late failure of the old identity'));
    calls[1]!.resolve();
    await tick();
    expect(error).not.toHaveBeenCalled();
    expect(flags.store.getState()).toEqual({ status: 'success', identityKey: 'user:auth0|owner|client:c1', contextUserKey: 'auth0|owner' });
  });
});

describe('readFlag (spec section 4: default until the flag context matches the user)', () => {
  it('warns clearly and returns the default while there is no flag client', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const flags = createFlags();
    expect(flags.readFlag(WORK_IN_PROGRESS_FLAG, true, 'auth0|owner')).toBe(true);
    expect(flags.readFlag(WORK_IN_PROGRESS_FLAG, false, 'auth0|owner')).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(
      /"client-app-work-in-progress" was read before the LaunchDarkly client was ready .*default value true/,
    );
    flags.readFlag('other-flag', 'x', null);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it("returns the default until the flag context is the signed-in user's, then the flag's value", async () => {
    const { flags, flagClient, calls } = await startedFlags({ [WORK_IN_PROGRESS_FLAG]: false });
    // Started anonymous: the anonymous flags are not the owner's.
    expect(flags.readFlag(WORK_IN_PROGRESS_FLAG, true, 'auth0|owner')).toBe(true);
    flags.setIdentity({ user: owner });
    expect(flags.readFlag(WORK_IN_PROGRESS_FLAG, true, 'auth0|owner')).toBe(true);
    calls[0]!.resolve();
    await tick();
    expect(flags.readFlag(WORK_IN_PROGRESS_FLAG, true, 'auth0|owner')).toBe(false);
    expect(flagClient.variation).toHaveBeenCalledWith(WORK_IN_PROGRESS_FLAG, true);
    // Another user (or nobody) still reads the default.
    expect(flags.readFlag(WORK_IN_PROGRESS_FLAG, true, 'auth0|someone-else')).toBe(true);
    expect(flags.readFlag(WORK_IN_PROGRESS_FLAG, true, null)).toBe(true);
  });

  it('keeps serving the same user while a client is being added to the context', async () => {
    const { flags, calls } = await startedFlags({ [WORK_IN_PROGRESS_FLAG]: false });
    flags.setIdentity({ user: owner });
    calls[0]!.resolve();
    await tick();
    flags.setIdentity({ user: owner, client });
    expect(flags.store.getState().status).toBe('identifying');
    expect(flags.readFlag(WORK_IN_PROGRESS_FLAG, true, 'auth0|owner')).toBe(false);
  });

  it('serves defaults to a new user until their own identification succeeds', async () => {
    const { flags, calls } = await startedFlags({ [WORK_IN_PROGRESS_FLAG]: false });
    flags.setIdentity({ user: owner });
    calls[0]!.resolve();
    await tick();
    flags.setIdentity({ user: { sub: 'auth0|next' } });
    expect(flags.readFlag(WORK_IN_PROGRESS_FLAG, true, 'auth0|next')).toBe(true);
    calls[1]!.resolve();
    await tick();
    expect(flags.readFlag(WORK_IN_PROGRESS_FLAG, true, 'auth0|next')).toBe(false);
  });
});
