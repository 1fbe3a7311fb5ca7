import { seoActionsFor, type SeoAction } from '../model/seo-actions.ts';
import { runSeoAction, type QcInput, type SeoActionInput } from '../api/seo-mutations.ts';
import type { ActionItem, ActionsSpec, DialogSpec, Values } from '../../../review-kit/actions/actions-spec.ts';
import { QC_RESULT_OPTIONS, SEO_ACTION_LABELS, SEO_DIALOG_TEXTS, seoActionsMenuLabel } from '../seo-action-texts.ts';

/** An SEO job as its actions need it: the page is its topic; its changes' hash as the page read them. */
type SeoActionJob = ActionItem & { isTest: boolean; deliverableId?: string | null; changesHash: string };

const qcDialog = (description: string): DialogSpec => ({
  description,
  submit: SEO_DIALOG_TEXTS.qc.submit,
  fields: [
    { name: 'result', label: SEO_DIALOG_TEXTS.qc.result, kind: 'select', required: true, options: QC_RESULT_OPTIONS },
    { name: 'comment', label: SEO_DIALOG_TEXTS.qc.comment, kind: 'textarea' },
  ],
});

function dialogOf(action: SeoAction, page: string): DialogSpec {
  if (action === 'preProcessingQc') return qcDialog(SEO_DIALOG_TEXTS.qc.preDescription(page));
  if (action === 'postProcessingQc') return qcDialog(SEO_DIALOG_TEXTS.qc.postDescription(page));
  const texts = SEO_DIALOG_TEXTS[action];
  return { description: texts.description(page), submit: texts.submit, fields: [] };
}

function inputFor(action: SeoAction, values: Values): { input?: SeoActionInput<SeoAction>; problem?: string } {
  if (action !== 'preProcessingQc' && action !== 'postProcessingQc') return { input: {} as SeoActionInput<SeoAction> };
  const result = values.result;
  if (result !== 'Passed' && result !== 'Failed') return { problem: SEO_DIALOG_TEXTS.qc.chooseResult };
  const input: QcInput = { result, comment: values.comment?.trim() ?? '' };
  return { input };
}

/** The agency's actions on an SEO job on the review kit; every one asks first (each moves or removes the job). */
export const SEO_ACTIONS_SPEC: ActionsSpec<SeoAction, SeoActionJob> = {
  labels: SEO_ACTION_LABELS,
  menuLabel: seoActionsMenuLabel,
  offeredFor: seoActionsFor,
  withDialog: new Set<SeoAction>(Object.keys(SEO_ACTION_LABELS) as SeoAction[]),
  dialogOf,
  inputFor,
  run: (session, action, job, input, context) =>
    runSeoAction(
      session,
      action,
      job.id,
      (action === 'preProcessingQc' ? { ...(input as QcInput), expectedChangesHash: job.changesHash } : input) as SeoActionInput<SeoAction>,
      context,
    ),
  outcomeOf: () => null,
};
