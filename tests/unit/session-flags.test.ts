import { describe, expect, it, vi } from 'vitest';
import type { ClientWithRoles } from '../../src/core/clients/client-access.ts';
import { watchFlagIdentity } from '../../src/core/session/flag-identity.ts';
import { createSession } from '../../src/core/session/session.ts';
import { memoryRuntime, testConfig } from './session-fakes.ts';

const client = (clientId: string, name: string): ClientWithRoles => ({
  clientId,
  name,
  createdOn: '',
  updatedOn: '',
  isAutoPublish: false,
  isChurned: false,
  isReady: true,
  roles: [{ name: 'ACCOUNT_OWNER' }],
});

function setup() {
  const runtime = memoryRuntime();
  const session = createSession(runtime, testConfig(), { createAuthClient: vi.fn() });
  const identityKey = () => runtime.flags.currentContext().identityKey;
  return { runtime, session, identityKey };
}

describe('watchFlagIdentity (spec section 4, Feature-flag identity)', () => {
  it('starts anonymous, then follows the signed-in user and the selected client', () => {
    const { runtime, session, identityKey } = setup();
    watchFlagIdentity(session);
    expect(identityKey()).toBe('anonymous');
    runtime.stores.user.getState().setUser({ sub: 'auth0|owner' });
    expect(identityKey()).toBe('user:auth0|owner');
    runtime.stores.clients.getState().setClients([client('c1', 'Harbor & Vale Law'), client('c2', 'Sterling Injury Attorneys')]);
    expect(identityKey()).toBe('user:auth0|owner|client:c1');
    expect(runtime.flags.currentContext().context).toEqual({
      kind: 'multi',
      user: { key: 'auth0|owner' },
      client: { key: 'c1', name: 'Harbor & Vale Law' },
    });
    runtime.stores.clients.getState().selectClient('c2');
    expect(identityKey()).toBe('user:auth0|owner|client:c2');
    runtime.stores.user.getState().clear();
    expect(identityKey()).toBe('anonymous');
  });

  it('picks up a user and client already stored when it starts', () => {
    const { runtime, session, identityKey } = setup();
    runtime.stores.user.getState().setUser({ sub: 'auth0|owner' });
    runtime.stores.clients.getState().setClients([client('c1', 'Harbor & Vale Law')]);
    watchFlagIdentity(session);
    expect(identityKey()).toBe('user:auth0|owner|client:c1');
  });

  it('subscribes once per page, and stops only when the last element stops', () => {
    const { runtime, session, identityKey } = setup();
    const setIdentity = vi.spyOn(runtime.flags, 'setIdentity');
    const stopFirst = watchFlagIdentity(session);
    const stopSecond = watchFlagIdentity(session);
    expect(setIdentity).toHaveBeenCalledTimes(1);
    runtime.stores.user.getState().setUser({ sub: 'auth0|owner' });
    expect(setIdentity).toHaveBeenCalledTimes(2);
    stopFirst();
    stopFirst();
    runtime.stores.user.getState().setUser({ sub: 'auth0|other' });
    expect(identityKey()).toBe('user:auth0|other');
    stopSecond();
    runtime.stores.user.getState().setUser({ sub: 'auth0|third' });
    expect(identityKey()).toBe('user:auth0|other');
  });
});
