import { ModifyBlogJobContentDocument } from '../../../../../core/api/generated/operations.ts';
import { blogKeys } from '../../../api/blog-keys.ts';
import type { BlogPost } from '../../../api/blog-post-query.ts';
import { useVersionedSave } from '../../../../../review-kit/drafts/use-versioned-save.ts';
import { useSession } from '../../../../../ui/hooks/use-session.tsx';

export interface ContentSave {
  title: string;
  content: string;
  /** The version the edits were made on; the service refuses the save (CONFLICT) when it holds a newer one. */
  expectedVersion: number;
}

/** Saves the post's content and title on the kit's versioned save (a newer save by someone else is a conflict). */
export function useContentSave(post: BlogPost, clientId: string, baseVersion: number, onSaved: () => void) {
  const session = useSession();
  const detailKey = blogKeys.detail(clientId, post.id);
  return useVersionedSave<ContentSave>({
    clientId,
    detailKey,
    save: async ({ title, content, expectedVersion }) => {
      const input = { blogJobId: post.id, content, title: title.trim() || null, expectedVersion };
      return (await session.graphql.request(ModifyBlogJobContentDocument, { input })).modifyBlogJobContent;
    },
    applySaved: (result, { title, content }) =>
      session.queryClient.setQueryData<BlogPost>(detailKey, (saved) =>
        saved
          ? {
              ...saved,
              content,
              title: title.trim() || saved.title,
              contentVersion: result.version,
              contentHash: result.contentHash ?? saved.contentHash,
            }
          : saved,
      ),
    onSaved,
    editBaseVersion: baseVersion,
    currentVersion: post.contentVersion,
  });
}
