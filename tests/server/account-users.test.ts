import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../src/core/api/generated/graphql.ts';
import { errorOf, schemaMutator } from './support/graphql-helpers.ts';
import { DEMO, MAIN_CLIENT, SECOND_CLIENT, clientIdOf, startTestService, type TestService } from './support/service.ts';

// People and roles: registration, identity links, client mapping, role grants and their changes,
// profile edits, deactivation of users and of roles.
const main = clientIdOf(MAIN_CLIENT);
const other = clientIdOf(SECOND_CLIENT);
const ME = 'me { id name email roles userClientMapping { globalRoles { name } userClients { client { clientId } roles { name } } } }';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service?.close());

const mutate = schemaMutator(() => service);
const me = async (user: string) => (await service.graphql<{ me: User }>(user, `query { ${ME} }`)).data!.me;
const rolesOn = (profile: User, clientId: string) =>
  profile.userClientMapping.userClients.find((entry) => entry.client.clientId === clientId)?.roles.map((role) => role.name);

/** Registers someone and links the identity the test tokens use, so they can call the API. */
async function signedUpUser(email: string, clientId: string | null, role = 'USER'): Promise<string> {
  const registered = await mutate(DEMO.admin, 'registerUser', { email, name: 'New Person', clientId, role }, 'userId');
  const userId = registered.payload.userId;
  expect((await mutate(DEMO.admin, 'addAuth0IdToUser', { userId, auth0Id: `auth0|${userId}` })).errors).toBeUndefined();
  return userId;
}

describe('registering users', () => {
  it('registers a user that can sign in once linked to an identity', async () => {
    const userId = await signedUpUser('paralegal@harbor.test', main);
    const profile = await me(userId);
    expect(profile).toMatchObject({ id: userId, email: 'paralegal@harbor.test' });
    expect(rolesOn(profile, main)).toEqual(['USER']);
  });

  it('checks e-mail addresses and refuses a taken one or a taken identity', async () => {
    expect(
      errorOf(await mutate(DEMO.admin, 'registerUser', { email: 'not-an-email', name: 'X', role: 'USER', clientId: main }, 'userId')),
    ).toMatchObject({ code: 'BAD_USER_INPUT', field: 'email' });
    expect(
      errorOf(await mutate(DEMO.admin, 'registerUser', { email: 'OWNER@demo.test', name: 'X', role: 'USER' }, 'userId')),
    ).toMatchObject({ code: 'CONFLICT', field: 'email' });
    const userId = (
      await mutate(DEMO.admin, 'registerUser', { email: 'clerk@harbor.test', name: 'Clerk', role: 'USER', clientId: main }, 'userId')
    ).payload.userId;
    expect(errorOf(await mutate(DEMO.admin, 'addAuth0IdToUser', { userId, auth0Id: 'auth0|user-owner' })).code).toBe('CONFLICT');
    expect(errorOf(await mutate(DEMO.owner, 'addAuth0IdToUser', { userId, auth0Id: 'auth0|clerk' })).code).toBe('FORBIDDEN');
  });

  it('lets a user manager register client users, nothing more', async () => {
    const ok = await mutate(
      DEMO.manager,
      'registerUser',
      { email: 'assistant@harbor.test', name: 'Assistant', clientId: main, role: 'USER' },
      'userId',
    );
    expect(ok.errors).toBeUndefined();
    const count = async () => (await service.app.db.query<{ n: number }>('select count(*)::int as n from users'))[0]!.n;
    const before = await count();
    expect(
      errorOf(
        await mutate(DEMO.manager, 'registerUser', { email: 'ppc@harbor.test', name: 'P', clientId: main, role: 'PPC_ADMIN' }, 'userId'),
      ).code,
    ).toBe('FORBIDDEN');
    expect(
      errorOf(await mutate(DEMO.manager, 'registerUser', { email: 'x@sterling.test', name: 'X', clientId: other, role: 'USER' }, 'userId'))
        .code,
    ).toBe('FORBIDDEN');
    expect(errorOf(await mutate(DEMO.owner, 'registerUser', { email: 'global@harbor.test', name: 'G', role: 'USER' }, 'userId')).code).toBe(
      'FORBIDDEN',
    );
    expect(
      errorOf(await mutate(DEMO.user, 'registerUser', { email: 'u@harbor.test', name: 'U', clientId: main, role: 'USER' }, 'userId')).code,
    ).toBe('FORBIDDEN');
    expect(await count()).toBe(before);
  });
});

describe('client mapping and roles', () => {
  let userId: string;
  beforeAll(async () => {
    userId = await signedUpUser('associate@firm.test', main);
  });

  it('associates and disassociates a user with a client', async () => {
    expect((await mutate(DEMO.owner, 'associateUserWithClient', { userId, clientId: other, role: 'USER' })).errors).toBeUndefined();
    expect(rolesOn(await me(userId), other)).toEqual(['USER']);
    expect(errorOf(await mutate(DEMO.owner, 'associateUserWithClient', { userId, clientId: other, role: 'PPC_ADMIN' })).code).toBe(
      'FORBIDDEN',
    );
    expect(errorOf(await mutate(DEMO.manager, 'disassociateUserFromClient', { userId, clientId: other })).code).toBe('FORBIDDEN');
    expect((await mutate(DEMO.owner, 'disassociateUserFromClient', { userId, clientId: other })).errors).toBeUndefined();
    expect(rolesOn(await me(userId), other)).toBeUndefined();
    expect(errorOf(await mutate(DEMO.owner, 'disassociateUserFromClient', { userId, clientId: other })).field).toBe('userId');
  });

  it('grants, changes, reassigns and unassigns client roles', async () => {
    const granted = await mutate(DEMO.manager, 'grantUserRole', { userId, role: 'USER_MANAGER', clientId: main }, 'id');
    const userRoleId = granted.payload.id;
    expect(rolesOn(await me(userId), main)!.sort()).toEqual(['USER', 'USER_MANAGER']);
    expect(errorOf(await mutate(DEMO.manager, 'grantUserRole', { userId, role: 'PPC_ADMIN', clientId: main }, 'id')).code).toBe(
      'FORBIDDEN',
    );
    expect(errorOf(await mutate(DEMO.owner, 'grantUserRole', { userId, role: 'FIRM_PILOT_ADMIN' }, 'id')).code).toBe('FORBIDDEN');
    expect(errorOf(await mutate(DEMO.manager, 'grantUserRole', { userId, role: 'USER', clientId: other }, 'id')).code).toBe('FORBIDDEN');

    await mutate(DEMO.manager, 'changeExistingUserRole', { userRoleId, role: 'ACCOUNT_OWNER' });
    expect(rolesOn(await me(userId), main)!.sort()).toEqual(['ACCOUNT_OWNER', 'USER']);
    expect(errorOf(await mutate(DEMO.manager, 'changeExistingUserRole', { userRoleId, role: 'PPC_ADMIN' })).code).toBe('FORBIDDEN');

    await mutate(DEMO.manager, 'reassignUserRole', { userRoleId, userId: 'user-user' });
    expect(rolesOn(await me(DEMO.user), main)!.sort()).toEqual(['ACCOUNT_OWNER', 'USER']);
    expect(rolesOn(await me(userId), main)).toEqual(['USER']);

    await mutate(DEMO.manager, 'unassignRole', { userRoleId });
    expect(rolesOn(await me(DEMO.user), main)).toEqual(['USER']);
    expect(errorOf(await mutate(DEMO.manager, 'unassignRole', { userRoleId })).code).toBe('ILLEGAL_TRANSITION');
  });

  it('upgrades a user to FIRM_PILOT_ADMIN (staff only)', async () => {
    expect(errorOf(await mutate(DEMO.owner, 'upgradeToFirmPilotAdmin', { userId })).code).toBe('FORBIDDEN');
    await mutate(DEMO.admin, 'upgradeToFirmPilotAdmin', { userId });
    const profile = await me(userId);
    expect(profile.userClientMapping.globalRoles).toEqual([{ name: 'FIRM_PILOT_ADMIN' }]);
    expect(profile.roles).toContain('FIRM_PILOT_ADMIN');
    const listed = await service.graphql<{ allClientIds: unknown[] }>(
      userId,
      'query($input: AllClientIdsInput!) { allClientIds(input: $input) { id } }',
      { input: { today: '2026-11-21' } },
    );
    expect(listed.data!.allClientIds.length).toBeGreaterThan(10);
  });
});

describe('profiles and deactivation', () => {
  it('lets users edit their own name, and staff anything', async () => {
    await mutate(DEMO.user, 'modifyUser', { userId: DEMO.user, name: 'Uma U.' });
    expect((await me(DEMO.user)).name).toBe('Uma U.');
    expect(errorOf(await mutate(DEMO.user, 'modifyUser', { userId: DEMO.user, email: 'uma@else.test' })).field).toBe('email');
    expect(errorOf(await mutate(DEMO.user, 'modifyUser', { userId: DEMO.owner, name: 'Hacked' })).code).toBe('FORBIDDEN');
    expect((await me(DEMO.owner)).name).toBe('Olivia Owner');
    await mutate(DEMO.admin, 'modifyUser', { userId: DEMO.user, email: 'Uma@Demo.test' });
    expect((await me(DEMO.user)).email).toBe('uma@demo.test');
  });

  it('refuses a deactivated user’s token on the next request', async () => {
    const userId = await signedUpUser('leaving@harbor.test', main);
    expect((await service.graphql(userId, 'query { me { id } }')).status).toBe(200);
    expect(errorOf(await mutate(DEMO.owner, 'deactivateUser', { userId })).code).toBe('FORBIDDEN');
    expect(errorOf(await mutate(DEMO.admin, 'deactivateUser', { userId: DEMO.admin })).field).toBe('userId');
    expect((await mutate(DEMO.admin, 'deactivateUser', { userId })).errors).toBeUndefined();
    const refused = await service.graphql(userId, 'query { me { id } }');
    expect(refused.status).toBe(401);
    expect(errorOf(await mutate(DEMO.admin, 'deactivateUser', { userId })).code).toBe('ILLEGAL_TRANSITION');
  });

  it('updates role metadata and deactivates a role for everyone who holds it', async () => {
    expect(errorOf(await mutate(DEMO.admin, 'updateRoleMetadata', { roleId: 'USER_MANAGER', metadata: [1] })).field).toBe('metadata');
    await mutate(DEMO.admin, 'updateRoleMetadata', { roleId: 'USER_MANAGER', metadata: { description: 'Manages the firm’s people' } });
    const [role] = await service.app.db.query<{ metadata: unknown }>("select metadata from roles where name = 'USER_MANAGER'");
    expect(role!.metadata).toEqual({ description: 'Manages the firm’s people' });

    expect(errorOf(await mutate(DEMO.owner, 'deactivateRole', { roleId: 'USER_MANAGER' })).code).toBe('FORBIDDEN');
    expect(errorOf(await mutate(DEMO.admin, 'deactivateRole', { roleId: 'FIRM_PILOT_ADMIN' })).field).toBe('roleId');
    expect((await mutate(DEMO.admin, 'deactivateRole', { roleId: 'USER_MANAGER' })).errors).toBeUndefined();
    expect((await me(DEMO.manager)).roles).not.toContain('USER_MANAGER');
    const refused = await mutate(
      DEMO.manager,
      'registerUser',
      { email: 'late@harbor.test', name: 'Late', clientId: main, role: 'USER' },
      'userId',
    );
    expect(errorOf(refused).code).toBe('FORBIDDEN');
    expect(
      errorOf(await mutate(DEMO.admin, 'grantUserRole', { userId: DEMO.user, role: 'USER_MANAGER', clientId: main }, 'id')).field,
    ).toBe('role');
  });
});
