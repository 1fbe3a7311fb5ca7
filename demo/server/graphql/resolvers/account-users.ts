import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import type {
  AddAuth0IdToUserInput,
  DeactivateUserInput,
  ModifyUserInput,
  RegisterUserInput,
  RoleName,
  UpgradeToFirmPilotAdminInput,
} from '../../../../src/core/api/generated/graphql.ts';
import { emailAddress } from '../../../../src/core/forms/field-rules.ts';
import { inviteForm } from '../../../../src/core/forms/invite-form.ts';
import { profileForm } from '../../../../src/core/forms/profile-form.ts';
import { ADMIN_ROLE, ROLE_CAPABILITIES, isAdmin, type Viewer } from '../../auth/permissions.ts';
import type { Queryable } from '../../store/db.ts';
import type { GraphQLContext } from '../context.ts';
import { defineMutation, type MutationRun } from '../define-mutation.ts';
import { badInput, forbidden, illegalTransition, serviceError } from '../errors.ts';
import { parseChanges, parseForm } from '../form-input.ts';
import { clientTarget, noClientTarget } from '../targets.ts';
import { activeRoleId, requireRoleAuthority, userTarget, type UserRow } from './account-permissions.ts';
import { clientsOwnedBy, keepingAnOwner, OWN_ACCESS, OWN_ROLE, refuseOwnChange } from './account-team-rules.ts';
import { requireSomeChange } from './settings-input.ts';

const SUB_PATTERN = /^[^\s]{1,200}$/;
// Staff may register any role; requireRoleAuthority has already refused what the caller may not grant.
const ROLE_NAMES = Object.keys(ROLE_CAPABILITIES) as RoleName[];
// Staff change anyone's profile, the sign-in address too: the profile form's rules plus the address.
const staffProfileForm = v.object({ ...profileForm.entries, email: emailAddress() });

async function requireFreeEmail(tx: Queryable, email: string, exceptUserId: string | null) {
  const [taken] = await tx.query('select 1 from users where lower(email) = $1 and id is distinct from $2', [email, exceptUserId]);
  if (taken) throw serviceError('CONFLICT', `email: ${email} already belongs to another user.`, { field: 'email' });
}

/** Links a user to their identity-provider account: the token subject the service will know them by. */
const addAuth0IdToUser = defineMutation({
  capability: 'staff',
  target: userTarget,
  run: async ({ tx, input, target }: MutationRun<AddAuth0IdToUserInput, UserRow>) => {
    const sub = input.auth0Id.trim();
    if (!SUB_PATTERN.test(sub)) throw badInput('auth0Id', 'must be 1 to 200 characters without spaces, such as auth0|64f0c2.');
    const [owner] = await tx.query<{ id: string }>('select id from users where sub = $1 and id <> $2', [sub, target.row.id]);
    if (owner) throw serviceError('CONFLICT', `auth0Id: ${sub} is already linked to another user.`, { field: 'auth0Id' });
    await tx.query('update users set sub = $2, updated_on = now() where id = $1', [target.row.id, sub]);
    return { message: `Identity ${sub} linked to ${target.row.email}.` };
  },
});

/**
 * Staff register anyone; a client's user managers invite people into their client with a client role. An
 * invited person is pending until they first sign in (users.sub stays null until then). Inviting an address
 * that already belongs to a user gives that user access to the client with the role instead.
 */
const registerUser = defineMutation({
  capability: 'users',
  target: (tx: Queryable, input: RegisterUserInput) => (input.clientId ? clientTarget(tx, input) : noClientTarget()),
  run: async ({ tx, input, viewer }: MutationRun<RegisterUserInput, unknown>) => {
    requireRoleAuthority(viewer, input.clientId ?? null, [input.role]);
    const { name, email, role } = parseForm(inviteForm(ROLE_NAMES), input);
    const roleId = await activeRoleId(tx, role);
    const [existing] = await tx.query<UserRow>('select * from users where lower(email) = $1 for update', [email]);
    if (existing && input.clientId) return addExistingUser(tx, existing, input.clientId, role, roleId, viewer);
    if (existing) throw serviceError('CONFLICT', `email: ${email} already belongs to another user.`, { field: 'email' });
    const userId = randomUUID();
    await tx.query('insert into users (id, email, name) values ($1, $2, $3)', [userId, email, name]);
    if (input.clientId) await tx.query('insert into user_clients (user_id, client_id) values ($1, $2)', [userId, input.clientId]);
    await tx.query('insert into user_roles (id, user_id, role_id, client_id) values ($1, $2, $3, $4)', [
      randomUUID(),
      userId,
      roleId,
      input.clientId ?? null,
    ]);
    return { userId, message: `${name} is invited as ${role}; the invitation stays open until they first sign in.` };
  },
});

/** An invitation to an address the service knows: the user gets access to the client, and the role if new. */
async function addExistingUser(tx: Queryable, user: UserRow, clientId: string, role: RoleName, roleId: string, viewer: Viewer) {
  refuseOwnChange(viewer, user.id, 'email', OWN_ROLE);
  if (!user.is_active) throw badInput('email', `${user.email} belongs to a deactivated user; ask the agency to reactivate them.`);
  const [client] = await tx.query<{ name: string }>('select name from clients where id = $1', [clientId]);
  await tx.query('insert into user_clients (user_id, client_id) values ($1, $2) on conflict (user_id, client_id) do nothing', [
    user.id,
    clientId,
  ]);
  const [held] = await tx.query('select 1 from user_roles where user_id = $1 and role_id = $2 and client_id = $3 and is_active', [
    user.id,
    roleId,
    clientId,
  ]);
  if (held) return { userId: user.id, message: `${user.name} already has an account and is already ${role} of ${client!.name}.` };
  await tx.query('insert into user_roles (id, user_id, role_id, client_id) values ($1, $2, $3, $4)', [
    randomUUID(),
    user.id,
    roleId,
    clientId,
  ]);
  return { userId: user.id, message: `${user.name} already has an account; they can now use ${client!.name} as ${role}.` };
}

/** Staff change anyone's profile; a user may change their own name and picture (not the e-mail they sign in with). */
async function modifyUser(_: unknown, { input }: { input: ModifyUserInput }, context: GraphQLContext) {
  const { viewer } = context;
  const staff = isAdmin(viewer);
  if (!staff && input.userId !== viewer.userId) throw forbidden("another user's profile");
  if (!staff && input.email != null) throw badInput('email', 'Only the agency can change the email address you sign in with.');
  requireSomeChange(input, ['name', 'email', 'picture']);
  // The profile form's rules; an empty picture removes it.
  const { name, email, picture } = parseChanges(staffProfileForm, input);
  return context.db.transaction(async (tx) => {
    const [user] = await tx.query<UserRow>('select * from users where id = $1 for update', [input.userId]);
    if (!user) throw badInput('userId', `no user has id "${input.userId}".`);
    if (email) await requireFreeEmail(tx, email, user.id);
    await tx.query(
      `update users set name = coalesce($2, name), email = coalesce($3, email),
         picture = case when $4::boolean then $5 else picture end, updated_on = now() where id = $1`,
      [user.id, name ?? null, email ?? null, picture !== undefined, picture ?? null],
    );
    return { message: 'Profile updated.' };
  });
}

/** A deactivated user's tokens are refused from the next request on (the viewer loader checks is_active). */
const deactivateUser = defineMutation({
  capability: 'staff',
  target: userTarget,
  run: async ({ tx, target, viewer }: MutationRun<DeactivateUserInput, UserRow>) => {
    refuseOwnChange(viewer, target.row.id, 'userId', OWN_ACCESS);
    if (!target.row.is_active) throw illegalTransition('user', 'deactivate the user', 'already deactivated');
    await keepingAnOwner(tx, await clientsOwnedBy(tx, target.row.id), 'userId', () =>
      tx.query('update users set is_active = false, updated_on = now() where id = $1', [target.row.id]),
    );
    return { message: `${target.row.email} deactivated.` };
  },
});

const upgradeToFirmPilotAdmin = defineMutation({
  capability: 'staff',
  target: userTarget,
  run: async ({ tx, target }: MutationRun<UpgradeToFirmPilotAdminInput, UserRow>) => {
    if (!target.row.is_active) throw badInput('userId', `the user ${target.row.email} is deactivated; choose an active user.`);
    const roleId = await activeRoleId(tx, ADMIN_ROLE);
    const held = await tx.query('select 1 from user_roles where user_id = $1 and role_id = $2 and client_id is null and is_active', [
      target.row.id,
      roleId,
    ]);
    if (held.length) return { message: `${target.row.email} is already a ${ADMIN_ROLE}.` };
    await tx.query('insert into user_roles (id, user_id, role_id, client_id) values ($1, $2, $3, null)', [
      randomUUID(),
      target.row.id,
      roleId,
    ]);
    return { message: `${target.row.email} is now a ${ADMIN_ROLE}.` };
  },
});

export const accountUserResolvers = {
  Mutation: { addAuth0IdToUser, registerUser, modifyUser, deactivateUser, upgradeToFirmPilotAdmin },
};
