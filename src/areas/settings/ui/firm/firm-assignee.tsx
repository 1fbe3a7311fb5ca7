import { useCallback, useMemo } from 'react';
import { ModifyClientAssigneeDocument } from '../../../../core/api/generated/operations.ts';
import { assigneeForm, type AssigneeFormInput, type AssigneeFormValues } from '../../../../core/forms/assignee-form.ts';
import { FormActions } from '../../../../ui/form/form-actions.tsx';
import { SelectField } from '../../../../ui/form/form-fields.tsx';
import { useDirtyReporter } from '../../../../ui/form/dirty-forms.tsx';
import { useServiceForm } from '../../../../ui/form/use-service-form.ts';
import { QueryState } from '../../../../ui/layout/query-state.tsx';
import { SETTINGS_LOADING } from '../../settings-texts.ts';
import { useSettingsSave } from '../use-settings-save.ts';
import { ASSIGNEE_TEXTS } from './firm-texts.ts';
import { useClientAssignee, useStaffUsers } from './use-assignee.ts';

interface AssigneeProps {
  clientId: string;
  assigneeUserId: string | null;
  labelledBy: string;
}

/** Who at the agency looks after the firm: staff choose among the staff; everyone else reads the name. */
export function FirmAssignee({ staff, ...props }: AssigneeProps & { staff: boolean }) {
  return staff ? <AssigneePicker {...props} /> : <AssigneeName clientId={props.clientId} />;
}

function AssigneeName({ clientId }: { clientId: string }) {
  const assignee = useClientAssignee(clientId, true);
  return (
    <QueryState
      status={assignee.status}
      loadingLabel={SETTINGS_LOADING}
      errorText={ASSIGNEE_TEXTS.loadFailed}
      onRetry={() => void assignee.refetch()}
      emptyText={ASSIGNEE_TEXTS.noneAssigned}
      isEmpty={!assignee.data}
    >
      <p className="text-sm">{assignee.data ? ASSIGNEE_TEXTS.assigned(assignee.data.name, assignee.data.email) : null}</p>
    </QueryState>
  );
}

function AssigneePicker({ clientId, assigneeUserId, labelledBy }: AssigneeProps) {
  const staff = useStaffUsers(true);
  const send = useSettingsSave(clientId);
  const people = staff.data;
  // An assignee who has left the staff no longer counts: the picker shows no one.
  const values = useMemo<AssigneeFormInput>(
    () => ({ assigneeUserId: people?.some((person) => person.userId === assigneeUserId) ? assigneeUserId! : '' }),
    [people, assigneeUserId],
  );
  const options = useMemo(
    () => [
      { value: '', label: ASSIGNEE_TEXTS.none },
      ...(people ?? []).map((person) => ({ value: person.userId, label: `${person.name} (${person.email})` })),
    ],
    [people],
  );
  const save = useCallback(
    (changed: AssigneeFormValues) => send(ModifyClientAssigneeDocument, { input: { clientId, assigneeUserId: changed.assigneeUserId } }),
    [send, clientId],
  );
  const { form, submit, problem } = useServiceForm({ schema: assigneeForm, values, save, onDirtyChange: useDirtyReporter() });
  return (
    <QueryState
      status={staff.status}
      loadingLabel={SETTINGS_LOADING}
      errorText={ASSIGNEE_TEXTS.loadFailed}
      onRetry={() => void staff.refetch()}
      emptyText=""
      isEmpty={false}
    >
      <form noValidate onSubmit={submit} aria-labelledby={labelledBy} className="max-w-xl space-y-4">
        <SelectField form={form} name="assigneeUserId" label={ASSIGNEE_TEXTS.label} hint={ASSIGNEE_TEXTS.hint} options={options} />
        <FormActions form={form} problem={problem} />
      </form>
    </QueryState>
  );
}
