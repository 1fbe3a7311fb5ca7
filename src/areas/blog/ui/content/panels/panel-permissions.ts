import { BLOG_CAPABILITIES, type BlogCapability } from '../../../model/blog-actions.ts';
import { capabilitiesOf } from '../../../../../core/clients/role-capabilities.ts';
import type { ReviewClient } from '../../../../../review-kit/review-client.ts';

/**
 * Statuses in which the service refuses any change to a post (demo/server requireEditable): the panels hide
 * their editing controls there instead of offering what would be refused.
 */
export const LOCKED_STATUSES: ReadonlySet<string> = new Set(['Published', 'Complete', 'Canceled']);

export const hasCapability = (client: ReviewClient, capability: BlogCapability) =>
  capabilitiesOf(BLOG_CAPABILITIES, client.roles).has(capability);

/** The person may change the post's images now: they review for this client and the post is still open. */
export const canEditPost = (client: ReviewClient, status: string) => hasCapability(client, 'review') && !LOCKED_STATUSES.has(status);

/** Choosing another image is the agency's work (staff), on a post that is still open. */
export const canChooseImages = (client: ReviewClient, status: string) => hasCapability(client, 'staff') && !LOCKED_STATUSES.has(status);
