import type { RoleName } from '../../../../core/api/generated/graphql.ts';

/** The roles as the firm reads them. */
export const ROLE_LABEL: Record<RoleName, string> = {
  ACCOUNT_OWNER: 'Account owner',
  USER_MANAGER: 'User manager',
  USER: 'User',
  PPC_ADMIN: 'PPC admin',
  FIRM_PILOT_ADMIN: 'FirmPilot admin',
};

export const roleOptions = (roles: readonly RoleName[]) => roles.map((role) => ({ value: role, label: ROLE_LABEL[role] }));

export const TEAM_TEXT = {
  count: (people: number) => (people === 1 ? '1 person is on the team.' : `${people.toLocaleString('en-US')} people are on the team.`),
  empty: 'Nobody is on the team yet. Invite the first person.',
  listLabel: 'Team',
  invite: 'Invite a person',
  you: '(you)',
  person: 'Person',
  role: 'Role',
  status: 'Status',
  actions: 'Actions',
  active: 'Active',
  deactivated: 'Deactivated',
  pending: 'Invitation pending',
  invitedOn: (day: string) => `Invited ${day}`,
  noRole: 'No role',
  roleOf: (name: string) => `Role of ${name}`,
  saveRole: 'Save',
  savingRole: 'Saving…',
  changeRoleOf: (name: string) => `Save the role of ${name}`,
} as const;

export const INVITE_TEXT = {
  title: 'Invite a person',
  description: 'They sign in with this address; until they first do, their invitation shows as pending.',
  name: 'Name',
  email: 'Email',
  emailHint: 'The address they will sign in with.',
  role: 'Role',
  roleHint: 'Account owners change the settings and the team; user managers manage the team; users see and review the work.',
  send: 'Send invitation',
  sending: 'Sending…',
  cancel: 'Cancel',
} as const;

export const PERSON_ACTION_TEXT = {
  remove: 'Remove',
  removeLabel: (name: string) => `Remove ${name}`,
  removeTitle: (name: string, client: string) => `Remove ${name} from ${client}?`,
  removeDescription: (name: string) =>
    `${name} will no longer be able to use the portal for this firm. Their account and their work stay; you can invite them again later.`,
  removing: 'Removing…',
  deactivate: 'Deactivate',
  deactivateLabel: (name: string) => `Deactivate ${name}`,
  deactivateTitle: (name: string) => `Deactivate ${name}?`,
  deactivateDescription: (name: string) => `${name} will no longer be able to sign in, for any client. Their work stays.`,
  deactivating: 'Deactivating…',
  upgrade: 'Make FirmPilot admin',
  upgradeLabel: (name: string) => `Make ${name} a FirmPilot admin`,
  upgradeTitle: (name: string) => `Make ${name} a FirmPilot admin?`,
  upgradeDescription: (name: string) =>
    `A FirmPilot admin is agency staff: ${name} will be able to see and change every client, and manage every team.`,
  upgrading: 'Making admin…',
  thisFirm: 'this firm',
  more: 'More',
  moreLabel: (name: string) => `More actions for ${name}`,
} as const;

export const ROLE_DEFINITION_TEXT = {
  title: 'Role definitions',
  description: 'Agency staff only. Deactivating a role takes what it allows away from everyone who holds it, on every client.',
  loading: 'Loading the roles…',
  failed: 'The roles could not be loaded. Check your connection and try again.',
  active: 'Active',
  deactivated: 'Deactivated',
  deactivate: 'Deactivate',
  deactivateLabel: (role: string) => `Deactivate the role ${role}`,
  confirmTitle: (role: string) => `Deactivate the role ${role}?`,
  confirmDescription: (role: string) =>
    `Everyone who holds ${role}, on every client, loses what it lets them do. It cannot be switched back on from the portal.`,
  deactivating: 'Deactivating…',
  kept: 'Always active: nobody could administer the service without it.',
} as const;
