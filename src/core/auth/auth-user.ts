import type { MappedClient, Role, RoleName, User } from '../api/generated/graphql.ts';

/**
 * A client as the ID token's user-client mapping carries it (spec section 3, "Client in the user
 * mapping"). The token does not carry `isReady`; clients fetched from the service do.
 */
export type ClientInMapping = Omit<MappedClient, '__typename' | 'isReady'> & Partial<Pick<MappedClient, 'isReady'>>;

/** The user-client mapping claim: global roles, and each mapped client with the user's roles on it. */
export interface UserClientMappingClaim {
  globalRoles: Role[];
  userClients: Array<{ client: ClientInMapping; roles: Role[] }>;
}

/**
 * The signed-in user (spec section 3, User): the identity provider's profile plus the id, mapping and
 * roles from the ID token's custom claims. Those three are absent when the claims could not be read.
 */
export type AuthUser = { sub: string } & Partial<Pick<User, 'name' | 'email' | 'picture'>> & {
    id?: string;
    userClientMapping?: UserClientMappingClaim;
    roles?: RoleName[];
  };
