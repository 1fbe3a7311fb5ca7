import { useLayoutEffect, useRef } from 'react';
import { useLiveHold } from '../hooks/use-session.tsx';

/**
 * Shows a `<dialog>` as modal (top layer, focus trapped, the rest of the page inert) while `open`, and closes it
 * otherwise, so React state stays the one source of truth. happy-dom (unit tests) has no showModal: the dialog
 * then just renders open. While open, live updates wait (useLiveHold): what the dialog is about stays put.
 */
export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement | null>(null);
  useLiveHold(open);
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || typeof dialog.showModal !== 'function') return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return ref;
}
