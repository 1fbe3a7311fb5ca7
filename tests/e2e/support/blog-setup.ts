// Steps staff take through the service to put a post where a test needs it: the same mutations the board calls,
// made as the agency's admin with a token, so a test starts from a state the service itself produced.
import {
  MoveBlogDeliverableToExternalReviewDocument,
  SetBlogDeliverableReadyForPublicationDocument,
} from '../../../src/core/api/generated/operations.ts';
import { blogPost, mutate, PEOPLE } from './blog-expected.ts';
import type { E2eService } from './e2e-service.ts';

/** A calendar day `days` from today, as the service's Date reads it. */
export function dayFromToday(days: number): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** Staff send a post to the firm for review (TaskReady, Declined or ClientNotified -> ReadyForExternalReview). */
export async function sendToFirm(service: E2eService, blogJobId: string): Promise<void> {
  await mutate(service, PEOPLE.admin.id, MoveBlogDeliverableToExternalReviewDocument, { blogJobId, externalReviewDate: dayFromToday(7) });
}

/**
 * A post approved for publication now (ReadyForPublication), as a person of the firm (the owner unless named)
 * approves it: they read the post, and the approval names the version they read by its hash.
 */
export async function approveThroughService(service: E2eService, blogJobId: string, userId: string = PEOPLE.owner.id): Promise<void> {
  const { contentHash } = await blogPost(service, userId, blogJobId);
  await mutate(service, userId, SetBlogDeliverableReadyForPublicationDocument, { blogJobId, expectedContentHash: contentHash });
}
