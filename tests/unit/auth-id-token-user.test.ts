import type { IdToken } from '@auth0/auth0-spa-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customClaims, type IdentityAccount } from '../../demo/server/identity/claims.ts';
import { CLAIM_ID, CLAIM_ROLES, CLAIM_USER_CLIENT_MAPPING, readSignedInUser, userFromClaims } from '../../src/core/auth/id-token-user.ts';

// What the reference identity provider issues for a signed-in account.
const ACCOUNT: IdentityAccount = {
  sub: 'auth0|u1',
  id: 'u1',
  email: 'ada@firm.test',
  name: 'Ada Owner',
  picture: 'https://img.test/ada.png',
  roles: ['ACCOUNT_OWNER', 'USER'],
  userClientMapping: {
    globalRoles: [],
    userClients: [
      {
        client: {
          clientId: 'c1',
          name: 'Acme Law',
          createdOn: '2025-01-01T00:00:00Z',
          updatedOn: '2025-02-01T00:00:00Z',
          isAutoPublish: true,
          isChurned: false,
        },
        roles: [{ name: 'ACCOUNT_OWNER' }],
      },
    ],
  },
};
const PROFILE = { sub: ACCOUNT.sub, name: ACCOUNT.name, email: ACCOUNT.email, picture: 'https://img.test/ada.png', nickname: 'ada' };
const CLAIMS: IdToken = { __raw: 'header.payload.sig', ...PROFILE, ...customClaims(ACCOUNT, true) };
const PLAIN = { sub: ACCOUNT.sub, name: ACCOUNT.name, email: ACCOUNT.email, picture: 'https://img.test/ada.png' };

afterEach(() => vi.restoreAllMocks());

describe('ID-token claims to User (spec section 3)', () => {
  it('reads the custom claims the identity provider issues', () => {
    expect([CLAIM_ID, CLAIM_USER_CLIENT_MAPPING, CLAIM_ROLES]).toEqual([
      'https://firmpilot.com/id',
      'https://firmpilot.com/userClientMapping',
      'https://firmpilot.com/roles',
    ]);
  });

  it('maps sub, name, email, picture, id, userClientMapping and roles', () => {
    expect(userFromClaims(PROFILE, CLAIMS)).toEqual({
      ...PLAIN,
      id: 'u1',
      userClientMapping: ACCOUNT.userClientMapping,
      roles: ['ACCOUNT_OWNER', 'USER'],
    });
  });

  it('keeps global roles of an admin', () => {
    const admin = {
      ...ACCOUNT,
      roles: ['FIRM_PILOT_ADMIN'],
      userClientMapping: { globalRoles: [{ name: 'FIRM_PILOT_ADMIN' }], userClients: [] },
    };
    const user = userFromClaims(PROFILE, { __raw: '', ...customClaims(admin, true) });
    expect(user.userClientMapping?.globalRoles).toEqual([{ name: 'FIRM_PILOT_ADMIN' }]);
  });

  it('leaves out claims of the wrong shape rather than trusting them', () => {
    const user = userFromClaims(PROFILE, {
      __raw: '',
      [CLAIM_ID]: 42,
      [CLAIM_USER_CLIENT_MAPPING]: { globalRoles: 'x' },
      [CLAIM_ROLES]: ['USER', 'EMPEROR'],
    });
    expect(user).toEqual({ ...PLAIN, roles: ['USER'] });
  });

  it('a token without the mapping claim (the access token shape) gives id and roles only', () => {
    const user = userFromClaims(PROFILE, { __raw: '', ...customClaims(ACCOUNT, false) });
    expect(user).toEqual({ ...PLAIN, id: 'u1', roles: ['ACCOUNT_OWNER', 'USER'] });
  });
});

describe('readSignedInUser', () => {
  it('reads the claims from the client', async () => {
    const user = await readSignedInUser({ getIdTokenClaims: async () => CLAIMS }, PROFILE);
    expect(user.id).toBe('u1');
  });

  it("logs 'Error getting ID token claims' and stores the plain profile when reading fails", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('token decode failed');
    const user = await readSignedInUser({ getIdTokenClaims: () => Promise.reject(failure) }, PROFILE);
    expect(error).toHaveBeenCalledWith('Error getting ID token claims', failure);
    expect(user).toEqual(PLAIN);
  });

  it('treats a missing ID token as a failure to read the claims', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = await readSignedInUser({ getIdTokenClaims: async () => undefined }, PROFILE);
    expect(error).toHaveBeenCalledWith('Error getting ID token claims', expect.any(Error));
    expect(user).toEqual(PLAIN);
  });
});
