import type { RoleName } from '../../../../src/core/api/generated/graphql.ts';

export interface DemoUser {
  id: string;
  email: string;
  name: string;
  description: string;
  globalRoles: RoleName[];
  /** Client names (from the demo's client list) and the role on each. */
  clients: Array<{ client: string; role: RoleName }>;
}

/** The demo's people. Every one signs in with the password `demo`. */
export const DEMO_PASSWORD = 'demo';
export const MAIN_CLIENT = 'Harbor & Vale Law';
export const SECOND_CLIENT = 'Sterling Injury Attorneys';

export const DEMO_USERS: DemoUser[] = [
  {
    id: 'user-admin',
    email: 'admin@demo.test',
    name: 'Avery Admin',
    description: 'FIRM_PILOT_ADMIN: agency staff, every client',
    globalRoles: ['FIRM_PILOT_ADMIN'],
    clients: [],
  },
  {
    id: 'user-owner',
    email: 'owner@demo.test',
    name: 'Olivia Owner',
    description: `ACCOUNT_OWNER of ${MAIN_CLIENT} and ${SECOND_CLIENT}`,
    globalRoles: [],
    clients: [
      { client: MAIN_CLIENT, role: 'ACCOUNT_OWNER' },
      { client: SECOND_CLIENT, role: 'ACCOUNT_OWNER' },
    ],
  },
  {
    id: 'user-user',
    email: 'user@demo.test',
    name: 'Uma User',
    description: `USER of ${MAIN_CLIENT}`,
    globalRoles: [],
    clients: [{ client: MAIN_CLIENT, role: 'USER' }],
  },
  {
    id: 'user-manager',
    email: 'manager@demo.test',
    name: 'Miles Manager',
    description: `USER_MANAGER of ${MAIN_CLIENT}`,
    globalRoles: [],
    clients: [{ client: MAIN_CLIENT, role: 'USER_MANAGER' }],
  },
  {
    id: 'user-ppc',
    email: 'ppc@demo.test',
    name: 'Parker Price',
    description: 'PPC_ADMIN of two clients; sees the work-in-progress flag on',
    globalRoles: [],
    clients: [
      { client: MAIN_CLIENT, role: 'PPC_ADMIN' },
      { client: 'Summit Employment Lawyers', role: 'PPC_ADMIN' },
    ],
  },
];

/**
 * People of the firms' teams who are not demo logins (they have no password here). Sterling's second account
 * owner lets the owner demo user be taken off Sterling; Dana Reyes's invitation to the main firm is still open:
 * she has never signed in (no identity subject), so Settings → Team shows her as pending.
 */
export interface TeamMember {
  id: string;
  email: string;
  name: string;
  /** Whether they have signed in (then they have an identity subject); an invitation stays open until they do. */
  signedIn: boolean;
  /** Days before the seed's day they were registered (invited). */
  invitedDaysAgo: number;
  clients: Array<{ client: string; role: RoleName }>;
}

export const FIRM_TEAM: TeamMember[] = [
  {
    id: 'user-sterling-partner',
    email: 'rosa.sterling@sterlinginjuryattorneys.example',
    name: 'Rosa Sterling',
    signedIn: true,
    invitedDaysAgo: 120,
    clients: [{ client: SECOND_CLIENT, role: 'ACCOUNT_OWNER' }],
  },
  {
    id: 'user-invited',
    email: 'dana.reyes@harborvalelaw.example',
    name: 'Dana Reyes',
    signedIn: false,
    invitedDaysAgo: 3,
    clients: [{ client: MAIN_CLIENT, role: 'USER_MANAGER' }],
  },
];

export const subOf = (userId: string) => `auth0|${userId}`;
