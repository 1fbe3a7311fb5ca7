/**
 * What a social job's approval hash covers (SocialApproval.contentHash in the contract): the posts as
 * [platform, content, imageUrl], by platform then post id, written by JSON.stringify with no spacing. The
 * service hashes it when the firm approves; the approval record in the browser hashes it again to check.
 */
export interface HashedPost {
  postId: string;
  platform: string;
  content: string;
  imageUrl?: string | null;
}

// Code-unit order, as a browser's default string comparison gives, so both sides build the same list.
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The posts in the order the hash takes them: by platform, then by post id. */
export const inHashOrder = <T extends HashedPost>(posts: readonly T[]): T[] =>
  [...posts].sort((a, b) => compare(a.platform, b.platform) || compare(a.postId, b.postId));

/** The UTF-8 text whose lower-case hex SHA-256 is the approval's contentHash. */
export const socialPostsText = (posts: readonly HashedPost[]): string =>
  JSON.stringify(inHashOrder(posts).map((post) => [post.platform, post.content, post.imageUrl ?? null]));
