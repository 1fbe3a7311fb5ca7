import { useCallback, useMemo } from 'react';
import {
  AddSocialMediaReportingPreferenceDocument,
  ChangeSocialMediaReportingPreferenceDocument,
} from '../../../../core/api/generated/operations.ts';
import type { PeriodUnit } from '../../../../core/api/generated/graphql.ts';
import { REPORT_FREQUENCIES, reportingForm, type ReportingFormValues } from '../../../../core/forms/reporting-form.ts';
import type { ClientSettingsValues } from '../../../../core/clients/client-settings-query.ts';
import { useDirtyReporter } from '../../../../ui/form/dirty-forms.tsx';
import { FormActions } from '../../../../ui/form/form-actions.tsx';
import { SelectField } from '../../../../ui/form/form-fields.tsx';
import { useServiceForm } from '../../../../ui/form/use-service-form.ts';
import type { SettingsSectionProps } from '../section-props.ts';
import { SettingsSectionBody } from '../settings-section-body.tsx';
import { useSettingsSave } from '../use-settings-save.ts';
import { RecipientsField, type ReportingFormInput } from './recipients-field.tsx';
import { FREQUENCY_LABELS, REPORTS_TEXT } from './reports-texts.ts';

type Preference = ClientSettingsValues['reportingPreference'];

/** A new preference starts monthly: the report most firms read. */
const FIRST_FREQUENCY = 'Month';

/** Reports by email: how often the firm's report is sent and to whom. */
export default function ReportsSection({ clientId, abilities }: SettingsSectionProps) {
  return (
    <SettingsSectionBody clientId={clientId} needs="settings" allowed={abilities.settings}>
      {({ clientSettings }) => (
        <ReportingForm
          key={clientSettings.reportingPreference ? 'change' : 'add'}
          clientId={clientId}
          preference={clientSettings.reportingPreference}
          canChange={abilities.settings}
        />
      )}
    </SettingsSectionBody>
  );
}

/** Adds the firm's first preference (AddSocialMediaReportingPreference) or changes it (ChangeSocialMediaReportingPreference). */
function ReportingForm({ clientId, preference, canChange }: { clientId: string; preference: Preference; canChange: boolean }) {
  const send = useSettingsSave(clientId);
  const frequency = preference?.frequency;
  const recipients = preference?.recipients;
  // A frequency no longer offered (Year) is shown as stored; the form's rule asks for another on save.
  const values = useMemo(
    () => ({ frequency: (frequency ?? FIRST_FREQUENCY) as ReportingFormInput['frequency'], recipients: [...(recipients ?? [])] }),
    [frequency, recipients],
  );
  const save = useCallback(
    (changed: ReportingFormValues) => {
      const input = { clientId, frequency: changed.frequency, recipients: changed.recipients };
      return preference
        ? send(ChangeSocialMediaReportingPreferenceDocument, { input })
        : send(AddSocialMediaReportingPreferenceDocument, { input });
    },
    [send, clientId, preference],
  );
  const { form, submit, problem } = useServiceForm({ schema: reportingForm, values, save, onDirtyChange: useDirtyReporter() });
  const offered: readonly PeriodUnit[] =
    frequency && !REPORT_FREQUENCIES.includes(frequency as ReportingFormInput['frequency'])
      ? [...REPORT_FREQUENCIES, frequency]
      : REPORT_FREQUENCIES;
  return (
    <form noValidate onSubmit={submit} className="max-w-xl space-y-4">
      {preference ? null : <p className="text-sm text-fp-muted">{REPORTS_TEXT.none}</p>}
      <fieldset disabled={!canChange} className="m-0 min-w-0 space-y-4 border-0 p-0">
        <SelectField
          form={form}
          name="frequency"
          label={REPORTS_TEXT.frequency}
          hint={REPORTS_TEXT.frequencyHint}
          options={offered.map((unit) => ({ value: unit, label: FREQUENCY_LABELS[unit] }))}
        />
      </fieldset>
      <RecipientsField control={form.control} disabled={!canChange} />
      {canChange ? <FormActions form={form} problem={problem} saveLabel={preference ? REPORTS_TEXT.save : REPORTS_TEXT.start} /> : null}
    </form>
  );
}
