import { capabilitiesOf, type HeldRoles } from '../../../core/clients/role-capabilities.ts';
import { REVIEW_CAPABILITIES } from '../../../core/review/review-capabilities.ts';

/**
 * When the service refuses a change to a post's text or images (demo/server/domain/content-jobs.ts FROZEN and
 * resolvers/social-review.ts): a job that went out or was replaced, a post that went out or was taken down. The
 * page hides its editing controls there instead of offering what would be refused.
 */
const FROZEN_JOB: ReadonlySet<string> = new Set(['Published', 'Canceled']);
const FROZEN_POST: ReadonlySet<string> = new Set(['Complete', 'Canceled']);

/** The person reviews for this client, and neither the job nor the post is frozen. */
export const canEditSocialPost = (roles: HeldRoles, jobStatus: string, postStatus: string): boolean =>
  capabilitiesOf(REVIEW_CAPABILITIES, roles).has('review') && !FROZEN_JOB.has(jobStatus) && !FROZEN_POST.has(postStatus);

export type SentPostAction = 'unschedule' | 'remove';

/**
 * What staff may do with one post the social posting provider holds (resolvers/social-publishing.ts): call back
 * a post scheduled for later, or take down one that went out. Nothing before it was sent.
 */
export function sentPostActions(
  post: { status: string; postId: string | null; scheduledFor: string | null },
  now = Date.now(),
): SentPostAction[] {
  if (post.status !== 'Complete' || !post.postId) return [];
  const scheduled = post.scheduledFor !== null && Date.parse(post.scheduledFor) > now;
  return scheduled ? ['unschedule', 'remove'] : ['remove'];
}
