import { useCallback, useEffect, useRef } from 'react';

/**
 * Tells the page around about unsaved edits, and has the browser ask before a reload or a closed tab drops
 * them from view (the draft itself is kept either way). Leaving the view clears the flag.
 */
export function useUnsavedGuard(onDirtyChange: ((dirty: boolean) => void) | undefined) {
  // A ref, not state: the question must hold from the very edit that made the item dirty, not from the
  // effect that would run after the next paint.
  const dirty = useRef(false);
  const notify = useRef(onDirtyChange);
  notify.current = onDirtyChange;
  useEffect(() => {
    const ask = (event: BeforeUnloadEvent) => {
      if (dirty.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => {
      window.removeEventListener('beforeunload', ask);
      notify.current?.(false);
    };
  }, []);
  return useCallback((next: boolean) => {
    dirty.current = next;
    notify.current?.(next);
  }, []);
}
