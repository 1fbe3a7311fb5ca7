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

// Code-unit order, as a browser's default string comparison gives, so a page can rebuild the same list.
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The posts in the order the hash takes them: by platform, then by post id. */
export const inHashOrder = <T extends ApprovedPost>(posts: readonly T[]): T[] =>
  [...posts].sort((a, b) => compare(a.platform, b.platform) || compare(a.postId, b.postId));

/**
 * The hash the contract documents (SocialApproval.contentHash): lower-case hex SHA-256 of the UTF-8 JSON of
 * [[platform, content, imageUrl], ...] in hash order, written by JSON.stringify with no spacing.
 */
export const socialContentHash = (posts: readonly ApprovedPost[]) =>
  contentHash(JSON.stringify(inHashOrder(posts).map((post) => [post.platform, post.content, post.imageUrl ?? null])));

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
