import type { PeriodUnit } from '../../../../core/api/generated/graphql.ts';

// The Reports by email section's texts.

export const FREQUENCY_LABELS: Record<PeriodUnit, string> = {
  Day: 'Every day',
  Week: 'Every week',
  Month: 'Every month',
  Year: 'Every year (no longer offered: choose another)',
};

export const REPORTS_TEXT = {
  none: 'No report is sent yet: choose how often and add at least one recipient, then start sending.',
  frequency: 'How often',
  frequencyHint: 'Each report covers the time since the one before.',
  recipients: 'Recipients',
  recipientsHint: 'Type an email address and press Enter, or paste several at once (one per line or separated by commas).',
  start: 'Start sending reports',
  save: 'Save',
} as const;

/** The list editor's words for recipients (ui/form/entry-list-texts.ts). */
export const RECIPIENT_LIST_TEXT = {
  remove: (email: string) => `Remove ${email}`,
  empty: 'No recipients yet.',
  listLabel: (count: number) => `Recipients: ${count}`,
  linesHint: 'One email address per line. Repeats are removed.',
  repeats: (emails: readonly string[]) => `Already a recipient, so left out: ${emails.join(', ')}.`,
} as const;
