import type { RoleName } from '../../../src/core/api/generated/graphql.ts';
import type { Queryable } from '../store/db.ts';
import type { Viewer } from './permissions.ts';

/**
 * The signed-in user as the service sees them: looked up by the token's subject, with roles read
 * from the database so a deactivation or role change takes effect on the next request.
 * Undefined when the subject is unknown or deactivated.
 */
export async function loadViewer(db: Queryable, sub: string): Promise<Viewer | undefined> {
  const [user] = await db.query<{ id: string; email: string; is_active: boolean }>(
    'select id, email, is_active from users where sub = $1',
    [sub],
  );
  if (!user || !user.is_active) return undefined;
  const roles = await db.query<{ client_id: string | null; name: RoleName }>(
    `select ur.client_id, r.name from user_roles ur join roles r on r.id = ur.role_id
      where ur.user_id = $1 and ur.is_active and r.is_active`,
    [user.id],
  );
  const mapped = await db.query<{ client_id: string }>('select client_id from user_clients where user_id = $1', [user.id]);
  const clientRoles = new Map<string, RoleName[]>(mapped.map((row) => [row.client_id, []]));
  const globalRoles: RoleName[] = [];
  for (const role of roles) {
    if (role.client_id === null) globalRoles.push(role.name);
    else clientRoles.get(role.client_id)?.push(role.name); // a role counts only while the user is mapped
  }
  return { userId: user.id, sub, email: user.email, globalRoles, clientRoles };
}
