import { useCallback, useMemo } from 'react';
import { AddIdentifierDocument, ChangeIdentifierValueDocument } from '../../../../core/api/generated/operations.ts';
import { identifierForm, type IdentifierFormValues } from '../../../../core/forms/identifier-form.ts';
import type { ClientSettingsValues } from '../../../../core/clients/client-settings-query.ts';
import { FormActions } from '../../../../ui/form/form-actions.tsx';
import { TextField } from '../../../../ui/form/form-fields.tsx';
import { useDirtyReporter } from '../../../../ui/form/dirty-forms.tsx';
import { useServiceForm } from '../../../../ui/form/use-service-form.ts';
import { useSettingsSave } from '../use-settings-save.ts';
import { IDENTIFIER_TEXTS } from './firm-texts.ts';

export type Identifier = ClientSettingsValues['identifiers'][number];

/** Adds an identifier (AddIdentifier) or changes one's value (ChangeIdentifierValue: its name stays). */
export function IdentifierForm({ clientId, identifier, close }: { clientId: string; identifier: Identifier | null; close: () => void }) {
  const send = useSettingsSave(clientId);
  const values = useMemo(() => ({ name: identifier?.name ?? '', value: identifier?.value ?? '' }), [identifier]);
  const save = useCallback(
    async ({ name, value }: IdentifierFormValues) => {
      const message = identifier
        ? await send(ChangeIdentifierValueDocument, { input: { identifierId: identifier.id, value } })
        : await send(AddIdentifierDocument, { input: { clientId, name, value } });
      close();
      return message;
    },
    [send, clientId, identifier, close],
  );
  const { form, submit, problem } = useServiceForm({ schema: identifierForm, values, save, onDirtyChange: useDirtyReporter() });
  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <TextField
        form={form}
        name="name"
        label={IDENTIFIER_TEXTS.name}
        hint={identifier ? IDENTIFIER_TEXTS.nameFixed : IDENTIFIER_TEXTS.nameHint}
        readOnly={identifier !== null}
        autoFocus={!identifier}
      />
      <TextField form={form} name="value" label={IDENTIFIER_TEXTS.value} autoFocus={identifier !== null} />
      <FormActions form={form} problem={problem} onCancel={close} />
    </form>
  );
}
