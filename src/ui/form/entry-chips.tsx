import { useRef } from 'react';

export interface EntryChipsProps {
  entries: readonly string[];
  /** Names the list for screen readers (with its count). */
  label: string;
  emptyText: string;
  removeLabel: (entry: string) => string;
  disabled?: boolean;
  onRemove: (index: number) => void;
}

/**
 * The entries of a list as chips, each with its remove button. Removing one by keyboard moves focus to the
 * next chip's button (or the previous, at the end), so the person keeps their place.
 */
export function EntryChips({ entries, label, emptyText, removeLabel, disabled = false, onRemove }: EntryChipsProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const remove = (index: number) => {
    onRemove(index);
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('[data-slot="entry-remove"]');
    if (!buttons || buttons.length < 2) return;
    // The buttons are those before the removal: the one after the removed one takes its place.
    buttons[index + 1 < buttons.length ? index + 1 : index - 1]?.focus();
  };
  if (!entries.length) return <p className="text-sm text-fp-muted">{emptyText}</p>;
  return (
    <ul ref={listRef} aria-label={label} data-slot="entry-chips" className="flex flex-wrap gap-2">
      {entries.map((entry, index) => (
        <li
          key={entry}
          data-slot="entry-chip"
          className="inline-flex max-w-full items-center gap-1 rounded-full border border-fp-border bg-gray-50 py-0.5 pl-3 pr-1 text-sm"
        >
          <span className="truncate">{entry}</span>
          {disabled ? null : (
            <button
              type="button"
              data-slot="entry-remove"
              aria-label={removeLabel(entry)}
              onClick={() => remove(index)}
              className="inline-flex h-6 w-6 items-center justify-center rounded-full text-fp-muted hover:bg-gray-200 hover:text-fp-text focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-fp-primary"
            >
              <span aria-hidden="true">×</span>
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
