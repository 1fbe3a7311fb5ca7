import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientUser } from '../../src/core/api/generated/graphql.ts';
import { databaseDigest } from './support/bad-input.ts';
import { errorOf, schemaMutator } from './support/graphql-helpers.ts';
import { DEMO, MAIN_CLIENT, SECOND_CLIENT, clientIdOf, startTestService, type TestService } from './support/service.ts';
import { addMember, TEAM, userRoleIdOf, type Member } from './support/team-fixtures.ts';

// The team rules of the Settings page: a client keeps an active account owner, nobody removes their own
// access or changes their own role, and an invitation to a known address adds that person to the firm.
const main = clientIdOf(MAIN_CLIENT);
const sterling = clientIdOf(SECOND_CLIENT);
const LAST_OWNER = (name: string, firm: string) => `${name} is the last account owner of ${firm}; make someone else account owner first.`;
const OWN_ACCESS = 'You cannot remove your own access; ask another account owner.';
const OWN_ROLE = 'You cannot change your own role; ask another account owner.';
const USERS = 'userId name email picture isActive isPending invitedOn roles { userRoleId role }';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service?.close());

const mutate = schemaMutator(() => service);
const db = () => service.app.db;
const team = async (clientId = main) =>
  (
    await service.graphql<{ clientUsers: ClientUser[] }>(
      DEMO.admin,
      `query ($clientId: ID!) { clientUsers(input: { clientId: $clientId }) { ${USERS} } }`,
      { clientId },
    )
  ).data!.clientUsers;

/** Calls a mutation that must be refused as BAD_USER_INPUT on `field` with `message`, and checks nothing changed. */
async function refused(user: string, name: string, input: Record<string, unknown>, field: string, message: string) {
  const before = await databaseDigest(db());
  const outcome = await mutate(user, name, input, name === 'registerUser' ? 'userId message' : 'message');
  expect(outcome.errors?.[0], name).toMatchObject({ message: `${field}: ${message}`, extensions: { code: 'BAD_USER_INPUT', field } });
  expect(await databaseDigest(db())).toEqual(before);
}

async function done(user: string, name: string, input: Record<string, unknown>) {
  const outcome = await mutate(user, name, input, name === 'registerUser' ? 'userId message' : 'message');
  expect(outcome.errors, `${name}: ${JSON.stringify(outcome.errors)}`).toBeUndefined();
  return outcome.payload;
}

describe('the last account owner', () => {
  it('keeps the main firm’s only owner: no role change, unassignment, removal or deactivation', async () => {
    const ownerRole = await userRoleIdOf(db(), DEMO.owner, main, 'ACCOUNT_OWNER');
    const last = LAST_OWNER('Olivia Owner', MAIN_CLIENT);
    await refused(DEMO.manager, 'changeExistingUserRole', { userRoleId: ownerRole, role: 'USER' }, 'userRoleId', last);
    await refused(DEMO.manager, 'unassignRole', { userRoleId: ownerRole }, 'userRoleId', last);
    await refused(DEMO.manager, 'disassociateUserFromClient', { userId: DEMO.owner, clientId: main }, 'userId', last);
    // Olivia also owns Sterling, which keeps Rosa Sterling: only the main firm would be left without an owner.
    await refused(DEMO.admin, 'deactivateUser', { userId: DEMO.owner }, 'userId', last);
  });

  it('does not count an open invitation: handing the role to someone who never signed in is refused', async () => {
    const ownerRole = await userRoleIdOf(db(), DEMO.owner, main, 'ACCOUNT_OWNER');
    await done(DEMO.manager, 'grantUserRole', { userId: TEAM.invited, clientId: main, role: 'ACCOUNT_OWNER' });
    await refused(
      DEMO.manager,
      'reassignUserRole',
      { userRoleId: ownerRole, userId: TEAM.invited },
      'userRoleId',
      LAST_OWNER('Olivia Owner', MAIN_CLIENT),
    );
    await refused(
      DEMO.admin,
      'changeExistingUserRole',
      { userRoleId: ownerRole, role: 'USER_MANAGER' },
      'userRoleId',
      LAST_OWNER('Olivia Owner', MAIN_CLIENT),
    );
  });

  describe('on a firm of its own', () => {
    const firm = randomUUID();
    let first: Member;
    let second: Member;
    beforeAll(async () => {
      await db().query(
        "insert into clients (id, name, website_url, is_ready) values ($1, 'Team Rules Law', 'https://team-rules.example/', true)",
        [firm],
      );
      first = await addMember(db(), firm, 'ACCOUNT_OWNER', { name: 'Ada First' });
      second = await addMember(db(), firm, 'ACCOUNT_OWNER', { name: 'Ben Second' });
    });

    it('lets one of two owners go, then keeps the other', async () => {
      await done(DEMO.admin, 'unassignRole', { userRoleId: first.userRoleId });
      const last = LAST_OWNER('Ben Second', 'Team Rules Law');
      await refused(DEMO.admin, 'unassignRole', { userRoleId: second.userRoleId }, 'userRoleId', last);
      await refused(DEMO.admin, 'changeExistingUserRole', { userRoleId: second.userRoleId, role: 'USER' }, 'userRoleId', last);
      await refused(DEMO.admin, 'disassociateUserFromClient', { userId: second.userId, clientId: firm }, 'userId', last);
      await refused(DEMO.admin, 'deactivateUser', { userId: second.userId }, 'userId', last);
      const pending = await addMember(db(), firm, 'USER', { signedIn: false });
      await refused(DEMO.admin, 'reassignUserRole', { userRoleId: second.userRoleId, userId: pending.userId }, 'userRoleId', last);
    });

    it('hands the role over to someone who has signed in, and the new owner is then the last one', async () => {
      const heir = await addMember(db(), firm, 'USER', { name: 'Cleo Heir' });
      await done(DEMO.admin, 'reassignUserRole', { userRoleId: second.userRoleId, userId: heir.userId });
      await done(DEMO.admin, 'disassociateUserFromClient', { userId: second.userId, clientId: firm });
      await refused(DEMO.admin, 'deactivateUser', { userId: heir.userId }, 'userId', LAST_OWNER('Cleo Heir', 'Team Rules Law'));
    });

    it('leaves a firm that has no owner at all to its people', async () => {
      const bare = randomUUID();
      await db().query("insert into clients (id, name, is_ready) values ($1, 'Ownerless Law', true)", [bare]);
      const member = await addMember(db(), bare, 'USER');
      await done(DEMO.admin, 'disassociateUserFromClient', { userId: member.userId, clientId: bare });
    });
  });
});

describe('one’s own access', () => {
  it('refuses an owner leaving a firm, even one with another owner', async () => {
    await refused(DEMO.owner, 'disassociateUserFromClient', { userId: DEMO.owner, clientId: sterling }, 'userId', OWN_ACCESS);
    await refused(
      DEMO.owner,
      'unassignRole',
      { userRoleId: await userRoleIdOf(db(), DEMO.owner, sterling, 'ACCOUNT_OWNER') },
      'userRoleId',
      OWN_ACCESS,
    );
    await refused(
      DEMO.owner,
      'changeExistingUserRole',
      { userRoleId: await userRoleIdOf(db(), DEMO.owner, sterling, 'ACCOUNT_OWNER'), role: 'USER' },
      'userRoleId',
      OWN_ROLE,
    );
  });

  it('refuses a user manager raising or dropping their own role', async () => {
    const own = await userRoleIdOf(db(), DEMO.manager, main, 'USER_MANAGER');
    await refused(DEMO.manager, 'changeExistingUserRole', { userRoleId: own, role: 'ACCOUNT_OWNER' }, 'userRoleId', OWN_ROLE);
    await refused(DEMO.manager, 'grantUserRole', { userId: DEMO.manager, clientId: main, role: 'ACCOUNT_OWNER' }, 'userId', OWN_ROLE);
    const ownerRole = await userRoleIdOf(db(), DEMO.owner, main, 'ACCOUNT_OWNER');
    await refused(DEMO.manager, 'reassignUserRole', { userRoleId: ownerRole, userId: DEMO.manager }, 'userId', OWN_ROLE);
    await refused(
      DEMO.manager,
      'registerUser',
      { email: 'Manager@Demo.test', name: 'Me', clientId: main, role: 'ACCOUNT_OWNER' },
      'email',
      OWN_ROLE,
    );
    await refused(DEMO.manager, 'unassignRole', { userRoleId: own }, 'userRoleId', OWN_ACCESS);
    await refused(DEMO.manager, 'disassociateUserFromClient', { userId: DEMO.manager, clientId: main }, 'userId', OWN_ACCESS);
  });

  it('refuses staff deactivating themselves', async () => {
    await refused(DEMO.admin, 'deactivateUser', { userId: DEMO.admin }, 'userId', OWN_ACCESS);
  });
});

describe('invitations', () => {
  it('shows the seeded open invitation as pending', async () => {
    const dana = (await team()).find((person) => person.userId === TEAM.invited)!;
    expect(dana).toMatchObject({ name: 'Dana Reyes', isPending: true, isActive: true });
    expect(Date.parse(dana.invitedOn)).toBeLessThan(Date.now() - 86_400_000);
    expect((await team()).find((person) => person.userId === DEMO.owner)!.isPending).toBe(false);
  });

  it('registers a new address as a pending member with the role', async () => {
    const { userId, message } = await done(DEMO.manager, 'registerUser', {
      email: ' New.Paralegal@Harbor.test ',
      name: 'Noor Paralegal',
      clientId: main,
      role: 'USER',
    });
    expect(message).toBe('Noor Paralegal is invited as USER; the invitation stays open until they first sign in.');
    expect((await team()).find((person) => person.userId === userId)).toMatchObject({
      email: 'new.paralegal@harbor.test',
      isPending: true,
      roles: [{ role: 'USER' }],
    });
  });

  it('adds a person who already has an account to the firm instead of refusing the address', async () => {
    const { userId, message } = await done(DEMO.manager, 'registerUser', {
      email: 'ROSA.STERLING@sterlinginjuryattorneys.example',
      name: 'Rosa',
      clientId: main,
      role: 'USER',
    });
    expect(userId).toBe(TEAM.sterlingOwner);
    expect(message).toBe(`Rosa Sterling already has an account; they can now use ${MAIN_CLIENT} as USER.`);
    expect((await team()).find((person) => person.userId === userId)).toMatchObject({
      name: 'Rosa Sterling',
      isPending: false,
      roles: [{ role: 'USER' }],
    });
    // Her role on Sterling is untouched, and asking again grants nothing twice.
    expect((await team(sterling)).find((person) => person.userId === userId)!.roles.map((role) => role.role)).toEqual(['ACCOUNT_OWNER']);
    const again = await done(DEMO.manager, 'registerUser', {
      email: 'rosa.sterling@sterlinginjuryattorneys.example',
      name: 'Rosa',
      clientId: main,
      role: 'USER',
    });
    expect(again.message).toBe(`Rosa Sterling already has an account and is already USER of ${MAIN_CLIENT}.`);
    expect((await team()).find((person) => person.userId === userId)!.roles).toHaveLength(1);
  });

  it('refuses a deactivated person’s address, and staff registering a known address without a firm', async () => {
    const gone = await addMember(db(), null);
    await db().query('update users set is_active = false where id = $1', [gone.userId]);
    await refused(
      DEMO.owner,
      'registerUser',
      { email: gone.email, name: 'Gone', clientId: main, role: 'USER' },
      'email',
      `${gone.email} belongs to a deactivated user; ask the agency to reactivate them.`,
    );
    expect(
      errorOf(await mutate(DEMO.admin, 'registerUser', { email: 'owner@demo.test', name: 'X', role: 'USER' }, 'userId')),
    ).toMatchObject({ code: 'CONFLICT', field: 'email' });
  });
});
