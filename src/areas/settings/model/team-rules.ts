import type { RoleName } from '../../../core/api/generated/graphql.ts';
import { grantableRoles, type SettingsAbilities } from './settings-capabilities.ts';

/** What the Team section needs to know of a person of the firm. */
export interface TeamPerson {
  userId: string;
  isActive: boolean;
  roles: readonly { userRoleId: string; role: RoleName }[];
}

/** What the Team section offers on one person's row. */
export interface PersonActions {
  /** Their roles whose row offers a choice of role (the others are shown as they are). */
  changeableRoleIds: string[];
  remove: boolean;
  deactivate: boolean;
  upgrade: boolean;
}

/**
 * What the signed-in person may do to someone of the firm, as the service allows it: changing a role needs
 * authority over the role held and the one given (a firm's owner cannot touch the agency's PPC_ADMIN), removing
 * someone needs it over every role they hold, and the staff alone deactivate users and make them admins.
 * Nobody is offered a change of their own access (the service refuses it: another account owner does it).
 * The last account owner is still offered: the service explains why it refuses, where the person acted.
 */
export function personActions(person: TeamPerson, viewerId: string | null, abilities: SettingsAbilities): PersonActions {
  const grantable = new Set(grantableRoles(abilities));
  const others = abilities.users && person.userId !== viewerId;
  const staff = abilities.staff && person.userId !== viewerId && person.isActive;
  return {
    changeableRoleIds: others ? person.roles.filter((held) => grantable.has(held.role)).map((held) => held.userRoleId) : [],
    remove: others && person.roles.every((held) => grantable.has(held.role)),
    deactivate: staff,
    upgrade: staff,
  };
}
