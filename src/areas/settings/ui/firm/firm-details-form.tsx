import { useCallback, useMemo } from 'react';
import { ModifyClientDocument } from '../../../../core/api/generated/operations.ts';
import { firmForm, type FirmFormInput, type FirmFormValues } from '../../../../core/forms/firm-form.ts';
import type { FirmDetails } from '../../../../core/clients/client-settings-query.ts';
import { reloadClientNames } from '../../../../core/clients/reload-client-names.ts';
import { FormActions } from '../../../../ui/form/form-actions.tsx';
import { TextAreaField, TextField } from '../../../../ui/form/form-fields.tsx';
import { useDirtyReporter } from '../../../../ui/form/dirty-forms.tsx';
import { useServiceForm } from '../../../../ui/form/use-service-form.ts';
import { useSession } from '../../../../ui/hooks/use-session.tsx';
import { useSettingsSave } from '../use-settings-save.ts';
import { DETAILS_TEXTS } from './firm-texts.ts';

/** The firm's name, website and advertising disclaimer (ModifyClient); shown read-only without the settings capability. */
export function FirmDetailsForm({ firm, readOnly, labelledBy }: { firm: FirmDetails; readOnly: boolean; labelledBy: string }) {
  const session = useSession();
  const send = useSettingsSave(firm.id);
  const values = useMemo<FirmFormInput>(
    () => ({ name: firm.name, websiteUrl: firm.websiteUrl ?? '', advertisingDisclaimer: firm.advertisingDisclaimer ?? '' }),
    [firm.name, firm.websiteUrl, firm.advertisingDisclaimer],
  );
  const save = useCallback(
    async (changed: FirmFormValues) => {
      // An empty disclaimer removes it (ModifyClientInput).
      const input = {
        clientId: firm.id,
        name: changed.name,
        websiteUrl: changed.websiteUrl,
        advertisingDisclaimer: changed.advertisingDisclaimer ?? '',
      };
      const message = await send(ModifyClientDocument, { input });
      if (changed.name !== firm.name) await reloadClientNames(session);
      return message;
    },
    [send, session, firm.id, firm.name],
  );
  const { form, submit, problem } = useServiceForm({ schema: firmForm, values, save, onDirtyChange: useDirtyReporter() });
  return (
    <form noValidate onSubmit={submit} aria-labelledby={labelledBy} className="max-w-xl space-y-4">
      <TextField form={form} name="name" label={DETAILS_TEXTS.name} autoComplete="organization" readOnly={readOnly} />
      <TextField
        form={form}
        name="websiteUrl"
        label={DETAILS_TEXTS.website}
        hint={DETAILS_TEXTS.websiteHint}
        type="url"
        inputMode="url"
        autoComplete="url"
        readOnly={readOnly}
      />
      <TextAreaField
        form={form}
        name="advertisingDisclaimer"
        label={DETAILS_TEXTS.disclaimer}
        hint={DETAILS_TEXTS.disclaimerHint}
        rows={3}
        readOnly={readOnly}
      />
      {readOnly ? null : <FormActions form={form} problem={problem} />}
    </form>
  );
}
