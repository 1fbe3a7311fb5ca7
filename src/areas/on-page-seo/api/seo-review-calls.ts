import {
  DecideSeoChangesDocument,
  SubmitSeoReviewDocument,
  type DecideSeoChangesMutation,
  type SubmitSeoReviewMutation,
} from '../../../core/api/generated/operations.ts';
import type { Session } from '../../../core/session/session.ts';
import type { ChangeDecision } from '../model/seo-decisions.ts';
import { textOrNull } from '../../../core/content/optional-text.ts';

export type DecidedChanges = DecideSeoChangesMutation['decideSeoChanges'];
export type SubmittedReview = SubmitSeoReviewMutation['submitSeoReview'];

/**
 * Saves the firm's decisions on changes of a job, each naming the version of the change the page read (`read`,
 * the changes as shown); the service answers with the changes as now stored.
 */
export async function decideSeoChanges(
  session: Session,
  seoJobId: string,
  decisions: readonly ChangeDecision[],
  read: readonly { id: string; contentHash: string }[],
): Promise<DecidedChanges> {
  const hashOf = new Map(read.map((change) => [change.id, change.contentHash]));
  const input = {
    seoJobId,
    decisions: decisions.map(({ changeId, decision, comment }) => ({
      changeId,
      decision,
      comment: decision === 'Rejected' ? textOrNull(comment) : null,
      expectedContentHash: hashOf.get(changeId) ?? null,
    })),
  };
  return (await session.graphql.request(DecideSeoChangesDocument, { input })).decideSeoChanges;
}

/** Submits the firm's review: its decisions become final and the approved changes go to be carried out. */
export async function submitSeoReview(session: Session, seoJobId: string): Promise<SubmittedReview> {
  return (await session.graphql.request(SubmitSeoReviewDocument, { input: { seoJobId } })).submitSeoReview;
}
