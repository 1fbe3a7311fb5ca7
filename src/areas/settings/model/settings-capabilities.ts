import type { RoleName } from '../../../core/api/generated/graphql.ts';
import { capabilitiesOf, type HeldRoles, type RoleCapabilities } from '../../../core/clients/role-capabilities.ts';
import { capabilitiesAmong } from '../../../shared/permissions/role-capabilities.ts';

/**
 * What each role may change in Settings, from the permission table the service enforces (src/shared/permissions;
 * demo/server/graphql/PERMISSIONS.md): `settings` for the firm's own settings, `users` for its team, `staff` for
 * the agency's (assignee, periods, contracts). The service refuses anything else; this only keeps the page from
 * offering it.
 */
export type SettingsCapability = 'settings' | 'users' | 'staff';

export const SETTINGS_CAPABILITIES: RoleCapabilities<SettingsCapability> = capabilitiesAmong(['settings', 'users', 'staff']);

export type SettingsAbilities = Readonly<Record<SettingsCapability, boolean>>;

/** What a person holding these roles on a client may change in its settings. */
export function settingsAbilities(roles: HeldRoles): SettingsAbilities {
  const held = capabilitiesOf(SETTINGS_CAPABILITIES, roles);
  return { settings: held.has('settings'), users: held.has('users'), staff: held.has('staff') };
}

/** The roles a person may grant on a client: staff any, the firm's user managers and owners the firm's roles. */
export function grantableRoles(abilities: SettingsAbilities): RoleName[] {
  if (abilities.staff) return ['ACCOUNT_OWNER', 'USER_MANAGER', 'USER', 'PPC_ADMIN', 'FIRM_PILOT_ADMIN'];
  return abilities.users ? ['ACCOUNT_OWNER', 'USER_MANAGER', 'USER'] : [];
}
