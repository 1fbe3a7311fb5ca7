import type { RoleName } from '../../core/api/generated/graphql.ts';

/**
 * What a role may do for a client. The service enforces it for every operation (demo/server/auth/permissions.ts);
 * the portal reads the part a page needs to hide what a role cannot do. The table is written out in
 * demo/server/README.md.
 */
export type Capability =
  | 'read' // see the client's deliverables, reports and settings
  | 'review' // approve, request changes, edit content, unschedule
  | 'settings' // connections, credentials, auto-publish, keyword lists, competitors, commitments
  | 'users' // map users to the client and grant them client roles
  | 'ads' // Google Ads campaigns and landing pages
  | 'staff'; // generation, regeneration, starting and promoting jobs, publishing, configuration, registration

export const ROLE_CAPABILITIES: Readonly<Record<RoleName, readonly Capability[]>> = {
  FIRM_PILOT_ADMIN: ['read', 'review', 'settings', 'users', 'ads', 'staff'],
  ACCOUNT_OWNER: ['read', 'review', 'settings', 'users'],
  USER_MANAGER: ['read', 'review', 'users'],
  USER: ['read', 'review'],
  PPC_ADMIN: ['read', 'ads'],
};

/** The part of the table one page reads: each role's capabilities among these. */
export function capabilitiesAmong<C extends Capability>(only: readonly C[]): Readonly<Record<RoleName, readonly C[]>> {
  const table = {} as Record<RoleName, readonly C[]>;
  for (const [role, held] of Object.entries(ROLE_CAPABILITIES) as [RoleName, readonly Capability[]][]) {
    table[role] = only.filter((capability) => held.includes(capability));
  }
  return table;
}
