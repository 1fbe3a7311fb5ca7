import type { ClientInput, StaffUser } from '../../../../src/core/api/generated/graphql.ts';
import { ADMIN_ROLE, isAdmin } from '../../auth/permissions.ts';
import type { GraphQLContext } from '../context.ts';
import { forbidden } from '../errors.ts';
import { requireReadableClient } from './clients.ts';

interface StaffRow {
  id: string;
  name: string;
  email: string;
  picture: string | null;
}

// Who modifyClientAssignee accepts (account-clients.ts): an active user holding the admin role globally, through an
// active role definition.
const STAFF_SELECT = `
  select u.id, u.name, u.email, u.picture from users u
   where u.is_active and exists (
     select 1 from user_roles ur join roles r on r.id = ur.role_id
      where ur.user_id = u.id and ur.client_id is null and ur.is_active and r.is_active and r.name = $1)`;

const toStaffUser = (row: StaffRow): StaffUser => ({ userId: row.id, name: row.name, email: row.email, picture: row.picture });

/** The staff a client may be assigned to, by name; the list of the agency's people is the staff's alone. */
async function staffUsers(_: unknown, __: unknown, context: GraphQLContext): Promise<StaffUser[]> {
  if (!isAdmin(context.viewer)) throw forbidden("the agency's staff");
  const rows = await context.db.query<StaffRow>(`${STAFF_SELECT} order by lower(u.name), u.id`, [ADMIN_ROLE]);
  return rows.map(toStaffUser);
}

/**
 * The client's assignee, for anyone who may read the client: the firm sees who looks after it by name. An assignee
 * who has since left the staff is shown as none, as the assignment no longer holds.
 */
async function clientAssignee(_: unknown, { input }: { input: ClientInput }, context: GraphQLContext): Promise<StaffUser | null> {
  const client = await requireReadableClient(context.db, context, input.clientId);
  if (!client.assigneeUserId) return null;
  const [row] = await context.db.query<StaffRow>(`${STAFF_SELECT} and u.id = $2`, [ADMIN_ROLE, client.assigneeUserId]);
  return row ? toStaffUser(row) : null;
}

export const accountStaffUserResolvers = { Query: { staffUsers, clientAssignee } };
