import type { RoleName } from '../../../../src/core/api/generated/graphql.ts';
import { GRANTABLE_BY_USER_MANAGERS, can, isAdmin, type Viewer } from '../../auth/permissions.ts';
import type { Queryable } from '../../store/db.ts';
import { badInput, forbidden } from '../errors.ts';
import { targetBy } from '../targets.ts';

export interface UserRow {
  id: string;
  client_id: null;
  sub: string | null;
  email: string;
  name: string;
  picture: string | null;
  is_active: boolean;
}
export interface UserRoleRow {
  id: string;
  user_id: string;
  role_id: string;
  client_id: string | null;
  is_active: boolean;
  role_name: RoleName;
}

/** Users belong to no client: operations on a user as such are the staff's (the target's client is null). */
export const userTarget = targetBy<UserRow>('user', 'userId', 'select *, null::text as client_id from users where id = $1 for update');

export const userRoleTarget = targetBy<UserRoleRow>(
  'user role',
  'userRoleId',
  'select ur.*, r.name as role_name from user_roles ur join roles r on r.id = ur.role_id where ur.id = $1 for update of ur',
);

export function requireStaff(viewer: Viewer, what: string): void {
  if (!isAdmin(viewer)) throw forbidden(what);
}

/**
 * Who may hand out (or take back) roles: a client's user managers may deal in USER, USER_MANAGER and
 * ACCOUNT_OWNER for that client; global roles and the staff roles (FIRM_PILOT_ADMIN, PPC_ADMIN) are the staff's.
 */
export function requireRoleAuthority(viewer: Viewer, clientId: string | null, roles: readonly RoleName[]): void {
  const staffOnly = clientId === null || roles.some((role) => !GRANTABLE_BY_USER_MANAGERS.includes(role));
  if (staffOnly) requireStaff(viewer, `granting or changing the ${roles.join(', ')} role${clientId === null ? ' globally' : ''}`);
  else if (!can(viewer, clientId, 'users')) throw forbidden("this client's users");
}

/** The role definition by name; a deactivated role cannot be handed out. */
export async function activeRoleId(tx: Queryable, role: RoleName): Promise<string> {
  const [row] = await tx.query<{ id: string; is_active: boolean }>('select id, is_active from roles where name = $1', [role]);
  if (!row) throw badInput('role', `${role} is not a known role.`);
  if (!row.is_active) throw badInput('role', `${role} has been deactivated and cannot be granted.`);
  return row.id;
}

export async function requireActiveUser(tx: Queryable, field: string, userId: string): Promise<UserRow> {
  const [user] = await tx.query<UserRow>('select *, null::text as client_id from users where id = $1', [userId]);
  if (!user) throw badInput(field, `no user has id "${userId}".`);
  if (!user.is_active) throw badInput(field, `the user ${user.email} is deactivated; choose an active user.`);
  return user;
}

export async function isMapped(tx: Queryable, userId: string, clientId: string): Promise<boolean> {
  const rows = await tx.query('select 1 from user_clients where user_id = $1 and client_id = $2', [userId, clientId]);
  return rows.length > 0;
}
