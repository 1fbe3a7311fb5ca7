import { useCallback, useMemo } from 'react';
import { CONTACT_TYPES, contactForm, type ContactFormValues } from '../../../../core/forms/contact-form.ts';
import { createContact, updateContact, type Contact } from '../../api/contact-calls.ts';
import { FormActions } from '../../../../ui/form/form-actions.tsx';
import { CheckboxField, SelectField, TextField } from '../../../../ui/form/form-fields.tsx';
import { useDirtyReporter } from '../../../../ui/form/dirty-forms.tsx';
import { useServiceForm } from '../../../../ui/form/use-service-form.ts';
import { CONTACT_TEXTS } from './firm-texts.ts';
import { useFirmRecordChange } from './use-firm-records.ts';

const TYPE_OPTIONS = CONTACT_TYPES.map((type) => ({ value: type, label: CONTACT_TEXTS.types[type] }));

// A contact stored without a kind is offered as what its value looks like; the person confirms it by saving.
const kindOf = (contact: Contact | null): ContactFormValues['type'] =>
  contact?.type === 'Phone' || (contact?.type === 'Unknown' && !contact.value.includes('@')) ? 'Phone' : 'Email';

/** Adds a contact or changes one (under the version it was read at); its value is checked by its kind. */
export function ContactForm({ clientId, contact, close }: { clientId: string; contact: Contact | null; close: () => void }) {
  const { session, change } = useFirmRecordChange(clientId);
  const values = useMemo(
    () => ({ type: kindOf(contact), name: contact?.name ?? '', value: contact?.value ?? '', isPrimary: contact?.isPrimary ?? false }),
    [contact],
  );
  const save = useCallback(
    (checked: ContactFormValues) =>
      contact
        ? change(() => updateContact(session, contact, checked), CONTACT_TEXTS.saved(checked.name), close)
        : change(() => createContact(session, clientId, checked), CONTACT_TEXTS.added(checked.name), close),
    [change, session, clientId, contact, close],
  );
  const { form, submit, problem } = useServiceForm({ schema: contactForm, values, save, onDirtyChange: useDirtyReporter() });
  const email = form.watch('type') === 'Email';
  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField form={form} name="name" label={CONTACT_TEXTS.name} autoComplete="name" autoFocus className="space-y-1 sm:col-span-2" />
        <SelectField form={form} name="type" label={CONTACT_TEXTS.type} options={TYPE_OPTIONS} />
        <TextField
          form={form}
          name="value"
          label={email ? CONTACT_TEXTS.types.Email : CONTACT_TEXTS.types.Phone}
          type={email ? 'email' : 'tel'}
          autoComplete={email ? 'email' : 'tel'}
          inputMode={email ? 'email' : 'tel'}
        />
      </div>
      <CheckboxField form={form} name="isPrimary" label={CONTACT_TEXTS.primary} hint={CONTACT_TEXTS.primaryHint} />
      <FormActions form={form} problem={problem} onCancel={close} />
    </form>
  );
}
