import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { readBlogDraft, type BlogDraft } from '../../../model/blog-draft.ts';
import type { BlogPost } from '../../../api/blog-post-query.ts';
import { sanitizeBlogHtml } from '../../../../../core/content/sanitize-html.ts';
import { Button } from '../../../../../ui/primitives/button.tsx';
import { Spinner } from '../../../../../ui/primitives/spinner.tsx';
import { PanelSection } from '../../../../../review-kit/item/panel-section.tsx';
import { EDIT_CONTENT, EDITOR_LOADING, NO_CONTENT, SECTION_TITLES } from '../content-texts.ts';
import { useDraftStorage, useDraftUserId } from '../../../../../review-kit/drafts/draft-storage.ts';
import { EditorLoadBoundary } from './editor-load-boundary.tsx';
import { ProseStyles, PROSE_SLOT } from './prose-styles.tsx';

// TipTap and ProseMirror are most of the page's code: they load when someone edits, not with the post.
const loadEditor = () => import('./content-editor.tsx');

interface Editing {
  draft: BlogDraft | null;
}

/**
 * The post's content: the service's HTML, sanitized, and (for people who may edit it) the editor. A draft
 * kept on this device opens the editor straight away, so unsaved work is the first thing the person sees.
 */
export function ContentSection({
  post,
  clientId,
  canEdit,
  onDirtyChange,
}: {
  post: BlogPost;
  clientId: string;
  canEdit: boolean;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const userId = useDraftUserId();
  const owner = useMemo(() => (userId ? { clientId, blogJobId: post.id, userId } : null), [clientId, post.id, userId]);
  const storage = useDraftStorage();
  const keptDraft = (): Editing | null => {
    const draft = owner && canEdit ? readBlogDraft(storage, owner) : null;
    return draft ? { draft } : null;
  };
  const [editing, setEditing] = useState<Editing | null>(keptDraft);
  const [LazyEditor, setLazyEditor] = useState(() => lazy(loadEditor));
  const html = useMemo(() => sanitizeBlogHtml(post.content), [post.content]);

  // The person may be known only after the first render (the sign-in store settles): look for their draft then.
  useEffect(() => {
    if (!editing) setEditing(keptDraft);
    // Only when whose draft it is changes.
  }, [owner]);

  // Closing the editor removes the control that had focus: give it to the button that opens the editor again.
  const editButton = useRef<HTMLButtonElement | null>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    editButton.current?.focus();
  }, [editing]);

  const close = () => {
    returnFocus.current = true;
    setEditing(null);
    onDirtyChange(false);
  };

  return (
    <PanelSection
      title={SECTION_TITLES.content}
      slot="content"
      action={
        canEdit && !editing ? (
          <Button
            ref={editButton}
            variant="outline"
            size="sm"
            onClick={() => setEditing({ draft: null })}
            onPointerEnter={() => void loadEditor()}
          >
            {EDIT_CONTENT}
          </Button>
        ) : null
      }
    >
      <ProseStyles />
      {editing && owner ? (
        <EditorLoadBoundary onRetry={() => setLazyEditor(() => lazy(loadEditor))}>
          <Suspense fallback={<Spinner label={EDITOR_LOADING} />}>
            <LazyEditor
              post={post}
              clientId={clientId}
              owner={owner}
              storage={storage}
              restoredDraft={editing.draft}
              onClose={close}
              onDirtyChange={onDirtyChange}
            />
          </Suspense>
        </EditorLoadBoundary>
      ) : html ? (
        // Sanitized just above: the only HTML of the service that reaches the DOM, and only through sanitizeBlogHtml.
        <div data-slot={PROSE_SLOT} dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <p className="text-sm text-fp-muted">{NO_CONTENT}</p>
      )}
    </PanelSection>
  );
}
