import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { cn } from '../../../ui/cn.ts';
import { usePopoverDismiss } from '../../../ui/primitives/popover-dismiss.ts';
import { usePopoverLayer } from '../../../ui/primitives/popover-layer.ts';
import { useSiteSearch, type OnSearch } from '../hooks/use-site-search.ts';
import { SearchBox } from './search-box.tsx';
import { SearchResults } from './search-results.tsx';

/**
 * The search box of the header on desktop, its results in a panel on the top layer under it: inside our
 * shadow root, above whatever the host or the shell clips. Focus leaving the box, a pointer down
 * elsewhere, or Escape closes the panel.
 */
export function DesktopSearch({ onSearch, className }: { onSearch: OnSearch; className?: string }) {
  const search = useSiteSearch(onSearch);
  const listboxId = useId();
  const anchorRef = useRef<HTMLDivElement | null>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  return (
    <div ref={anchorRef} data-slot="site-search-desktop" className={cn('w-64', className)}>
      <SearchBox search={search} listboxId={listboxId} inputRef={inputRef} onBlur={search.closeList} />
      {search.listShown && (
        <ResultsPanel anchorRef={anchorRef} inputRef={inputRef} onDismiss={search.closeList}>
          <SearchResults search={search} listboxId={listboxId} />
        </ResultsPanel>
      )}
    </div>
  );
}

interface ResultsPanelProps {
  anchorRef: RefObject<HTMLDivElement | null>;
  inputRef: RefObject<HTMLInputElement | null>;
  onDismiss: () => void;
  children: ReactNode;
}

/** Mounted while the list shows; the layer keeps focus in the search box (its `initialFocus`). */
function ResultsPanel({ anchorRef, inputRef, onDismiss, children }: ResultsPanelProps) {
  const contentRef = useRef<HTMLDivElement | null>(null);
  usePopoverLayer({ contentRef, triggerRef: anchorRef, placement: 'bottom-start', initialFocus: inputRef });
  usePopoverDismiss({ contentRef, triggerRef: anchorRef, close: onDismiss });
  return (
    <div
      ref={contentRef}
      popover="manual"
      part="search-panel"
      data-slot="site-search-panel"
      data-state="open"
      className="z-50 m-0 w-80 rounded-fp border border-fp-border bg-fp-background p-0 text-fp-text shadow-lg"
    >
      {children}
    </div>
  );
}
