import type { IdToken, User as Auth0User } from '@auth0/auth0-spa-js';
import type { RoleName } from '../api/generated/graphql.ts';
import type { AuthClient } from './auth-client.ts';
import type { AuthUser, UserClientMappingClaim } from './auth-user.ts';

// The identity provider lets custom claims through only under a namespace URL.
export const CLAIM_NAMESPACE = 'https://firmpilot.com/';
export const CLAIM_ID = `${CLAIM_NAMESPACE}id`;
export const CLAIM_USER_CLIENT_MAPPING = `${CLAIM_NAMESPACE}userClientMapping`;
export const CLAIM_ROLES = `${CLAIM_NAMESPACE}roles`;

export const ROLE_NAMES: readonly RoleName[] = ['ACCOUNT_OWNER', 'FIRM_PILOT_ADMIN', 'PPC_ADMIN', 'USER', 'USER_MANAGER'];

const isRoleName = (value: unknown): value is RoleName => ROLE_NAMES.includes(value as RoleName);

const isRoleList = (value: unknown): boolean =>
  Array.isArray(value) && value.every((role) => isRoleName((role as { name?: unknown } | null)?.name));

function isUserClientMapping(value: unknown): value is UserClientMappingClaim {
  const mapping = value as Partial<UserClientMappingClaim> | null;
  return (
    typeof mapping === 'object' &&
    mapping !== null &&
    isRoleList(mapping.globalRoles) &&
    Array.isArray(mapping.userClients) &&
    mapping.userClients.every(
      (entry) => typeof entry?.client?.clientId === 'string' && typeof entry.client.name === 'string' && isRoleList(entry.roles),
    )
  );
}

/** The plain profile, kept when the ID token's claims cannot be read. */
export function userFromProfile(profile: Auth0User & { sub: string }): AuthUser {
  const user: AuthUser = { sub: profile.sub };
  if (profile.name !== undefined) user.name = profile.name;
  if (profile.email !== undefined) user.email = profile.email;
  if (profile.picture !== undefined) user.picture = profile.picture;
  return user;
}

/**
 * The User of spec section 3: the profile plus id, user-client mapping and roles from the custom
 * claims. A claim of the wrong shape is left out rather than trusted.
 */
export function userFromClaims(profile: Auth0User & { sub: string }, claims: IdToken): AuthUser {
  const user = userFromProfile(profile);
  const id: unknown = claims[CLAIM_ID];
  const mapping: unknown = claims[CLAIM_USER_CLIENT_MAPPING];
  const roles: unknown = claims[CLAIM_ROLES];
  if (typeof id === 'string' && id !== '') user.id = id;
  if (isUserClientMapping(mapping)) user.userClientMapping = mapping;
  if (Array.isArray(roles)) user.roles = roles.filter(isRoleName);
  return user;
}

/** Reads the ID-token claims into the User; on failure logs 'Error getting ID token claims' and keeps the plain profile. */
export async function readSignedInUser(
  client: Pick<AuthClient, 'getIdTokenClaims'>,
  profile: Auth0User & { sub: string },
): Promise<AuthUser> {
  try {
    const claims = await client.getIdTokenClaims();
    if (!claims) throw new Error('The identity provider returned no ID token; the user is stored without id, mapping or roles.');
    return userFromClaims(profile, claims);
  } catch (error) {
    console.error('Error getting ID token claims', error);
    return userFromProfile(profile);
  }
}
