import type { RoleName } from '../../../src/core/api/generated/graphql.ts';

/**
 * What a role may do for a client. The service enforces this for every operation;
 * the portal only hides what a role cannot do. The table is written out in demo/server/README.md.
 */
export type Capability =
  | 'read' // see the client's deliverables, reports and settings
  | 'review' // approve, request changes, edit content, unschedule
  | 'settings' // connections, credentials, auto-publish, keyword lists, competitors, commitments
  | 'users' // map users to the client and grant them client roles
  | 'ads' // Google Ads campaigns and landing pages
  | 'staff'; // generation, regeneration, starting and promoting jobs, publishing, configuration, registration

export const ROLE_CAPABILITIES: Record<RoleName, readonly Capability[]> = {
  FIRM_PILOT_ADMIN: ['read', 'review', 'settings', 'users', 'ads', 'staff'],
  ACCOUNT_OWNER: ['read', 'review', 'settings', 'users'],
  USER_MANAGER: ['read', 'review', 'users'],
  USER: ['read', 'review'],
  PPC_ADMIN: ['read', 'ads'],
};

/** The admin role: a user holding it globally sees and may do everything for every client. */
export const ADMIN_ROLE: RoleName = 'FIRM_PILOT_ADMIN';

/** Client roles a non-admin may hand out for a client they manage users of. */
export const GRANTABLE_BY_USER_MANAGERS: readonly RoleName[] = ['USER', 'USER_MANAGER', 'ACCOUNT_OWNER'];

export interface Viewer {
  userId: string;
  sub: string;
  email: string;
  globalRoles: RoleName[];
  /** Roles per mapped client (client id → roles). */
  clientRoles: Map<string, RoleName[]>;
}

export const isAdmin = (viewer: Viewer) => viewer.globalRoles.includes(ADMIN_ROLE);

export function rolesFor(viewer: Viewer, clientId: string): RoleName[] {
  if (isAdmin(viewer)) return [ADMIN_ROLE];
  return viewer.clientRoles.get(clientId) ?? [];
}

export function can(viewer: Viewer, clientId: string | null, capability: Capability): boolean {
  if (isAdmin(viewer)) return true;
  if (clientId === null) return false; // operations on no client are the staff's
  return rolesFor(viewer, clientId).some((role) => ROLE_CAPABILITIES[role].includes(capability));
}

/** The clients a viewer may see: every client for admins, else the mapped ones. */
export function visibleClientIds(viewer: Viewer): 'all' | string[] {
  return isAdmin(viewer) ? 'all' : [...viewer.clientRoles.keys()];
}
