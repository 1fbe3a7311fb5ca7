import { useCallback, useEffect, useRef, useState } from 'react';

/** What `editing` holds while a new item is being written. */
export const NEW_ITEM = 'new';
const ADD_KEY = 'add';
const editKey = (id: string) => `edit:${id}`;

export interface ListEditing<T extends { id: string }> {
  /** The id of the item whose editor is open, NEW_ITEM for a new one, or null. */
  editing: string | null;
  /** The item a delete is being confirmed for, or null. */
  deleting: T | null;
  startAdd: () => void;
  startEdit: (id: string) => void;
  /** Closes the editor; focus goes back to the button that opened it. */
  closeEditor: () => void;
  startDelete: (item: T) => void;
  /** Ends the confirmation; after a delete focus goes to the add button, since the item's own buttons are gone. */
  endDelete: (deleted: boolean) => void;
  /** Spread on the list's container: the buttons focus returns to are looked up inside it. */
  containerRef: React.RefObject<HTMLDivElement | null>;
  /** Spread on the add button and each item's edit button, so focus can come back to them. */
  addButtonProps: { 'data-focus-key': string };
  editButtonProps: (id: string) => { 'data-focus-key': string };
}

/**
 * A settings list edited one item at a time, in place: which editor is open, which delete is being confirmed,
 * and where keyboard focus goes when an editor or a confirmation closes (the button it came from, so a keyboard
 * user carries on where they were instead of starting again from the top of the page).
 */
export function useListEditing<T extends { id: string }>(): ListEditing<T> {
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const containerRef = useRef<HTMLDivElement | null>(null);

  useEffect(() => {
    if (!focusKey) return;
    const button = (key: string) => containerRef.current?.querySelector<HTMLElement>(`[data-focus-key="${CSS.escape(key)}"]`);
    // The opener may be gone (its item was deleted meanwhile): the add button then.
    (button(focusKey) ?? button(ADD_KEY))?.focus();
    setFocusKey(null);
  }, [focusKey]);

  const closeEditor = useCallback(() => {
    if (editing) setFocusKey(editing === NEW_ITEM ? ADD_KEY : editKey(editing));
    setEditing(null);
  }, [editing]);
  const endDelete = useCallback((deleted: boolean) => {
    setDeleting(null);
    if (deleted) setFocusKey(ADD_KEY);
  }, []);
  return {
    editing,
    deleting,
    startAdd: useCallback(() => setEditing(NEW_ITEM), []),
    startEdit: useCallback((id: string) => setEditing(id), []),
    closeEditor,
    startDelete: useCallback((item: T) => setDeleting(item), []),
    endDelete,
    containerRef,
    addButtonProps: { 'data-focus-key': ADD_KEY },
    editButtonProps: (id: string) => ({ 'data-focus-key': editKey(id) }),
  };
}
