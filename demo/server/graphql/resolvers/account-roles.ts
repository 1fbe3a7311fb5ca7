import { randomUUID } from 'node:crypto';
import type {
  ChangeExistingUserRoleInput,
  DeactivateRoleInput,
  GrantUserRoleInput,
  ReassignUserRoleInput,
  UnassignRoleInput,
  UpdateRoleMetadataInput,
} from '../../../../src/core/api/generated/graphql.ts';
import { ADMIN_ROLE, type Viewer } from '../../auth/permissions.ts';
import type { Queryable } from '../../store/db.ts';
import { defineMutation, type MutationRun } from '../define-mutation.ts';
import { badInput, illegalTransition } from '../errors.ts';
import { clientTarget, noClientTarget, targetBy } from '../targets.ts';
import {
  activeRoleId,
  isMapped,
  requireActiveUser,
  requireRoleAuthority,
  userRoleTarget,
  type UserRoleRow,
} from './account-permissions.ts';
import { keepingAnOwner, OWN_ACCESS, OWN_ROLE, refuseOwnChange } from './account-team-rules.ts';

const METADATA_MAX_BYTES = 16 * 1024;

interface RoleRow {
  id: string;
  client_id: null;
  name: string;
  is_active: boolean;
}
// Role definitions are named by id or, since the contract exposes no role ids, by their name.
const roleTarget = targetBy<RoleRow>(
  'role',
  'roleId',
  'select *, null::text as client_id from roles where id = $1 or name = $1 for update',
);

async function requireMappedUser(tx: Queryable, userId: string, clientId: string | null) {
  await requireActiveUser(tx, 'userId', userId);
  if (clientId && !(await isMapped(tx, userId, clientId)))
    throw badInput('userId', 'is not associated with this client; associate the user with the client first.');
}

/** An admin who takes away their own admin role could lock the service out of its staff. */
function guardOwnAdminRole(row: UserRoleRow, viewer: Viewer) {
  if (row.user_id === viewer.userId && row.client_id === null && row.role_name === ADMIN_ROLE) {
    throw badInput('userRoleId', `you cannot change or remove your own ${ADMIN_ROLE} role; ask another admin.`);
  }
}

function requireActiveUserRole(row: UserRoleRow, action: string) {
  if (!row.is_active) throw illegalTransition('user role', action, 'unassigned');
}

/** A change of a client role: never one's own (rule 2), and never the client's last account owner (rule 1). */
function changingClientRole<T>(
  tx: Queryable,
  row: UserRoleRow,
  viewer: Viewer,
  ownMessage: string | null,
  change: () => Promise<T>,
): Promise<T> {
  if (row.client_id === null) return change();
  if (ownMessage) refuseOwnChange(viewer, row.user_id, 'userRoleId', ownMessage);
  return keepingAnOwner(tx, [row.client_id], 'userRoleId', change);
}

const grantUserRole = defineMutation({
  capability: 'users',
  target: (tx: Queryable, input: GrantUserRoleInput) => (input.clientId ? clientTarget(tx, input) : noClientTarget()),
  run: async ({ tx, input, viewer }: MutationRun<GrantUserRoleInput, unknown>) => {
    const clientId = input.clientId ?? null;
    requireRoleAuthority(viewer, clientId, [input.role]);
    // A user manager could otherwise make themselves account owner.
    if (clientId) refuseOwnChange(viewer, input.userId, 'userId', OWN_ROLE);
    await requireMappedUser(tx, input.userId, clientId);
    const roleId = await activeRoleId(tx, input.role);
    const [held] = await tx.query<{ id: string }>(
      'select id from user_roles where user_id = $1 and role_id = $2 and client_id is not distinct from $3 and is_active',
      [input.userId, roleId, clientId],
    );
    if (held) return { id: held.id, message: `The user already holds ${input.role}.` };
    const id = randomUUID();
    await tx.query('insert into user_roles (id, user_id, role_id, client_id) values ($1, $2, $3, $4)', [
      id,
      input.userId,
      roleId,
      clientId,
    ]);
    return { id, message: `${input.role} granted.` };
  },
});

const changeExistingUserRole = defineMutation({
  capability: 'users',
  target: userRoleTarget,
  run: async ({ tx, input, target: { row }, viewer }: MutationRun<ChangeExistingUserRoleInput, UserRoleRow>) => {
    requireRoleAuthority(viewer, row.client_id, [row.role_name, input.role]);
    requireActiveUserRole(row, 'change the role');
    guardOwnAdminRole(row, viewer);
    const roleId = await activeRoleId(tx, input.role);
    await changingClientRole(tx, row, viewer, OWN_ROLE, () =>
      tx.query('update user_roles set role_id = $2 where id = $1', [row.id, roleId]),
    );
    return { message: `Role changed from ${row.role_name} to ${input.role}.` };
  },
});

const reassignUserRole = defineMutation({
  capability: 'users',
  target: userRoleTarget,
  run: async ({ tx, input, target: { row }, viewer }: MutationRun<ReassignUserRoleInput, UserRoleRow>) => {
    requireRoleAuthority(viewer, row.client_id, [row.role_name]);
    requireActiveUserRole(row, 'reassign the role');
    guardOwnAdminRole(row, viewer);
    await requireMappedUser(tx, input.userId, row.client_id);
    // Handing one's own role to someone else is allowed (a hand-over; the client still keeps an account owner),
    // taking someone else's role for oneself is not: a user manager could make themselves account owner.
    if (row.client_id !== null) refuseOwnChange(viewer, input.userId, 'userId', OWN_ROLE);
    await changingClientRole(tx, row, viewer, null, () =>
      tx.query('update user_roles set user_id = $2 where id = $1', [row.id, input.userId]),
    );
    return { message: `${row.role_name} reassigned.` };
  },
});

const unassignRole = defineMutation({
  capability: 'users',
  target: userRoleTarget,
  run: async ({ tx, target: { row }, viewer }: MutationRun<UnassignRoleInput, UserRoleRow>) => {
    requireRoleAuthority(viewer, row.client_id, [row.role_name]);
    requireActiveUserRole(row, 'unassign the role');
    guardOwnAdminRole(row, viewer);
    await changingClientRole(tx, row, viewer, OWN_ACCESS, () =>
      tx.query('update user_roles set is_active = false where id = $1', [row.id]),
    );
    return { message: `${row.role_name} unassigned.` };
  },
});

/** A deactivated role stops counting for everyone who holds it (the viewer loader reads only active roles). */
const deactivateRole = defineMutation({
  capability: 'staff',
  target: roleTarget,
  run: async ({ tx, target: { row } }: MutationRun<DeactivateRoleInput, RoleRow>) => {
    if (row.name === ADMIN_ROLE)
      throw badInput('roleId', `${ADMIN_ROLE} cannot be deactivated: nobody could administer the service any more.`);
    if (!row.is_active) throw illegalTransition('role', 'deactivate the role', 'already deactivated');
    await tx.query('update roles set is_active = false where id = $1', [row.id]);
    return { message: `${row.name} deactivated.` };
  },
});

const updateRoleMetadata = defineMutation({
  capability: 'staff',
  target: roleTarget,
  run: async ({ tx, input, target: { row } }: MutationRun<UpdateRoleMetadataInput, RoleRow>) => {
    const { metadata } = input;
    if (metadata === null || typeof metadata !== 'object' || Array.isArray(metadata))
      throw badInput('metadata', 'must be a JSON object such as {"description": "..."}.');
    const json = JSON.stringify(metadata);
    if (Buffer.byteLength(json) > METADATA_MAX_BYTES) throw badInput('metadata', `must be at most ${METADATA_MAX_BYTES} bytes of JSON.`);
    await tx.query('update roles set metadata = $2 where id = $1', [row.id, json]);
    return { message: `${row.name} metadata updated.` };
  },
});

export const accountRoleResolvers = {
  Mutation: { grantUserRole, changeExistingUserRole, reassignUserRole, unassignRole, deactivateRole, updateRoleMetadata },
};
