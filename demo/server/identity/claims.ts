import type { Queryable } from '../store/db.ts';

// Auth0 only lets custom claims through under a namespace URL; the portal reads these names.
export const CLAIM_NAMESPACE = 'https://firmpilot.com/';
export const CLAIM_ID = `${CLAIM_NAMESPACE}id`;
export const CLAIM_ROLES = `${CLAIM_NAMESPACE}roles`;
export const CLAIM_USER_CLIENT_MAPPING = `${CLAIM_NAMESPACE}userClientMapping`;
export const CUSTOM_CLAIMS = [CLAIM_ID, CLAIM_ROLES, CLAIM_USER_CLIENT_MAPPING] as const;

export const ROLE_NAMES = ['ACCOUNT_OWNER', 'FIRM_PILOT_ADMIN', 'PPC_ADMIN', 'USER', 'USER_MANAGER'] as const;

export interface RoleRef {
  name: string;
}

export interface MappedClient {
  clientId: string;
  name: string;
  createdOn: string;
  updatedOn: string;
  isAutoPublish: boolean;
  isChurned: boolean;
}

export interface UserClientMapping {
  globalRoles: RoleRef[];
  userClients: { client: MappedClient; roles: RoleRef[] }[];
}

export interface IdentityAccount {
  sub: string;
  id: string;
  email: string;
  name: string;
  picture: string | null;
  /** Every distinct active role name, global or per client. */
  roles: string[];
  userClientMapping: UserClientMapping;
}

/** The subject a seeded user signs in as: Auth0's `<connection>|<id>` shape. */
export const subForUserId = (userId: string) => `auth0|${userId}`;

interface UserRow {
  id: string;
  sub: string;
  email: string;
  name: string;
  picture: string | null;
}
interface RoleRow {
  name: string;
  client_id: string | null;
}
interface ClientRow {
  id: string;
  name: string;
  created_on: string;
  updated_on: string;
  is_auto_publish: boolean;
  is_churned: boolean;
}

/** Builds the account an active user signs in as, or undefined when the sub is unknown or inactive. */
export async function loadIdentityAccount(db: Queryable, sub: string): Promise<IdentityAccount | undefined> {
  const [user] = await db.query<UserRow>('select id, sub, email, name, picture from users where sub = $1 and is_active', [sub]);
  if (!user) return undefined;
  const roleRows = await db.query<RoleRow>(
    `select r.name, ur.client_id from user_roles ur join roles r on r.id = ur.role_id
      where ur.user_id = $1 and ur.is_active and r.is_active order by r.name`,
    [user.id],
  );
  // A client is churned when no contract is open-ended or still running today.
  const clients = await db.query<ClientRow>(
    `select c.id, c.name, c.created_on, c.updated_on, c.is_auto_publish,
            not exists (select 1 from contracts k where k.client_id = c.id
                         and (k.end_date is null or k.end_date >= current_date)) as is_churned
       from user_clients uc join clients c on c.id = uc.client_id
      where uc.user_id = $1 order by c.name, c.id`,
    [user.id],
  );
  const rolesFor = (clientId: string | null) =>
    dedupe(roleRows.filter((row) => row.client_id === clientId).map((row) => row.name)).map((name) => ({ name }));
  return {
    sub: user.sub,
    id: user.id,
    email: user.email,
    name: user.name,
    picture: user.picture,
    roles: dedupe(roleRows.map((row) => row.name)),
    userClientMapping: {
      globalRoles: rolesFor(null),
      userClients: clients.map((row) => ({
        client: {
          clientId: row.id,
          name: row.name,
          createdOn: row.created_on,
          updatedOn: row.updated_on,
          isAutoPublish: row.is_auto_publish,
          isChurned: row.is_churned,
        },
        roles: rolesFor(row.id),
      })),
    },
  };
}

/** The namespaced claims both tokens carry. */
export function customClaims(account: IdentityAccount, withMapping: boolean): Record<string, unknown> {
  const claims: Record<string, unknown> = { [CLAIM_ID]: account.id, [CLAIM_ROLES]: account.roles };
  if (withMapping) claims[CLAIM_USER_CLIENT_MAPPING] = account.userClientMapping;
  return claims;
}

const dedupe = (names: string[]) => [...new Set(names)];
