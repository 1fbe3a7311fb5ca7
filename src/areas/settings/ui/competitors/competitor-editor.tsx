import { useMemo } from 'react';
import { competitorForm, type CompetitorFormValues } from '../../../../core/forms/competitor-form.ts';
import { useDirtyReporter } from '../../../../ui/form/dirty-forms.tsx';
import { FormActions } from '../../../../ui/form/form-actions.tsx';
import { TextField } from '../../../../ui/form/form-fields.tsx';
import { useServiceForm } from '../../../../ui/form/use-service-form.ts';
import type { Competitor } from './competitor-item.tsx';
import { COMPETITOR_TEXT } from './competitor-texts.ts';

export interface CompetitorEditorProps {
  /** The competitor being changed, or null for a new one. */
  competitor: Competitor | null;
  save: (values: CompetitorFormValues) => Promise<string>;
  /** After the service saved it, or on Cancel. */
  onClose: () => void;
}

/** A competitor's name and website; a website typed without https:// is saved with it. */
export function CompetitorEditor({ competitor, save, onClose }: CompetitorEditorProps) {
  const values = useMemo(() => ({ name: competitor?.name ?? '', websiteUrl: competitor?.websiteUrl ?? '' }), [competitor]);
  const { form, submit, problem } = useServiceForm({
    schema: competitorForm,
    values,
    save: async (checked: CompetitorFormValues) => {
      const message = await save(checked);
      onClose();
      return message;
    },
    onDirtyChange: useDirtyReporter(),
  });
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={competitor ? COMPETITOR_TEXT.editTitle(competitor.name) : COMPETITOR_TEXT.newTitle}
      className="space-y-4"
    >
      <TextField form={form} name="name" label={COMPETITOR_TEXT.name} autoComplete="off" autoFocus />
      <TextField
        form={form}
        name="websiteUrl"
        label={COMPETITOR_TEXT.website}
        hint={COMPETITOR_TEXT.websiteHint}
        type="url"
        inputMode="url"
        autoComplete="off"
        autoCapitalize="none"
      />
      <FormActions
        form={form}
        problem={problem}
        saveLabel={competitor ? COMPETITOR_TEXT.editSave : COMPETITOR_TEXT.addSave}
        onCancel={onClose}
      />
    </form>
  );
}
