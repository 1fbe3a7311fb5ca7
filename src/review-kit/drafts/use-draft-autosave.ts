import { useCallback, useEffect, useRef, useState } from 'react';

/** Edits are written this long after the last keystroke: often enough that a crash loses a moment at most. */
export const DRAFT_DEBOUNCE_MS = 300;

/** Where an area keeps one item's draft: write (false when the browser refused) and clear. */
export interface DraftPersistence<D> {
  write: (draft: D) => boolean;
  clear: () => void;
}

type Pending<D> = { kind: 'write'; draft: D } | { kind: 'clear' };

/**
 * Keeps a draft in storage as the person types: the latest state is written after a short pause, and at
 * once when the page is hidden or unloads or the editor closes, so a reload loses nothing. `kept` turns
 * false when the browser refused to store it. `persist` should be stable (memoized on its owner).
 */
export function useDraftAutosave<D>(persist: DraftPersistence<D>) {
  const pending = useRef<Pending<D> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [kept, setKept] = useState(true);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const next = pending.current;
    pending.current = null;
    if (!next) return;
    if (next.kind === 'clear') persist.clear();
    else setKept(persist.write(next.draft));
  }, [persist]);

  const schedule = useCallback(
    (next: Pending<D>) => {
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
    persist.clear();
  }, [persist]);

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
