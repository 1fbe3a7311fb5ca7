import type { ClientInput, ClientUser, ClientUserRole, RoleDefinition, RoleName } from '../../../../src/core/api/generated/graphql.ts';
import { can, isAdmin } from '../../auth/permissions.ts';
import type { GraphQLContext } from '../context.ts';
import { forbidden } from '../errors.ts';
import { requireReadableClient } from './clients.ts';

interface RoleRow {
  id: string;
  name: RoleName;
  is_active: boolean;
  metadata: Record<string, unknown>;
}
interface ClientUserRow {
  id: string;
  name: string;
  email: string;
  picture: string | null;
  is_active: boolean;
  is_pending: boolean;
  created_on: string;
  roles: ClientUserRole[];
}

/** Role definitions are the staff's to manage (deactivateRole, updateRoleMetadata), so only the staff read them. */
async function roles(_: unknown, __: unknown, context: GraphQLContext): Promise<RoleDefinition[]> {
  if (!isAdmin(context.viewer)) throw forbidden('the role definitions');
  const rows = await context.db.query<RoleRow>('select id, name, is_active, metadata from roles order by name');
  return rows.map((row) => ({ id: row.id, name: row.name, isActive: row.is_active, metadata: row.metadata }));
}

/**
 * Everyone mapped to the client, by name, with the roles that still count on it: a role ends when it is
 * unassigned (user_roles.is_active) or when its definition is deactivated (roles.is_active).
 */
async function clientUsers(_: unknown, { input }: { input: ClientInput }, context: GraphQLContext): Promise<ClientUser[]> {
  await requireReadableClient(context.db, context, input.clientId);
  if (!can(context.viewer, input.clientId, 'users')) throw forbidden("this client's users");
  const rows = await context.db.query<ClientUserRow>(
    `select u.id, u.name, u.email, u.picture, u.is_active, u.sub is null as is_pending, u.created_on,
        coalesce((select json_agg(json_build_object('userRoleId', ur.id, 'role', r.name) order by r.name, ur.id)
                    from user_roles ur join roles r on r.id = ur.role_id
                   where ur.user_id = u.id and ur.client_id = uc.client_id and ur.is_active and r.is_active), '[]') as roles
       from user_clients uc join users u on u.id = uc.user_id
      where uc.client_id = $1
      order by lower(u.name), u.id`,
    [input.clientId],
  );
  return rows.map((row) => ({
    userId: row.id,
    name: row.name,
    email: row.email,
    picture: row.picture,
    isActive: row.is_active,
    // Someone registered who has never signed in holds an open invitation: the identity provider never named them.
    isPending: row.is_pending,
    invitedOn: row.created_on,
    roles: row.roles,
  }));
}

export const readPeopleResolvers = { Query: { roles, clientUsers } };
