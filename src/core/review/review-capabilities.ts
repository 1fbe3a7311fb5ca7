import { capabilitiesAmong } from '../../shared/permissions/role-capabilities.ts';
import { capabilitiesOf, type HeldRoles, type RoleCapabilities } from '../clients/role-capabilities.ts';

/**
 * The capabilities every review area's actions need, per role, from the permission table the service enforces
 * (src/shared/permissions): `review` for the firm's approvals, edits and requests for changes, `staff` for the
 * agency's work.
 */
export type ReviewCapability = 'review' | 'staff';

export const REVIEW_CAPABILITIES: RoleCapabilities<ReviewCapability> = capabilitiesAmong(['review', 'staff']);

/** Whether a person holding these roles has the capability on the client. */
export const holdsCapability = (roles: HeldRoles, capability: ReviewCapability): boolean =>
  capabilitiesOf(REVIEW_CAPABILITIES, roles).has(capability);
