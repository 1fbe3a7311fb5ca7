import { BLOG_REJECTION_REASONS, blogActionsFor, type BlogAction } from '../model/blog-actions.ts';
import { runBlogAction, type ActionTarget, type BlogActionInput } from '../api/blog-mutations.ts';
import type { ActionsSpec, DialogSpec } from '../../../review-kit/actions/actions-spec.ts';
import { DIALOG_TEXTS as KIT_DIALOG } from '../../../review-kit/kit-texts.ts';
import { ACTION_LABELS, actionsMenuLabel, DIALOG_TEXTS, REJECTION_REASON_LABELS } from '../blog-texts.ts';
import { inputFor } from './components/action-inputs.ts';

/** A job as the actions need it: what decides what is offered, and what the calls send. */
export type ActionJob = ActionTarget & { status: string; wordPressPostId?: string | null };

/** What each blog action's dialog says and asks; an action without one runs at once. */
function dialogOf(action: BlogAction, topic: string): DialogSpec {
  switch (action) {
    case 'approve':
      return {
        description: DIALOG_TEXTS.approve.description(topic),
        submit: DIALOG_TEXTS.approve.submit,
        fields: [{ name: 'date', label: DIALOG_TEXTS.approve.date, kind: 'date', min: 'tomorrow' }],
      };
    case 'requestChanges':
      return {
        description: DIALOG_TEXTS.requestChanges.description(topic),
        submit: DIALOG_TEXTS.requestChanges.submit,
        fields: [
          {
            name: 'reason',
            label: DIALOG_TEXTS.requestChanges.reason,
            kind: 'select',
            required: true,
            options: BLOG_REJECTION_REASONS.map((reason) => [reason, REJECTION_REASON_LABELS[reason]] as const),
          },
          { name: 'comment', label: DIALOG_TEXTS.requestChanges.comment, kind: 'textarea' },
        ],
      };
    case 'moveToExternalReview':
      return {
        description: DIALOG_TEXTS.moveToExternalReview.description(topic),
        submit: DIALOG_TEXTS.moveToExternalReview.submit,
        fields: [{ name: 'date', label: DIALOG_TEXTS.moveToExternalReview.date, kind: 'date', required: true, min: 'today' }],
      };
    case 'regenerate':
    case 'rewrite': {
      const texts = DIALOG_TEXTS[action];
      return {
        description: texts.description(topic),
        submit: texts.submit,
        fields: [{ name: 'instructions', label: texts.instructions, kind: 'textarea', required: action === 'rewrite' }],
      };
    }
    case 'saveManualAppBuilderPublish':
      return {
        description: DIALOG_TEXTS.saveManualAppBuilderPublish.description(topic),
        submit: DIALOG_TEXTS.saveManualAppBuilderPublish.submit,
        fields: [{ name: 'url', label: DIALOG_TEXTS.saveManualAppBuilderPublish.url, kind: 'url', required: true }],
      };
    case 'deleteWordPressPost':
      return {
        description: DIALOG_TEXTS.deleteWordPressPost.description(topic),
        submit: DIALOG_TEXTS.deleteWordPressPost.submit,
        fields: [],
      };
    default:
      return { description: KIT_DIALOG.confirmDescription(ACTION_LABELS[action], topic), submit: KIT_DIALOG.confirm, fields: [] };
  }
}

/** The blog's actions on the review kit: the service's rules (areas/blog/model/blog-actions.ts), its calls, its texts. */
export const BLOG_ACTIONS_SPEC: ActionsSpec<BlogAction, ActionJob> = {
  labels: ACTION_LABELS,
  menuLabel: actionsMenuLabel,
  offeredFor: blogActionsFor,
  withDialog: new Set<BlogAction>([
    'approve',
    'requestChanges',
    'moveToExternalReview',
    'regenerate',
    'rewrite',
    'saveManualAppBuilderPublish',
    'deleteWordPressPost',
  ]),
  dialogOf,
  inputFor,
  run: (session, action, job, input, context) => runBlogAction(session, action, job, input as BlogActionInput<BlogAction>, context),
  outcomeOf: (action) => (action === 'approve' ? 'approved' : action === 'requestChanges' ? 'changesRequested' : null),
};
