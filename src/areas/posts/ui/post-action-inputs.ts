import type { PostRejectionReason } from '../../../core/api/generated/graphql.ts';
import type { SocialAction } from '../model/social-actions.ts';
import type { SocialActionInput } from '../api/social-mutations.ts';
import { publicationInstant } from '../../../review-kit/actions/action-dates.ts';
import type { Values } from '../../../review-kit/actions/actions-spec.ts';
import { POST_DIALOG_TEXTS } from '../post-texts.ts';

/** Checks a post action's values and turns them into the call's input, or names what is wrong. */
export function postInputFor(
  action: SocialAction,
  values: Values,
  today: string,
): { input?: SocialActionInput<SocialAction>; problem?: string } {
  const text = (name: string) => (values[name] ?? '').trim();
  switch (action) {
    case 'approve':
      return { input: { comment: text('comment') } };
    case 'requestChanges':
      if (!text('reason')) return { problem: POST_DIALOG_TEXTS.required(POST_DIALOG_TEXTS.requestChanges.reason) };
      return { input: { rejectionReason: text('reason') as PostRejectionReason, comment: text('comment') } };
    case 'moveToExternalReview':
      if (!text('date')) return { problem: POST_DIALOG_TEXTS.required(POST_DIALOG_TEXTS.moveToExternalReview.date) };
      if (text('date') < today) return { problem: POST_DIALOG_TEXTS.pastDate };
      return { input: { externalReviewDate: text('date') } };
    case 'postNow':
      if (text('date') && text('date') <= today) return { problem: POST_DIALOG_TEXTS.futureDate };
      return { input: { scheduledFor: text('date') ? publicationInstant(text('date')) : null } };
    default:
      return { input: {} as SocialActionInput<SocialAction> };
  }
}
