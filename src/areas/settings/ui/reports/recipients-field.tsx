import { useController, type Control, type FieldError } from 'react-hook-form';
import * as v from 'valibot';
import { emailAddress } from '../../../../core/forms/field-rules.ts';
import type { reportingForm, ReportingFormValues } from '../../../../core/forms/reporting-form.ts';
import { EntryListField } from '../../../../ui/form/entry-list-field.tsx';
import { RECIPIENT_LIST_TEXT, REPORTS_TEXT } from './reports-texts.ts';

export type ReportingFormInput = v.InferInput<typeof reportingForm>;

// The form's own rule for one recipient, so an address is refused as it is added, in the words the save would use.
const RECIPIENT = emailAddress('each recipient as an email address');
const recipientProblem = (email: string) => {
  const checked = v.safeParse(RECIPIENT, email);
  return checked.success ? null : (checked.issues[0]?.message ?? null);
};
const normalize = (email: string) => email.trim().toLowerCase();

/** The list's problem: about the whole list (none, too many), or the first address at fault, named. */
function problemOf(error: FieldError | FieldError[] | undefined, emails: readonly string[]): string | undefined {
  if (!error) return undefined;
  if (!Array.isArray(error)) return error.message ?? error.root?.message;
  const index = error.findIndex((item) => item?.message);
  return index < 0 ? undefined : `${emails[index]}: ${error[index]!.message}`;
}

/** The recipients of the report, as chips or one per line, bound to the reporting form. */
export function RecipientsField({
  control,
  disabled,
}: {
  control: Control<ReportingFormInput, unknown, ReportingFormValues>;
  disabled: boolean;
}) {
  const { field, fieldState } = useController({ control, name: 'recipients' });
  const emails = field.value;
  return (
    <EntryListField
      label={REPORTS_TEXT.recipients}
      hint={REPORTS_TEXT.recipientsHint}
      entries={emails}
      onChange={(next) => field.onChange(next)}
      error={problemOf(fieldState.error as FieldError | FieldError[] | undefined, emails)}
      check={recipientProblem}
      normalize={normalize}
      disabled={disabled}
      texts={RECIPIENT_LIST_TEXT}
      inputProps={{ type: 'email', inputMode: 'email', autoComplete: 'off' }}
    />
  );
}
