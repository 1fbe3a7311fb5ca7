import { holdsCapability } from '../../../core/review/review-capabilities.ts';
import type { HeldRoles } from '../../../core/clients/role-capabilities.ts';
import { STEP_ACTION_FROM, type StepAction } from '../../../shared/backlinks/backlink-rules.ts';

/** The step actions a person is offered (the service's table, src/shared/backlinks), in the order the timeline shows them; none for the firm. */
export function stepActions(roles: HeldRoles, step: { status: string }): StepAction[] {
  if (!holdsCapability(roles, 'staff')) return [];
  return (Object.keys(STEP_ACTION_FROM) as StepAction[]).filter((action) => STEP_ACTION_FROM[action].includes(step.status));
}

/** Whether the person may change anything in the area at all (the staff controls show only then). */
export const isBacklinkStaff = (roles: HeldRoles) => holdsCapability(roles, 'staff');
