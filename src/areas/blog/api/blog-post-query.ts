import { GetBlogPostDocument, type GetBlogPostQuery } from '../../../core/api/generated/operations.ts';
import type { Session } from '../../../core/session/session.ts';
import { blogKeys } from './blog-keys.ts';

/** One blog post as the content page shows it: its content (HTML, unsanitized), images, QC, history, revisions, approvals. */
export type BlogPost = GetBlogPostQuery['blogJob'];

/** Logged with the post's id when the service does not answer. */
export const BLOG_POST_FAILED_MESSAGE = 'Failed to get the blog post';

/** The post under the client's key, so an action on any of the client's blog jobs refreshes it too. */
export const blogPostQueryOptions = (session: Session, clientId: string, blogJobId: string) => ({
  queryKey: blogKeys.detail(clientId, blogJobId),
  queryFn: async ({ signal }: { signal?: AbortSignal }): Promise<BlogPost> => {
    try {
      return (await session.graphql.request(GetBlogPostDocument, { input: { id: blogJobId } }, { signal })).blogJob;
    } catch (error) {
      console.error(BLOG_POST_FAILED_MESSAGE, blogJobId, error);
      throw error;
    }
  },
});
