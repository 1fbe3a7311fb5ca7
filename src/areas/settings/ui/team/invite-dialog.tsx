import { useCallback, useMemo } from 'react';
import type * as v from 'valibot';
import { RegisterUserDocument } from '../../../../core/api/generated/operations.ts';
import { inviteForm, type InviteFormValues } from '../../../../core/forms/invite-form.ts';
import { grantableRoles, type SettingsAbilities } from '../../model/settings-capabilities.ts';
import { FormActions } from '../../../../ui/form/form-actions.tsx';
import { useDirtyReporter } from '../../../../ui/form/dirty-forms.tsx';
import { SelectField, TextField } from '../../../../ui/form/form-fields.tsx';
import { useServiceForm } from '../../../../ui/form/use-service-form.ts';
import { Dialog } from '../../../../ui/primitives/dialog.tsx';
import { useSettingsSave } from '../use-settings-save.ts';
import { INVITE_TEXT, roleOptions } from './team-texts.ts';

type InviteInput = v.InferInput<ReturnType<typeof inviteForm>>;

interface InviteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  clientId: string;
  abilities: SettingsAbilities;
}

/** Invites a person to the firm with one of the roles the inviter may grant; the invitation shows as pending. */
export function InviteDialog({ open, onOpenChange, clientId, abilities }: InviteDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={INVITE_TEXT.title} description={INVITE_TEXT.description}>
      <InviteForm clientId={clientId} abilities={abilities} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

// A new person is most often a colleague who reviews the work.
const DEFAULT_ROLE = 'USER';

function InviteForm({ clientId, abilities, onDone }: { clientId: string; abilities: SettingsAbilities; onDone: () => void }) {
  const send = useSettingsSave(clientId);
  const roles = useMemo(() => grantableRoles(abilities), [abilities]);
  const schema = useMemo(() => inviteForm(roles), [roles]);
  const values = useMemo<InviteInput>(() => ({ name: '', email: '', role: DEFAULT_ROLE }), []);
  const save = useCallback(
    async (invite: InviteFormValues) => {
      const message = await send(RegisterUserDocument, { input: { clientId, name: invite.name, email: invite.email, role: invite.role } });
      onDone();
      return message;
    },
    [send, clientId, onDone],
  );
  const { form, submit, problem } = useServiceForm({ schema, values, save, onDirtyChange: useDirtyReporter() });
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <TextField form={form} name="name" label={INVITE_TEXT.name} autoComplete="off" autoFocus />
      <TextField
        form={form}
        name="email"
        label={INVITE_TEXT.email}
        hint={INVITE_TEXT.emailHint}
        type="email"
        inputMode="email"
        autoComplete="off"
      />
      <SelectField form={form} name="role" label={INVITE_TEXT.role} hint={INVITE_TEXT.roleHint} options={roleOptions(roles)} />
      <FormActions
        form={form}
        problem={problem}
        saveLabel={INVITE_TEXT.send}
        savingLabel={INVITE_TEXT.sending}
        cancelLabel={INVITE_TEXT.cancel}
        onCancel={onDone}
        requireChange={false}
        inDialog
      />
    </form>
  );
}
