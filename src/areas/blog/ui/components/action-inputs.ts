import type { BlogRejectionReason } from '../../../../core/api/generated/graphql.ts';
import type { BlogAction } from '../../model/blog-actions.ts';
import type { BlogActionInput } from '../../api/blog-mutations.ts';
import type { Values } from '../../../../review-kit/actions/actions-spec.ts';
import { DIALOG_TEXTS } from '../../blog-texts.ts';
import { publicationInstant } from '../../../../review-kit/actions/action-dates.ts';

/** Checks the values and turns them into the call's input, or names what is missing. */
export function inputFor(action: BlogAction, values: Values, today: string): { input?: BlogActionInput<BlogAction>; problem?: string } {
  const text = (name: string) => (values[name] ?? '').trim();
  switch (action) {
    case 'approve':
      if (text('date') && text('date') <= today) return { problem: DIALOG_TEXTS.futureDate };
      return { input: { publicationDate: text('date') ? publicationInstant(text('date')) : null } };
    case 'requestChanges':
      if (!text('reason')) return { problem: DIALOG_TEXTS.required(DIALOG_TEXTS.requestChanges.reason) };
      return { input: { rejectionReason: text('reason') as BlogRejectionReason, comment: text('comment') } };
    case 'moveToExternalReview':
      if (!text('date')) return { problem: DIALOG_TEXTS.required(DIALOG_TEXTS.moveToExternalReview.date) };
      if (text('date') < today) return { problem: DIALOG_TEXTS.pastDate };
      return { input: { externalReviewDate: text('date') } };
    case 'regenerate':
      return { input: { instructions: text('instructions') } };
    case 'rewrite':
      if (!text('instructions')) return { problem: DIALOG_TEXTS.required(DIALOG_TEXTS.rewrite.instructions) };
      return { input: { instructions: text('instructions') } };
    case 'saveManualAppBuilderPublish':
      if (!/^https?:\/\/\S+$/i.test(text('url'))) return { problem: DIALOG_TEXTS.invalidUrl };
      return { input: { bubbleUrl: text('url') } };
    default:
      return { input: {} as BlogActionInput<BlogAction> };
  }
}
