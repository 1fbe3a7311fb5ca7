import { useCallback, useMemo } from 'react';
import type * as v from 'valibot';
import { UpdateSubscriptionPeriodDocument } from '../../../../core/api/generated/operations.ts';
import { periodForm, type PeriodFormValues } from '../../../../core/forms/subscription-forms.ts';
import type { ContractPeriodDetails } from '../../api/client-contracts-query.ts';
import { useDirtyReporter } from '../../../../ui/form/dirty-forms.tsx';
import { FormActions } from '../../../../ui/form/form-actions.tsx';
import { CheckboxField, TextField } from '../../../../ui/form/form-fields.tsx';
import { useServiceForm } from '../../../../ui/form/use-service-form.ts';
import { Dialog } from '../../../../ui/primitives/dialog.tsx';
import { useSettingsSave } from '../use-settings-save.ts';
import { PERIOD_TEXT as TEXT } from './subscription-texts.ts';

type PeriodInput = v.InferInput<typeof periodForm>;

/** Staff change a period's dates and whether the firm sees it; open while `period` is set. */
export function PeriodDialog({
  period,
  onClose,
  clientId,
}: {
  period: ContractPeriodDetails | null;
  onClose: () => void;
  clientId: string;
}) {
  return (
    <Dialog open={period !== null} onOpenChange={(open) => !open && onClose()} title={TEXT.title} description={TEXT.description}>
      {period ? <PeriodForm period={period} clientId={clientId} onClose={onClose} /> : null}
    </Dialog>
  );
}

function PeriodForm({ period, clientId, onClose }: { period: ContractPeriodDetails; clientId: string; onClose: () => void }) {
  const send = useSettingsSave(clientId);
  const values = useMemo<PeriodInput>(
    () => ({ startDate: period.startDate.slice(0, 10), endDate: period.endDate.slice(0, 10), isVisible: period.isVisible }),
    [period],
  );
  const save = useCallback(
    async (changed: PeriodFormValues) => {
      const message = await send(UpdateSubscriptionPeriodDocument, { input: { periodId: period.id, ...changed } });
      onClose();
      return message;
    },
    [send, period.id, onClose],
  );
  const { form, submit, problem } = useServiceForm({ schema: periodForm, values, save, onDirtyChange: useDirtyReporter() });
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField form={form} name="startDate" label={TEXT.startDate} type="date" />
        <TextField form={form} name="endDate" label={TEXT.endDate} type="date" />
      </div>
      <CheckboxField form={form} name="isVisible" label={TEXT.isVisible} hint={TEXT.isVisibleHint} />
      <FormActions
        form={form}
        problem={problem}
        saveLabel={TEXT.save}
        savingLabel={TEXT.saving}
        cancelLabel={TEXT.cancel}
        onCancel={onClose}
        inDialog
      />
    </form>
  );
}
