import { randomUUID } from 'node:crypto';
import type {
  AssociateUserWithClientInput,
  DisassociateUserFromClientInput,
  RoleName,
} from '../../../../src/core/api/generated/graphql.ts';
import type { Queryable } from '../../store/db.ts';
import { defineMutation, type MutationRun } from '../define-mutation.ts';
import { badInput } from '../errors.ts';
import { clientTarget } from '../targets.ts';
import { activeRoleId, isMapped, requireActiveUser, requireRoleAuthority } from './account-permissions.ts';
import { keepingAnOwner, refuseOwnChange } from './account-team-rules.ts';

type ClientRow = { client_id: string; id: string; name: string };

/** Maps a user to a client with a role; mapping again only adds the role if it is new. */
const associateUserWithClient = defineMutation({
  capability: 'users',
  target: clientTarget,
  run: async ({ tx, input, target, viewer }: MutationRun<AssociateUserWithClientInput, ClientRow>) => {
    requireRoleAuthority(viewer, input.clientId, [input.role]);
    const user = await requireActiveUser(tx, 'userId', input.userId);
    const roleId = await activeRoleId(tx, input.role);
    await tx.query(
      `insert into user_clients (user_id, client_id) values ($1, $2)
       on conflict (user_id, client_id) do update set updated_on = now()`,
      [user.id, input.clientId],
    );
    const held = await tx.query('select 1 from user_roles where user_id = $1 and role_id = $2 and client_id = $3 and is_active', [
      user.id,
      roleId,
      input.clientId,
    ]);
    if (!held.length) {
      await tx.query('insert into user_roles (id, user_id, role_id, client_id) values ($1, $2, $3, $4)', [
        randomUUID(),
        user.id,
        roleId,
        input.clientId,
      ]);
    }
    return { message: `${user.email} can now use ${target.row.name} as ${input.role}.` };
  },
});

/** Removes a user from a client; their roles for that client end with the mapping. */
const disassociateUserFromClient = defineMutation({
  capability: 'users',
  target: clientTarget,
  run: async ({ tx, input, target, viewer }: MutationRun<DisassociateUserFromClientInput, ClientRow>) => {
    if (!(await isMapped(tx, input.userId, input.clientId))) throw badInput('userId', `is not associated with ${target.row.name}.`);
    // Taking away a staff role (PPC_ADMIN, FIRM_PILOT_ADMIN) is the staff's, like granting it.
    requireRoleAuthority(viewer, input.clientId, await rolesOnClient(tx, input.userId, input.clientId));
    refuseOwnChange(viewer, input.userId, 'userId');
    await keepingAnOwner(tx, [input.clientId], 'userId', async () => {
      await tx.query('delete from user_clients where user_id = $1 and client_id = $2', [input.userId, input.clientId]);
      await tx.query('update user_roles set is_active = false where user_id = $1 and client_id = $2 and is_active', [
        input.userId,
        input.clientId,
      ]);
    });
    return { message: `The user no longer has access to ${target.row.name}.` };
  },
});

async function rolesOnClient(tx: Queryable, userId: string, clientId: string): Promise<RoleName[]> {
  const rows = await tx.query<{ name: RoleName }>(
    'select r.name from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = $1 and ur.client_id = $2 and ur.is_active',
    [userId, clientId],
  );
  return rows.map((row) => row.name);
}

export const accountClientUserResolvers = { Mutation: { associateUserWithClient, disassociateUserFromClient } };
