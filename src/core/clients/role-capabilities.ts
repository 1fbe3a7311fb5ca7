import type { RoleName } from '../api/generated/graphql.ts';

/**
 * What each role may do, as a table of capabilities per role (the service's permission matrix, or the part of it
 * one page needs), and what a person's roles add up to. Used by the review areas' action tables and by Settings.
 */
export type RoleCapabilities<C extends string> = Readonly<Record<RoleName, readonly C[]>>;

/** A person's roles, as the client list holds them ({ name }) or as names. */
export type HeldRoles = readonly { name: RoleName }[] | readonly RoleName[];

export function capabilitiesOf<C extends string>(table: RoleCapabilities<C>, roles: HeldRoles): Set<C> {
  const names = roles.map((role) => (typeof role === 'string' ? role : role.name));
  return new Set(names.flatMap((name) => table[name] ?? []));
}
