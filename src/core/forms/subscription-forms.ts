import * as v from 'valibot';
import { calendarDate } from './field-rules.ts';

/** Staff change a subscription period's dates (UpdateSubscriptionPeriod): it must not end before it starts. */
export const periodForm = v.pipe(
  v.object({ startDate: calendarDate('the first day'), endDate: calendarDate('the last day'), isVisible: v.boolean() }),
  v.forward(
    v.check((period) => period.startDate <= period.endDate, 'The last day must be on or after the first day.'),
    ['endDate'],
  ),
);
export type PeriodFormValues = v.InferOutput<typeof periodForm>;

/** Staff end a contract (HandleDeliverablesCancellationToEndContract) on a day not before it started. */
export const endContractForm = (contractStart: string) =>
  v.object({
    endDate: v.pipe(
      calendarDate('the last day of the contract'),
      v.check((day) => day >= contractStart, `The contract started on ${contractStart}; choose that day or a later one.`),
    ),
  });
export type EndContractFormValues = v.InferOutput<ReturnType<typeof endContractForm>>;
