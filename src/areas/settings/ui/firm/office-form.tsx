import { useCallback, useMemo } from 'react';
import { COUNTRIES, locationForm, type LocationFormValues } from '../../../../core/forms/location-form.ts';
import { createOffice, updateOffice, type Office } from '../../api/office-calls.ts';
import { FormActions } from '../../../../ui/form/form-actions.tsx';
import { SelectField, TextField } from '../../../../ui/form/form-fields.tsx';
import { useDirtyReporter } from '../../../../ui/form/dirty-forms.tsx';
import { useServiceForm } from '../../../../ui/form/use-service-form.ts';
import { OFFICE_TEXTS } from './firm-texts.ts';
import { useFirmRecordChange } from './use-firm-records.ts';

const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country, label: OFFICE_TEXTS.countries[country] }));

/** Adds an office or changes one (under the version it was read at, so a colleague's edit is not overwritten). */
export function OfficeForm({ clientId, office, close }: { clientId: string; office: Office | null; close: () => void }) {
  const { session, change } = useFirmRecordChange(clientId);
  const values = useMemo(
    () => ({
      name: office?.name ?? '',
      addressLine: office?.addressLine ?? '',
      city: office?.city ?? '',
      region: office?.region ?? '',
      postalCode: office?.postalCode ?? '',
      country: office?.country === 'Canada' ? ('Canada' as const) : ('United_States' as const),
      phone: office?.phone ?? '',
    }),
    [office],
  );
  const save = useCallback(
    (checked: LocationFormValues) =>
      office
        ? change(() => updateOffice(session, office, checked), OFFICE_TEXTS.saved(checked.name), close)
        : change(() => createOffice(session, clientId, checked), OFFICE_TEXTS.added(checked.name), close),
    [change, session, clientId, office, close],
  );
  const { form, submit, problem } = useServiceForm({ schema: locationForm, values, save, onDirtyChange: useDirtyReporter() });
  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField form={form} name="name" label={OFFICE_TEXTS.name} autoFocus className="space-y-1 sm:col-span-2" />
        <TextField
          form={form}
          name="addressLine"
          label={OFFICE_TEXTS.addressLine}
          autoComplete="street-address"
          className="space-y-1 sm:col-span-2"
        />
        <TextField form={form} name="city" label={OFFICE_TEXTS.city} autoComplete="address-level2" />
        <TextField form={form} name="region" label={OFFICE_TEXTS.region} autoComplete="address-level1" />
        <TextField form={form} name="postalCode" label={OFFICE_TEXTS.postalCode} autoComplete="postal-code" />
        <SelectField form={form} name="country" label={OFFICE_TEXTS.country} options={COUNTRY_OPTIONS} />
        <TextField form={form} name="phone" label={OFFICE_TEXTS.phone} type="tel" autoComplete="tel" />
      </div>
      <FormActions form={form} problem={problem} onCancel={close} />
    </form>
  );
}
