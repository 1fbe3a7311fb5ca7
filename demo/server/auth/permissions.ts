import type { RoleName } from '../../../src/core/api/generated/graphql.ts';
import { ROLE_CAPABILITIES, type Capability } from '../../../src/shared/permissions/role-capabilities.ts';

// The table of what each role may do is the portal's as well (src/shared/permissions): the service enforces it.
export { ROLE_CAPABILITIES, type Capability };

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
