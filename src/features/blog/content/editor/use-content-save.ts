import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ModifyBlogJobContentDocument } from '../../../../core/api/generated/operations.ts';
import { blogKeys } from '../../../../core/blog/blog-keys.ts';
import { conflictVersionOf, refreshAfterBlogChange } from '../../../../core/blog/blog-mutations.ts';
import type { BlogPost } from '../../../../core/blog/blog-post-query.ts';
import { useSession } from '../../../../ui/hooks/use-session.tsx';
import { showSuccessToast } from '../../../../ui/toasts/toast.ts';

export interface ContentSave {
  title: string;
  content: string;
  /** The version the edits were made on; the service refuses the save (CONFLICT) when it holds a newer one. */
  expectedVersion: number;
}

/**
 * Saves the post's content and title. A success updates the cached post at once (the page shows what was
 * saved without waiting) and refreshes everything of the client; a CONFLICT refetches the post, so both
 * versions can be shown, and sets `conflictVersion`; any other failure is left in `error` for the page.
 */
export function useContentSave(post: BlogPost, clientId: string, onSaved: () => void) {
  const session = useSession();
  const [conflictVersion, setConflictVersion] = useState<number | null>(null);
  const detailKey = blogKeys.detail(clientId, post.id);

  const mutation = useMutation({
    mutationFn: async ({ title, content, expectedVersion }: ContentSave) => {
      const input = { blogJobId: post.id, content, title: title.trim() || null, expectedVersion };
      return (await session.graphql.request(ModifyBlogJobContentDocument, { input })).modifyBlogJobContent;
    },
    onMutate: () => setConflictVersion(null),
    onSuccess: (result, { title, content }) => {
      session.queryClient.setQueryData<BlogPost>(detailKey, (saved) =>
        saved ? { ...saved, content, title: title.trim() || saved.title, contentVersion: result.version } : saved,
      );
      onSaved();
      void showSuccessToast(result.message);
      void refreshAfterBlogChange(session, clientId);
    },
    onError: async (error) => {
      const version = conflictVersionOf(error);
      if (version === null) return;
      setConflictVersion(version);
      await session.queryClient.invalidateQueries({ queryKey: detailKey });
    },
  });

  const failure = mutation.error && conflictVersionOf(mutation.error) === null ? mutation.error : null;
  return {
    save: (values: ContentSave) => mutation.mutate(values),
    saving: mutation.isPending,
    conflictVersion,
    /** The person chose a version: the conflict is settled (the chosen save may raise a new one). */
    settleConflict: () => setConflictVersion(null),
    failure,
  };
}
