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
  { id: 'user-admin', email: 'admin@demo.test', name: 'Avery Admin', description: 'FIRM_PILOT_ADMIN: agency staff, every client', globalRoles: ['FIRM_PILOT_ADMIN'], clients: [] },
  {
    id: 'user-owner', email: 'owner@demo.test', name: 'Olivia Owner', description: `ACCOUNT_OWNER of ${MAIN_CLIENT} and ${SECOND_CLIENT}`, globalRoles: [],
    clients: [{ client: MAIN_CLIENT, role: 'ACCOUNT_OWNER' }, { client: SECOND_CLIENT, role: 'ACCOUNT_OWNER' }],
  },
  { id: 'user-user', email: 'user@demo.test', name: 'Uma User', description: `USER of ${MAIN_CLIENT}`, globalRoles: [], clients: [{ client: MAIN_CLIENT, role: 'USER' }] },
  {
    id: 'user-manager', email: 'manager@demo.test', name: 'Miles Manager', description: `USER_MANAGER of ${MAIN_CLIENT}`, globalRoles: [],
    clients: [{ client: MAIN_CLIENT, role: 'USER_MANAGER' }],
  },
  {
    id: 'user-ppc', email: 'ppc@demo.test', name: 'Parker Price', description: 'PPC_ADMIN of two clients; sees the work-in-progress flag on', globalRoles: [],
    clients: [{ client: MAIN_CLIENT, role: 'PPC_ADMIN' }, { client: 'Summit Employment Lawyers', role: 'PPC_ADMIN' }],
  },
];

export const subOf = (userId: string) => `auth0|${userId}`;
