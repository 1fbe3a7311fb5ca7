import { useCallback, useId, useLayoutEffect, useRef, useState } from 'react';
import type { PortalRoute } from '../../navigation/routes.ts';
import { Button } from '../../../ui/primitives/button.tsx';
import { useSiteSearch, type OnSearch } from '../hooks/use-site-search.ts';
import { CLOSE_SEARCH_LABEL, OPEN_SEARCH_LABEL } from '../site-search-texts.ts';
import { SearchBox } from './search-box.tsx';
import { CrossIcon, SearchIcon } from './search-icon.tsx';
import { SearchResults } from './search-results.tsx';

/**
 * The search on small screens: an icon button opening the search full-screen (spec section 2). The
 * overlay is a modal `<dialog>`: on the top layer, inside our shadow root, and the rest of the page inert
 * while it is open. Escape closes it (the browser's cancel), so does its close button or choosing a page.
 */
export function MobileSearch({ onSearch, className }: { onSearch: OnSearch; className?: string }) {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const onClosed = useCallback(() => {
    setOpen(false);
    triggerRef.current?.focus();
  }, []);
  return (
    <>
      <Button
        ref={triggerRef}
        variant="ghost"
        size="icon"
        aria-label={OPEN_SEARCH_LABEL}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-slot="site-search-open"
        className={className}
        onClick={() => setOpen(true)}
      >
        <SearchIcon className="h-5 w-5" />
      </Button>
      {open && <SearchOverlay onSearch={onSearch} onClosed={onClosed} />}
    </>
  );
}

function SearchOverlay({ onSearch, onClosed }: { onSearch: OnSearch; onClosed: () => void }) {
  const dialogRef = useRef<HTMLDialogElement | null>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const listboxId = useId();
  const close = () => dialogRef.current?.close();
  const search = useSiteSearch((term: string, page: PortalRoute | undefined) => {
    onSearch(term, page);
    if (page) close();
  });

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    inputRef.current?.focus();
    // Escape (the browser's cancel), the close button and a chosen page all end in the dialog's close.
    dialog.addEventListener('close', onClosed);
    return () => dialog.removeEventListener('close', onClosed);
  }, [onClosed]);

  return (
    <dialog
      ref={dialogRef}
      aria-label={OPEN_SEARCH_LABEL}
      part="search-overlay"
      data-slot="site-search-overlay"
      className="m-0 h-full max-h-full w-full max-w-full border-0 bg-fp-background p-0 text-fp-text"
    >
      <div className="flex flex-col gap-2 p-3">
        <div className="flex items-center gap-2">
          <SearchBox search={search} listboxId={listboxId} inputRef={inputRef} className="flex-1" />
          <Button variant="ghost" size="icon" aria-label={CLOSE_SEARCH_LABEL} data-slot="site-search-close" onClick={close}>
            <CrossIcon className="h-5 w-5" />
          </Button>
        </div>
        {search.listShown && <SearchResults search={search} listboxId={listboxId} />}
      </div>
    </dialog>
  );
}
