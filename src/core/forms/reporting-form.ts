import * as v from 'valibot';
import type { PeriodUnit } from '../api/generated/graphql.ts';
import { emailAddress } from './field-rules.ts';

/** How often the firm's report is e-mailed; Year is not offered, a year's report is the sum of its months. */
export const REPORT_FREQUENCIES = ['Day', 'Week', 'Month'] as const satisfies readonly PeriodUnit[];
export const RECIPIENTS_MAX = 20;

/** Reports by email (Add/ChangeSocialMediaReportingPreference): how often, and to whom (repeats removed). */
export const reportingForm = v.object({
  frequency: v.picklist(REPORT_FREQUENCIES, 'Choose how often the report is sent.'),
  recipients: v.pipe(
    v.array(emailAddress('each recipient as an email address'), 'Enter the recipients.'),
    v.transform((emails) => [...new Set(emails)]),
    v.minLength(1, 'Add at least one recipient.'),
    v.maxLength(RECIPIENTS_MAX, `Send the report to at most ${RECIPIENTS_MAX} people; a shared mailbox can reach more.`),
  ),
});
export type ReportingFormValues = v.InferOutput<typeof reportingForm>;
