import { describe, expect, it } from 'vitest';
import { ANONYMOUS_IDENTITY_KEY, flagContextFor } from '../../src/core/flags/flag-context.ts';
import { FLAG_DEFAULTS, WORK_IN_PROGRESS_FLAG } from '../../src/core/flags/flag-keys.ts';

const user = { sub: 'auth0|user-owner' };
const client = { clientId: 'client-1', name: 'Harbor & Vale Law' };

describe('flagContextFor (spec section 4: feature-flag identity)', () => {
  it('is an anonymous user context when nobody is signed in', () => {
    expect(flagContextFor({})).toEqual({ context: { kind: 'user', anonymous: true }, identityKey: ANONYMOUS_IDENTITY_KEY, userKey: null });
    expect(flagContextFor({ user: null, client: null }).identityKey).toBe('anonymous');
  });

  it('stays anonymous for a user without a sub, and for a client selected without a user', () => {
    expect(flagContextFor({ user: { sub: null } }).context).toEqual({ kind: 'user', anonymous: true });
    expect(flagContextFor({ user: { sub: '  ' } }).userKey).toBeNull();
    expect(flagContextFor({ client }).context).toEqual({ kind: 'user', anonymous: true });
  });

  it("is the user's sub when signed in without a selected client", () => {
    expect(flagContextFor({ user })).toEqual({
      context: { kind: 'user', key: 'auth0|user-owner' },
      identityKey: 'user:auth0|user-owner',
      userKey: 'auth0|user-owner',
    });
  });

  it('is a multi-context of user plus client (key clientId, with name) when a client is selected', () => {
    expect(flagContextFor({ user, client })).toEqual({
      context: { kind: 'multi', user: { key: 'auth0|user-owner' }, client: { key: 'client-1', name: 'Harbor & Vale Law' } },
      identityKey: 'user:auth0|user-owner|client:client-1',
      userKey: 'auth0|user-owner',
    });
  });

  it("keys on ids only: a client's new name does not ask for identification again", () => {
    expect(flagContextFor({ user, client: { ...client, name: 'Renamed' } }).identityKey).toBe(flagContextFor({ user, client }).identityKey);
    expect(flagContextFor({ user, client: { ...client, clientId: 'client-2' } }).identityKey).not.toBe(
      flagContextFor({ user, client }).identityKey,
    );
  });
});

describe('flag keys (spec section 9)', () => {
  it("reads 'client-app-work-in-progress', default on", () => {
    expect(WORK_IN_PROGRESS_FLAG).toBe('client-app-work-in-progress');
    expect(FLAG_DEFAULTS[WORK_IN_PROGRESS_FLAG]).toBe(true);
  });
});
