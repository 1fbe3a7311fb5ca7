import { useEffect, useMemo, useState } from 'react';
import { ModifySocialMediaPostContentDocument } from '../../../core/api/generated/operations.ts';
import type { DraftStorage } from '../../../core/review/drafts.ts';
import { SOCIAL_DRAFTS, type SocialDraft } from '../model/social-draft.ts';
import { socialKeys } from '../api/social-keys.ts';
import type { SocialPost, SocialPostData } from '../api/social-post-query.ts';
import { useSession } from '../../../ui/hooks/use-session.tsx';
import { useDraftAutosave } from '../../../review-kit/drafts/use-draft-autosave.ts';
import { useVersionedSave } from '../../../review-kit/drafts/use-versioned-save.ts';

interface Editing {
  text: string;
  /** The saved version the edits began on: the save sends it, so a newer save by someone else is a conflict. */
  baseVersion: number;
  /** When a draft kept from an earlier visit was written, while it is announced. */
  restoredAt: string | null;
}

export interface PostEditOptions {
  clientId: string;
  jobId: string;
  post: SocialPost;
  /** The signed-in person (drafts are theirs), null until known. */
  userId: string | null;
  storage: DraftStorage;
  canEdit: boolean;
}

/**
 * Editing one post's text with the kit's guarantees: every change is kept as a draft on this device until a
 * save succeeds (a draft found on arrival reopens the editor), and a save carries the version it began on, so
 * a save by someone else in between comes back as a conflict for the person to settle.
 */
export function usePostEdit({ clientId, jobId, post, userId, storage, canEdit }: PostEditOptions) {
  const session = useSession();
  const owner = useMemo(() => (userId ? { clientId, itemId: post.id, userId } : null), [clientId, post.id, userId]);
  const persist = useMemo(
    () => ({
      write: (draft: SocialDraft) => (owner ? SOCIAL_DRAFTS.write(storage, owner, draft) : false),
      clear: () => owner && SOCIAL_DRAFTS.clear(storage, owner),
    }),
    [owner, storage],
  );
  const autosave = useDraftAutosave(persist);
  const [editing, setEditing] = useState<Editing | null>(null);

  // The person may be known only after the first render: look for their draft once they are.
  useEffect(() => {
    if (editing || !owner || !canEdit) return;
    const draft = SOCIAL_DRAFTS.read(storage, owner);
    if (draft && draft.content !== post.content)
      setEditing({ text: draft.content, baseVersion: draft.baseVersion, restoredAt: draft.savedAt });
    else if (draft) SOCIAL_DRAFTS.clear(storage, owner);
    // Only when whose drafts these are changes.
  }, [owner]);

  const detailKey = socialKeys.detail(clientId, jobId);
  const close = () => {
    autosave.discard();
    setEditing(null);
  };
  const saving = useVersionedSave<{ content: string; expectedVersion: number }>({
    clientId,
    detailKey,
    save: async ({ content, expectedVersion }) =>
      (
        await session.graphql.request(ModifySocialMediaPostContentDocument, {
          input: { socialMediaPostId: post.id, content, expectedVersion },
        })
      ).modifySocialMediaPostContent,
    applySaved: (result, { content }) =>
      session.queryClient.setQueryData<SocialPostData>(detailKey, (data) =>
        data
          ? {
              ...data,
              job: {
                ...data.job,
                contentHash: result.contentHash ?? data.job.contentHash,
                posts: data.job.posts.map((candidate) =>
                  candidate.id === post.id ? { ...candidate, content, contentVersion: result.version } : candidate,
                ),
              },
            }
          : data,
      ),
    onSaved: close,
    editBaseVersion: editing?.baseVersion ?? null,
    currentVersion: post.contentVersion,
  });

  const record = (text: string, baseVersion: number) => {
    setEditing((current) => ({ text, baseVersion, restoredAt: current?.restoredAt ?? null }));
    autosave.schedule(
      text === post.content && baseVersion === post.contentVersion
        ? { kind: 'clear' }
        : { kind: 'write', draft: { content: text, baseVersion, savedAt: new Date().toISOString() } },
    );
  };

  const dirty = editing !== null && editing.text !== post.content;
  return {
    editing,
    dirty,
    /** What the preview, the meter and the checks read: the text being edited, else the saved one. */
    text: editing?.text ?? post.content,
    start: () => setEditing({ text: post.content, baseVersion: post.contentVersion, restoredAt: null }),
    change: (text: string) => record(text, editing?.baseVersion ?? post.contentVersion),
    save: () => {
      if (!editing) return;
      autosave.flush();
      saving.save({ content: editing.text, expectedVersion: editing.baseVersion });
    },
    /** The person keeps their text over version n: kept with the draft, so a reload before the save ends still saves over n. */
    keepMine: (version: number) => {
      if (!editing) return;
      record(editing.text, version);
      saving.settleConflict();
      saving.save({ content: editing.text, expectedVersion: version });
    },
    discard: close,
    kept: autosave.kept,
    saving: saving.saving,
    failure: saving.failure,
    conflictVersion: saving.conflictVersion !== null && !saving.saving ? saving.conflictVersion : null,
  };
}
