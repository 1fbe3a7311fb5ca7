import { useCallback, useEffect, useRef, useState } from 'react';
import { clearBlogDraft, writeBlogDraft, type BlogDraft, type DraftOwner, type DraftStorage } from '../../../../core/blog/blog-draft.ts';

/** Edits are written this long after the last keystroke: often enough that a crash loses a moment at most. */
export const DRAFT_DEBOUNCE_MS = 300;

type Pending = { kind: 'write'; draft: BlogDraft } | { kind: 'clear' };

/**
 * Keeps the draft in storage as the person types: the latest state is written after a short pause, and at
 * once when the page is hidden or unloads or the editor closes, so a reload loses nothing. `kept` turns
 * false when the browser refused to store it.
 */
export function useDraftAutosave(owner: DraftOwner, storage: DraftStorage) {
  const pending = useRef<Pending | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [kept, setKept] = useState(true);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const next = pending.current;
    pending.current = null;
    if (!next) return;
    if (next.kind === 'clear') clearBlogDraft(storage, owner);
    else setKept(writeBlogDraft(storage, owner, next.draft));
  }, [owner, storage]);

  const schedule = useCallback(
    (next: Pending) => {
      pending.current = next;
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, DRAFT_DEBOUNCE_MS);
    },
    [flush],
  );

  /** Forgets what was waiting and removes the stored draft (after a save, or when the person drops it). */
  const discard = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = null;
    clearBlogDraft(storage, owner);
  }, [owner, storage]);

  useEffect(() => {
    window.addEventListener('pagehide', flush);
    window.addEventListener('beforeunload', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      window.removeEventListener('beforeunload', flush);
      flush();
    };
  }, [flush]);

  return { schedule, flush, discard, kept };
}
