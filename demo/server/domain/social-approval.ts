import { socialPostsText } from '../../../src/shared/approvals/social-posts-text.ts';
import { contentHash } from './approvals.ts';

/**
 * The approval record of a social job, kept apart from GraphQL so the seed writes the same records the
 * service does. A post as approved: its exact text and version, the image it showed and its link.
 */
export interface ApprovedPost {
  postId: string;
  platform: string;
  content: string;
  contentVersion: number;
  imageUrl: string | null;
  postUrl: string | null;
}

/** SocialApproval.contentHash: the SHA-256 of the posts' shared canonical text (src/shared/approvals/). */
export const socialContentHash = (posts: readonly ApprovedPost[]) => contentHash(socialPostsText(posts));

/** Why an approval no longer holds for the posts as they are now, or null while it does. */
export function voidReason(approved: readonly ApprovedPost[], now: readonly ApprovedPost[]): string | null {
  for (const post of approved) {
    const current = now.find((candidate) => candidate.postId === post.postId);
    if (!current) return `The ${post.platform} post approved here no longer exists.`;
    if (current.content !== post.content)
      return `The ${post.platform} post's text was edited after this approval (now version ${current.contentVersion}).`;
    if ((current.imageUrl ?? null) !== (post.imageUrl ?? null)) return `The ${post.platform} post's image was changed after this approval.`;
  }
  return null;
}
