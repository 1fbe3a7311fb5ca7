import type { RoleName } from '../../../src/core/api/generated/graphql.ts';
import type { Queryable } from '../store/db.ts';
import type { Viewer } from './permissions.ts';

interface ViewerRow {
  id: string;
  email: string;
  is_active: boolean;
  mapped: string[];
  roles: Array<{ client_id: string | null; name: RoleName }>;
}

// One statement: every API request loads the viewer, so this is the hottest query of the service.
const VIEWER_SQL = `
  select u.id, u.email, u.is_active,
    coalesce((select json_agg(uc.client_id) from user_clients uc where uc.user_id = u.id), '[]') as mapped,
    coalesce((select json_agg(json_build_object('client_id', ur.client_id, 'name', r.name))
                from user_roles ur join roles r on r.id = ur.role_id
               where ur.user_id = u.id and ur.is_active and r.is_active), '[]') as roles
  from users u where u.sub = $1`;

/**
 * The signed-in user as the service sees them: looked up by the token's subject, with roles read
 * from the database so a deactivation or role change takes effect on the next request.
 * Undefined when the subject is unknown or deactivated.
 */
export async function loadViewer(db: Queryable, sub: string): Promise<Viewer | undefined> {
  const [user] = await db.query<ViewerRow>(VIEWER_SQL, [sub]);
  if (!user || !user.is_active) return undefined;
  const clientRoles = new Map<string, RoleName[]>(user.mapped.map((clientId) => [clientId, []]));
  const globalRoles: RoleName[] = [];
  for (const role of user.roles) {
    if (role.client_id === null) globalRoles.push(role.name);
    else clientRoles.get(role.client_id)?.push(role.name); // a role counts only while the user is mapped
  }
  return { userId: user.id, sub, email: user.email, globalRoles, clientRoles };
}
