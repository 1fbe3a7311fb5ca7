import { holdsCapability } from '../../../core/review/review-capabilities.ts';
import type { HeldRoles } from '../../../core/clients/role-capabilities.ts';

export type StepAction = 'edit' | 'start' | 'save';

/**
 * What the agency may do with a step, by its status, as the service allows it (demo/server/rest/handlers/backlinks.ts;
 * every one is a `staff` operation of the contract): its notes change until it is done, the job's links at any time, it
 * starts from Pending, and it is saved with its file once started. tests/unit/backlinks-service-rules.test.ts holds
 * this table against the service.
 */
export const STEP_ACTION_FROM: Readonly<Record<StepAction, readonly string[]>> = {
  // A completed step's notes stay as saved; its edit changes the job's links only.
  edit: ['Pending', 'Initialized', 'Failed', 'Unknown', 'Completed'],
  start: ['Pending'],
  save: ['Initialized'],
};

/** The step actions a person is offered, in the order the timeline shows them; none for the firm. */
export function stepActions(roles: HeldRoles, step: { status: string }): StepAction[] {
  if (!holdsCapability(roles, 'staff')) return [];
  return (Object.keys(STEP_ACTION_FROM) as StepAction[]).filter((action) => STEP_ACTION_FROM[action].includes(step.status));
}

/** Whether the person may change anything in the area at all (the staff controls show only then). */
export const isBacklinkStaff = (roles: HeldRoles) => holdsCapability(roles, 'staff');
