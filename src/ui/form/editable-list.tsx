import type { ReactNode } from 'react';
import { Button } from '../primitives/button.tsx';
import { showSuccessToast } from '../toasts/toast.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { Heading } from './heading-level.tsx';
import type { ItemActionHandlers } from './item-actions.tsx';
import { NEW_ITEM, useListEditing } from './use-list-editing.ts';

export interface EditableListTexts {
  add: string;
  empty: string;
  /** The empty list for someone who may not add to it (without the invitation to start); `empty` otherwise. */
  emptyReadOnly?: string;
  newTitle: string;
  editTitle: (name: string) => string;
  deleteTitle: (name: string) => string;
  deleteConfirm: string;
  deleting: string;
}

export interface EditableListProps<T extends { id: string; name: string }> {
  items: readonly T[];
  /** Whether the person may add, change and delete; otherwise the items are only shown. */
  canChange: boolean;
  /** Names the list for screen readers: a label of its own, or the id of the heading that names it. */
  label?: string;
  labelledBy?: string;
  texts: EditableListTexts;
  /** An item as an `<li>` (ListItemFrame), with its Edit and Delete when it may be changed. */
  renderItem: (item: T, actions: ItemActionHandlers | undefined) => ReactNode;
  /** The form for a new item (null) or an item; `close` puts the list back. */
  renderEditor: (item: T | null, close: () => void) => ReactNode;
  /** What deleting an item means, in a sentence (the confirmation's description). */
  deleteDescription: (item: T) => string;
  /** Deletes an item; resolves with the service's message. */
  onDelete: (item: T) => Promise<string>;
  /** Told when an editor opens (e.g. to clear a note about the last save). */
  onEditStart?: () => void;
  /** A line said after a save (a polite live region, always in the page so it is heard when it changes). */
  status?: string | null;
}

const FRAME = 'space-y-3 rounded-fp border border-fp-border p-3';

/**
 * A settings list edited in place, one item at a time: while an editor is open the other items' buttons step
 * aside, so nothing typed is lost to a stray click; Delete asks first, naming the item; focus comes back to the
 * button that opened an editor, and to Add once an item is deleted. An empty list says so and how to start.
 */
export function EditableList<T extends { id: string; name: string }>({
  items,
  canChange,
  label,
  labelledBy,
  texts,
  renderItem,
  renderEditor,
  deleteDescription,
  onDelete,
  onEditStart,
  status,
}: EditableListProps<T>) {
  const list = useListEditing<T>();
  const start = (open: () => void) => () => {
    onEditStart?.();
    open();
  };
  const adding = list.editing === NEW_ITEM;
  const deleting = list.deleting;
  return (
    <div ref={list.containerRef} data-slot="editable-list" className="space-y-4">
      {items.length ? (
        <ul aria-label={label} aria-labelledby={labelledBy} className="space-y-3">
          {items.map((item) =>
            list.editing === item.id ? (
              <li key={item.id} className={FRAME}>
                <Heading className="break-words font-medium text-fp-text">{texts.editTitle(item.name)}</Heading>
                {renderEditor(item, list.closeEditor)}
              </li>
            ) : (
              renderItem(
                item,
                canChange && !list.editing
                  ? {
                      onEdit: start(() => list.startEdit(item.id)),
                      onDelete: () => list.startDelete(item),
                      editButtonProps: list.editButtonProps(item.id),
                    }
                  : undefined,
              )
            ),
          )}
        </ul>
      ) : adding ? null : (
        <p className="text-sm text-fp-muted">{canChange ? texts.empty : (texts.emptyReadOnly ?? texts.empty)}</p>
      )}
      {adding ? (
        <div className={FRAME}>
          <Heading className="font-medium text-fp-text">{texts.newTitle}</Heading>
          {renderEditor(null, list.closeEditor)}
        </div>
      ) : null}
      <div>
        <p role="status" data-slot="list-status" className={status ? 'pb-3 text-sm text-fp-text' : undefined}>
          {status}
        </p>
        {canChange && !list.editing ? (
          <Button variant="outline" onClick={start(list.startAdd)} {...list.addButtonProps}>
            {texts.add}
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : list.endDelete(false))}
        title={deleting ? texts.deleteTitle(deleting.name) : ''}
        description={deleting ? deleteDescription(deleting) : ''}
        confirmLabel={texts.deleteConfirm}
        pendingLabel={texts.deleting}
        onConfirm={async () => {
          const message = await onDelete(deleting!);
          list.endDelete(true);
          void showSuccessToast(message);
        }}
      />
    </div>
  );
}
