import { createDocument, EditorContent, getHTMLFromFragment, useEditor } from '@tiptap/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  clearBlogDraft,
  isDraftDirty,
  writeBlogDraft,
  type BlogDraft,
  type DraftOwner,
  type DraftStorage,
} from '../../../model/blog-draft.ts';
import type { BlogPost } from '../../../api/blog-post-query.ts';
import { sanitizeBlogHtml } from '../../../../../core/content/sanitize-html.ts';
import { ConflictPanel } from '../../../../../review-kit/drafts/conflict-panel.tsx';
import { DraftNotices, EditControls } from '../../../../../review-kit/drafts/edit-controls.tsx';
import { useDraftAutosave } from '../../../../../review-kit/drafts/use-draft-autosave.ts';
import { EDITOR_LABEL } from '../content-texts.ts';
import { blogExtensions } from './blog-extensions.ts';
import { BlogVersionView, savedVersionOf } from './blog-version.tsx';
import { EditorToolbar } from './editor-toolbar.tsx';
import { PROSE_SLOT } from './prose-styles.tsx';
import { TitleField } from './title-field.tsx';
import { useContentSave } from './use-content-save.ts';

export interface ContentEditorProps {
  /** The post as the page has it now; the editor starts from it and shows its newer versions in a conflict. */
  post: BlogPost;
  clientId: string;
  owner: DraftOwner;
  storage: DraftStorage;
  /** A draft kept from an earlier visit, opened instead of the saved text. */
  restoredDraft: BlogDraft | null;
  /** Editing is over: saved, discarded, or the saved version chosen. */
  onClose: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

/** The editor's class list: a literal, so the build-time styles find it. */
const EDITOR_CLASSES =
  'min-h-[12rem] max-h-[70vh] overflow-auto rounded-fp border border-fp-border bg-fp-background p-3 focus-visible:ring-2 focus-visible:ring-fp-primary';

/**
 * Editing a post in TipTap inside the shadow root. Every change is kept as a draft on this device until a
 * save succeeds; a save carries the version the edits began on, so a save by someone else in between comes
 * back as a conflict, shown side by side, and nothing is overwritten unless the person says so.
 */
export default function ContentEditor({ post, clientId, owner, storage, restoredDraft, onClose, onDirtyChange }: ContentEditorProps) {
  const editorId = useId();
  // What the editing began from, fixed for its whole life: later refetches of the post must not reset it.
  const [start] = useState(() => ({
    title: post.title ?? '',
    html: sanitizeBlogHtml(post.content),
    draft: restoredDraft && { ...restoredDraft, content: sanitizeBlogHtml(restoredDraft.content) },
  }));
  const [title, setTitle] = useState(start.draft?.title ?? start.title);
  const [baseVersion, setBaseVersion] = useState(restoredDraft?.baseVersion ?? post.contentVersion);
  const [dirty, setDirty] = useState(start.draft !== null);
  const [restoredAt, setRestoredAt] = useState(start.draft?.savedAt ?? null);
  const persist = useMemo(
    () => ({ write: (draft: BlogDraft) => writeBlogDraft(storage, owner, draft), clear: () => clearBlogDraft(storage, owner) }),
    [storage, owner],
  );
  const autosave = useDraftAutosave(persist);
  const onChange = useRef(() => {});
  const extensions = useMemo(blogExtensions, []);
  const editor = useEditor({
    extensions,
    content: start.draft?.content ?? start.html,
    // Not TipTap's autofocus: it fires on a timer from when the editor is created, during React's render, and
    // a render slowed by a busy machine puts the editor in the page after that timer, so focus went nowhere.
    autofocus: false,
    // TipTap would add its stylesheet to the host page's <head>; ProseStyles brings the rules into the shadow root.
    injectCSS: false,
    editorProps: {
      attributes: {
        id: editorId,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': EDITOR_LABEL,
        'data-slot': PROSE_SLOT,
        class: EDITOR_CLASSES,
      },
    },
    onUpdate: () => onChange.current(),
  });
  // Through the editor's schema, as the editor writes it: an untouched post compares equal to what the editor holds.
  // Computed while rendering, from the editor of that render (TipTap may replace the first one once mounted).
  const asEditorHtml = (html: string) => getHTMLFromFragment(createDocument(html, editor.schema).content, editor.schema);
  const saved = useMemo(() => ({ title: start.title, content: asEditorHtml(start.html) }), [editor, start]);
  const restoredIsSaved = useMemo(
    () => start.draft !== null && !isDraftDirty({ title: start.draft.title, content: asEditorHtml(start.draft.content) }, saved),
    [editor, saved, start],
  );

  const record = (next: { title: string; content: string }, version = baseVersion) => {
    const changed = isDraftDirty(next, saved);
    setDirty(changed);
    autosave.schedule(
      changed ? { kind: 'write', draft: { ...next, baseVersion: version, savedAt: new Date().toISOString() } } : { kind: 'clear' },
    );
  };
  onChange.current = () => record({ title, content: editor.getHTML() });

  useEffect(() => {
    // A kept draft that matches the saved text is no draft: drop it instead of announcing it.
    if (!restoredIsSaved) return;
    autosave.discard();
    setDirty(false);
    setRestoredAt(null);
  }, [restoredIsSaved, autosave.discard]);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  // Into the text when the person asked to edit, once the editor is in the page; a draft restored on arrival
  // leaves focus where it was. An instance TipTap has already replaced is skipped: this runs again for the new one.
  useEffect(() => {
    if (!start.draft && !editor.isDestroyed) editor.commands.focus('end');
  }, [editor, start]);

  const closeWithoutDraft = () => {
    autosave.discard();
    setDirty(false);
    onClose();
  };
  const saving = useContentSave(post, clientId, baseVersion, closeWithoutDraft);
  const save = (expectedVersion: number) => {
    autosave.flush();
    saving.save({ title, content: editor.getHTML(), expectedVersion });
  };
  const keepMine = (version: number) => {
    // The choice is kept with the draft, so a reload before the save ends still saves over version n.
    setBaseVersion(version);
    record({ title, content: editor.getHTML() }, version);
    saving.settleConflict();
    save(version);
  };
  const conflict = saving.conflictVersion !== null && !saving.saving ? saving.conflictVersion : null;

  return (
    <div className="space-y-3">
      <DraftNotices restoredAt={restoredAt} kept failure={null} />
      <TitleField
        value={title}
        onChange={(next) => {
          setTitle(next);
          record({ title: next, content: editor.getHTML() });
        }}
      />
      <EditorToolbar editor={editor} editorId={editorId} />
      <EditorContent editor={editor} data-rich-text-editor="" />
      <DraftNotices restoredAt={null} kept={autosave.kept} failure={saving.failure} />
      {conflict !== null ? (
        <ConflictPanel
          version={conflict}
          mine={<BlogVersionView version={{ title, content: editor.getHTML() }} />}
          saved={<BlogVersionView version={savedVersionOf(post, conflict)} />}
          saving={saving.saving}
          onKeepMine={() => keepMine(conflict)}
          onUseSaved={closeWithoutDraft}
        />
      ) : null}
      <EditControls
        dirty={dirty}
        saving={saving.saving}
        blocked={conflict !== null}
        onSave={() => save(baseVersion)}
        onDiscard={closeWithoutDraft}
      />
    </div>
  );
}
