import { POST_REJECTION_REASONS, socialActionsFor, type SocialAction } from '../model/social-actions.ts';
import { runSocialAction, type SocialActionInput, type SocialActionTarget } from '../api/social-mutations.ts';
import type { ActionsSpec, DialogSpec } from '../../../review-kit/actions/actions-spec.ts';
import { DIALOG_TEXTS as KIT_DIALOG } from '../../../review-kit/kit-texts.ts';
import { postInputFor } from './post-action-inputs.ts';
import { POST_ACTION_LABELS, POST_DIALOG_TEXTS, POST_REJECTION_REASON_LABELS, postActionsMenuLabel } from '../post-texts.ts';

/** A social job as the actions need it. */
export type PostActionJob = SocialActionTarget & { status: string };

function dialogOf(action: SocialAction, topic: string): DialogSpec {
  switch (action) {
    case 'approve':
      return {
        description: POST_DIALOG_TEXTS.approve.description(topic),
        submit: POST_DIALOG_TEXTS.approve.submit,
        fields: [{ name: 'comment', label: POST_DIALOG_TEXTS.approve.comment, kind: 'textarea' }],
      };
    case 'requestChanges':
      return {
        description: POST_DIALOG_TEXTS.requestChanges.description(topic),
        submit: POST_DIALOG_TEXTS.requestChanges.submit,
        fields: [
          {
            name: 'reason',
            label: POST_DIALOG_TEXTS.requestChanges.reason,
            kind: 'select',
            required: true,
            options: POST_REJECTION_REASONS.map((reason) => [reason, POST_REJECTION_REASON_LABELS[reason]] as const),
          },
          { name: 'comment', label: POST_DIALOG_TEXTS.requestChanges.comment, kind: 'textarea' },
        ],
      };
    case 'moveToExternalReview':
      return {
        description: POST_DIALOG_TEXTS.moveToExternalReview.description(topic),
        submit: POST_DIALOG_TEXTS.moveToExternalReview.submit,
        fields: [{ name: 'date', label: POST_DIALOG_TEXTS.moveToExternalReview.date, kind: 'date', required: true, min: 'today' }],
      };
    case 'regenerate':
      return { description: POST_DIALOG_TEXTS.regenerate.description(topic), submit: POST_DIALOG_TEXTS.regenerate.submit, fields: [] };
    case 'postNow':
      return {
        description: POST_DIALOG_TEXTS.postNow.description(topic),
        submit: POST_DIALOG_TEXTS.postNow.submit,
        fields: [{ name: 'date', label: POST_DIALOG_TEXTS.postNow.date, kind: 'date', min: 'tomorrow' }],
      };
    default:
      return { description: KIT_DIALOG.confirmDescription(POST_ACTION_LABELS[action], topic), submit: KIT_DIALOG.confirm, fields: [] };
  }
}

/** The social media and Google Business Profile jobs' actions on the review kit. */
export const POST_ACTIONS_SPEC: ActionsSpec<SocialAction, PostActionJob> = {
  labels: POST_ACTION_LABELS,
  menuLabel: postActionsMenuLabel,
  offeredFor: socialActionsFor,
  withDialog: new Set<SocialAction>(['approve', 'requestChanges', 'moveToExternalReview', 'regenerate', 'postNow']),
  dialogOf,
  inputFor: postInputFor,
  run: (session, action, job, input, context) => runSocialAction(session, action, job, input as SocialActionInput<SocialAction>, context),
  outcomeOf: (action) => (action === 'approve' ? 'approved' : action === 'requestChanges' ? 'changesRequested' : null),
};
