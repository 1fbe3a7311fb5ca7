import { useCallback, useMemo } from 'react';
import type { RoleName } from '../../../../core/api/generated/graphql.ts';
import { ChangeExistingUserRoleDocument } from '../../../../core/api/generated/operations.ts';
import { roleForm, type RoleFormValues } from '../../../../core/forms/role-form.ts';
import type { TeamMember } from '../../api/client-team-query.ts';
import { BusyButton } from '../../../../ui/form/busy-button.tsx';
import { FormProblem } from '../../../../ui/form/form-problem.tsx';
import { useDirtyReporter } from '../../../../ui/form/dirty-forms.tsx';
import { FieldFrame } from '../../../../ui/form/field-frame.tsx';
import { useServiceForm } from '../../../../ui/form/use-service-form.ts';
import { Select } from '../../../../ui/primitives/select.tsx';
import { useSettingsSave } from '../use-settings-save.ts';
import { ROLE_LABEL, roleOptions, TEAM_TEXT } from './team-texts.ts';

interface PersonRolesProps {
  person: TeamMember;
  clientId: string;
  /** The held roles (userRoleId) this viewer may change, and the roles they may give. */
  changeable: readonly string[];
  grantable: readonly RoleName[];
}

/** The person's roles on the firm: a choice for each one the viewer may change, the others as they are. */
export function PersonRoles({ person, clientId, changeable, grantable }: PersonRolesProps) {
  if (person.roles.length === 0) return <span className="text-sm text-fp-muted">{TEAM_TEXT.noRole}</span>;
  return (
    <div className="space-y-2">
      {person.roles.map((held) =>
        changeable.includes(held.userRoleId) ? (
          <RoleForm
            key={held.userRoleId}
            userRoleId={held.userRoleId}
            role={held.role}
            name={person.name}
            clientId={clientId}
            grantable={grantable}
          />
        ) : (
          <p key={held.userRoleId} className="text-sm text-fp-text">
            {ROLE_LABEL[held.role]}
          </p>
        ),
      )}
    </div>
  );
}

interface RoleFormProps {
  userRoleId: string;
  role: RoleName;
  name: string;
  clientId: string;
  grantable: readonly RoleName[];
}

/**
 * One held role as a choice and a Save that shows once another role is chosen: choosing alone sends nothing
 * (arrow keys on a closed select change it), and the service's refusal shows under the choice.
 */
function RoleForm({ userRoleId, role, name, clientId, grantable }: RoleFormProps) {
  const send = useSettingsSave(clientId);
  const schema = useMemo(() => roleForm(grantable), [grantable]);
  const values = useMemo(() => ({ role }), [role]);
  const save = useCallback(
    (changed: RoleFormValues) => send(ChangeExistingUserRoleDocument, { input: { userRoleId, role: changed.role } }),
    [send, userRoleId],
  );
  const { form, submit, problem } = useServiceForm({ schema, values, save, onDirtyChange: useDirtyReporter() });
  const { isDirty, isSubmitting } = form.formState;
  return (
    <form noValidate onSubmit={submit} className="space-y-1">
      <div className="flex flex-wrap items-start gap-2">
        <FieldFrame
          label={<span className="sr-only">{TEAM_TEXT.roleOf(name)}</span>}
          error={form.formState.errors.role?.message}
          className="min-w-[10rem] flex-1 space-y-1"
        >
          {(control) => (
            <Select {...control} {...form.register('role')} disabled={isSubmitting}>
              {roleOptions(grantable).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          )}
        </FieldFrame>
        {isDirty ? (
          <BusyButton
            type="submit"
            size="sm"
            className="h-9"
            busy={isSubmitting}
            label={TEAM_TEXT.saveRole}
            busyLabel={TEAM_TEXT.savingRole}
            aria-label={TEAM_TEXT.changeRoleOf(name)}
          />
        ) : null}
      </div>
      <FormProblem problem={problem} />
    </form>
  );
}
