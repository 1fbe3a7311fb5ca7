import { capabilitiesOf, type HeldRoles, type RoleCapabilities } from '../clients/role-capabilities.ts';

/**
 * The capabilities every review area's actions need, per role (demo/server/auth/permissions.ts
 * ROLE_CAPABILITIES): `review` for the firm's approvals, edits and requests for changes, `staff` for the
 * agency's work. tests/unit/blog-actions-service.test.ts holds this against the service.
 */
export type ReviewCapability = 'review' | 'staff';

export const REVIEW_CAPABILITIES: RoleCapabilities<ReviewCapability> = {
  FIRM_PILOT_ADMIN: ['review', 'staff'],
  ACCOUNT_OWNER: ['review'],
  USER_MANAGER: ['review'],
  USER: ['review'],
  PPC_ADMIN: [],
};

/** Whether a person holding these roles has the capability on the client. */
export const holdsCapability = (roles: HeldRoles, capability: ReviewCapability): boolean =>
  capabilitiesOf(REVIEW_CAPABILITIES, roles).has(capability);
