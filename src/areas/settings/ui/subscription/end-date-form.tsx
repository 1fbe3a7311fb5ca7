import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { endContractForm } from '../../../../core/forms/subscription-forms.ts';
import { todayLocal } from '../../../../core/review/calendar-grid.ts';
import type { ClientContract } from '../../api/client-contracts-query.ts';
import { firstOfferedEndDate } from '../../model/subscription-rules.ts';
import { FormActions } from '../../../../ui/form/form-actions.tsx';
import { TextField } from '../../../../ui/form/form-fields.tsx';
import { END_CONTRACT_TEXT as TEXT } from './subscription-texts.ts';

interface EndDateFormProps {
  contract: ClientContract;
  /** The day chosen before going back, kept. */
  initialDate: string | null;
  onChosen: (endDate: string) => void;
  onCancel: () => void;
}

/** The first step of ending a contract: its last day, checked with the rule the service applies. Nothing is sent. */
export function EndDateForm({ contract, initialDate, onChosen, onCancel }: EndDateFormProps) {
  const start = contract.startDate.slice(0, 10);
  const schema = useMemo(() => endContractForm(start), [start]);
  const values = useMemo(() => ({ endDate: initialDate ?? firstOfferedEndDate(start, todayLocal()) }), [initialDate, start]);
  // The day is only checked here: the confirmation that follows loads the preview and ends the contract.
  const form = useForm({ resolver: valibotResolver(schema), mode: 'onTouched', defaultValues: values });
  return (
    <form noValidate onSubmit={form.handleSubmit((chosen) => onChosen(chosen.endDate))} className="space-y-4">
      <TextField form={form} name="endDate" label={TEXT.endDate} hint={TEXT.endDateHint} type="date" min={start} autoFocus />
      <FormActions
        form={form}
        problem={null}
        saveLabel={TEXT.review}
        cancelLabel={TEXT.cancel}
        onCancel={onCancel}
        requireChange={false}
        inDialog
      />
    </form>
  );
}
