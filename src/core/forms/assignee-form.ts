import * as v from 'valibot';

/** Assignee (ModifyClientAssignee): one of the agency's staff, or no one (the empty choice, sent as null). */
export const assigneeForm = v.object({
  assigneeUserId: v.pipe(
    v.string(),
    v.transform((id) => id || null),
  ),
});
export type AssigneeFormInput = v.InferInput<typeof assigneeForm>;
export type AssigneeFormValues = v.InferOutput<typeof assigneeForm>;
