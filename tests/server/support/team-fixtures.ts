import { randomUUID } from 'node:crypto';
import type { RoleName } from '../../../src/core/api/generated/graphql.ts';
import type { Queryable } from '../../../demo/server/store/db.ts';
import { roleIdOf } from '../../../demo/server/store/seed/demo.ts';
import { subOf } from '../../../demo/server/store/seed/demo-users.ts';

// People made straight in the database for the team and settings suites, so each call can act on someone of
// its own without going through the mutations under test.

/** The seeded people of the firms' teams who are not demo logins (demo-users.ts FIRM_TEAM). */
export const TEAM = {
  /** ACCOUNT_OWNER of Sterling Injury Attorneys only: an owner of another client. */
  sterlingOwner: 'user-sterling-partner',
  /** Invited to Harbor & Vale Law as USER_MANAGER; has never signed in. */
  invited: 'user-invited',
} as const;

export interface Member {
  userId: string;
  email: string;
  name: string;
  /** The member's role on the client (null when made without a client). */
  userRoleId: string | null;
}

let made = 0;

/**
 * A person mapped to `clientId` with `role` (none when `clientId` is null). `signedIn` people have an identity
 * subject (subOf(userId), so the suites' tokens work for them); the others hold an open invitation.
 */
export async function addMember(
  db: Queryable,
  clientId: string | null,
  role: RoleName = 'USER',
  { signedIn = true, name }: { signedIn?: boolean; name?: string } = {},
): Promise<Member> {
  made += 1;
  const userId = `member-${made}-${randomUUID().slice(0, 8)}`;
  const member = { userId, email: `${userId}@team.test`, name: name ?? `Member ${made}` };
  await db.query('insert into users (id, sub, email, name) values ($1, $2, $3, $4)', [
    userId,
    signedIn ? subOf(userId) : null,
    member.email,
    member.name,
  ]);
  if (!clientId) return { ...member, userRoleId: null };
  const userRoleId = randomUUID();
  await db.query('insert into user_clients (user_id, client_id) values ($1, $2)', [userId, clientId]);
  await db.query('insert into user_roles (id, user_id, role_id, client_id) values ($1, $2, $3, $4)', [
    userRoleId,
    userId,
    roleIdOf(role),
    clientId,
  ]);
  return { ...member, userRoleId };
}

/** The id of a user's active role on a client. */
export async function userRoleIdOf(db: Queryable, userId: string, clientId: string, role: RoleName): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    'select ur.id from user_roles ur where ur.user_id = $1 and ur.client_id = $2 and ur.role_id = $3 and ur.is_active',
    [userId, clientId, roleIdOf(role)],
  );
  if (!row) throw new Error(`${userId} holds no active ${role} on ${clientId}.`);
  return row.id;
}
