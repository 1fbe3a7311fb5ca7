import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '../primitives/button.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

export interface RecordListTexts {
  empty: string;
  add: string;
  /** The visible words of a row's buttons; the entry's name follows for screen readers ("Edit", "Bar number"). */
  edit: string;
  remove: string;
  confirmTitle: (name: string) => string;
  confirmDescription: (name: string) => string;
  confirmRemove: string;
  removing: string;
}

export interface RecordListProps<T> {
  items: readonly T[];
  keyOf: (item: T) => string;
  nameOf: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** The form that adds (item null) or changes an entry; it calls `close` once saved or cancelled. */
  renderForm: (item: T | null, close: () => void) => ReactNode;
  onRemove: (item: T) => Promise<unknown>;
  /** Without it the entries are only shown: no adding, changing or deleting. */
  editable: boolean;
  texts: RecordListTexts;
  /** Names the list for screen readers (the id of its heading). */
  labelledBy?: string;
}

// No record's key starts with a colon: the opener of the form that adds one.
const NEW = ':new';

/**
 * A list of records a person adds to, changes in place and deletes (after a confirmation). One form is open at a
 * time, and while it is the other entries' buttons step aside, so an edit is never lost to a stray click; when it
 * closes, focus goes back to the button that opened it.
 */
export function RecordList<T>({ items, keyOf, nameOf, renderItem, renderForm, onRemove, editable, texts, labelledBy }: RecordListProps<T>) {
  const [open, setOpen] = useState<string | null>(null);
  const [removing, setRemoving] = useState<T | null>(null);
  const returnFocus = useRef<string | null>(null);
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open !== null || returnFocus.current === null) return;
    // The opener may be gone (its entry was deleted): the Add button then.
    const openers = [...(container.current?.querySelectorAll<HTMLElement>('[data-opener]') ?? [])];
    (openers.find((button) => button.dataset.opener === returnFocus.current) ?? openers.find((button) => button.dataset.opener === NEW))?.focus();
    returnFocus.current = null;
  }, [open, removing, items]);
  const close = () => {
    returnFocus.current = open;
    setOpen(null);
  };
  const idle = editable && open === null;
  return (
    <div ref={container} data-slot="record-list" className="space-y-3">
      {items.length ? (
        <ul aria-labelledby={labelledBy} className="divide-y divide-fp-border rounded-fp border border-fp-border">
          {items.map((item) => {
            const key = keyOf(item);
            return (
              <li key={key} className="p-3">
                {open === key ? (
                  renderForm(item, close)
                ) : (
                  <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
                    <div className="min-w-0 break-words text-sm">{renderItem(item)}</div>
                    {idle ? (
                      <div className="flex shrink-0 gap-2">
                        <Button variant="outline" size="sm" data-opener={key} onClick={() => setOpen(key)}>
                          {texts.edit}
                          <span className="sr-only"> {nameOf(item)}</span>
                        </Button>
                        <Button variant="outline" size="sm" data-opener={`${key}/remove`} onClick={() => setRemoving(item)}>
                          {texts.remove}
                          <span className="sr-only"> {nameOf(item)}</span>
                        </Button>
                      </div>
                    ) : null}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm text-fp-muted">{texts.empty}</p>
      )}
      {open === NEW ? <div className="rounded-fp border border-fp-border p-3">{renderForm(null, close)}</div> : null}
      {idle ? (
        <Button variant="outline" size="sm" data-opener={NEW} onClick={() => setOpen(NEW)}>
          {texts.add}
        </Button>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(next) => {
          if (next) return;
          returnFocus.current = removing ? `${keyOf(removing)}/remove` : null;
          setRemoving(null);
        }}
        title={removing ? texts.confirmTitle(nameOf(removing)) : ''}
        description={removing ? texts.confirmDescription(nameOf(removing)) : ''}
        confirmLabel={texts.confirmRemove}
        pendingLabel={texts.removing}
        onConfirm={async () => void (await onRemove(removing!))}
      />
    </div>
  );
}
