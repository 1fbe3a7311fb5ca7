import type { SeoAction } from './model/seo-actions.ts';

// What the agency's actions on an SEO job say: their labels, and what each dialog asks.

export const SEO_ACTION_LABELS: Record<SeoAction, string> = {
  preProcessingQc: 'Pre-processing QC',
  postProcessingQc: 'Post-processing QC',
  reExecute: 'Re-execute',
  regenerate: 'Regenerate',
  completeManually: 'Mark complete (done by hand)',
  promoteTestJob: 'Promote to deliverable',
  deleteTestJob: 'Delete test job',
};
export const seoActionsMenuLabel = (page: string) => `Actions for ${page}`;

export const QC_RESULT_OPTIONS = [
  ['Passed', 'Passed'],
  ['Failed', 'Failed (back to draft)'],
] as const;

export const SEO_DIALOG_TEXTS = {
  qc: {
    result: 'Result',
    comment: 'Comment',
    submit: 'Record QC',
    chooseResult: 'Choose Passed or Failed.',
    preDescription: (page: string) =>
      `Check the changes proposed for ${page}. Passed starts carrying out the changes; Failed sends the job back to draft.`,
    postDescription: (page: string) => `Check the changes carried out on ${page}. Passed completes the job; Failed sends it back to draft.`,
  },
  reExecute: { submit: 'Re-execute', description: (page: string) => `The job for ${page} runs again from the start.` },
  regenerate: {
    submit: 'Regenerate',
    description: (page: string) => `A new job replaces this one for ${page}, with freshly proposed changes.`,
  },
  completeManually: {
    submit: 'Mark complete',
    description: (page: string) => `The work on ${page} was done by hand: the job and its deliverable are marked complete.`,
  },
  promoteTestJob: {
    submit: 'Promote',
    description: (page: string) => `The test job for ${page} becomes the job of the period's open SEO deliverable.`,
  },
  deleteTestJob: {
    submit: 'Delete',
    description: (page: string) => `The test job for ${page} and its proposed changes are deleted. This cannot be undone.`,
  },
} as const;
