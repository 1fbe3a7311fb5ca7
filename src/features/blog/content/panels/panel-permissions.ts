import { BLOG_CAPABILITIES, type BlogCapability } from '../../../../core/blog/blog-actions.ts';
import type { BlogClient } from '../../hooks/use-blog-client.ts';

/**
 * Statuses in which the service refuses any change to a post (demo/server requireEditable): the panels hide
 * their editing controls there instead of offering what would be refused.
 */
export const LOCKED_STATUSES: ReadonlySet<string> = new Set(['Published', 'Complete', 'Canceled']);

export const hasCapability = (client: BlogClient, capability: BlogCapability) =>
  client.roles.some((role) => (BLOG_CAPABILITIES[role] ?? []).includes(capability));

/** The person may change the post's images now: they review for this client and the post is still open. */
export const canEditPost = (client: BlogClient, status: string) => hasCapability(client, 'review') && !LOCKED_STATUSES.has(status);

/** Choosing another image is the agency's work (staff), on a post that is still open. */
export const canChooseImages = (client: BlogClient, status: string) => hasCapability(client, 'staff') && !LOCKED_STATUSES.has(status);
