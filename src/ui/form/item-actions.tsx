import { Button } from '../primitives/button.tsx';

/** What an item of a settings list is given when the person may change it. */
export interface ItemActionHandlers {
  onEdit: () => void;
  onDelete: () => void;
  /** Spread on the edit button (use-list-editing's editButtonProps), so focus can come back to it. */
  editButtonProps?: Record<string, string>;
}

export interface ItemActionsProps extends ItemActionHandlers {
  /** The item's name, read after each button's word so a screen reader's list of buttons tells them apart. */
  itemName: string;
  editLabel?: string;
  deleteLabel?: string;
}

/** An item's Edit and Delete in a settings list. */
export function ItemActions({ itemName, onEdit, onDelete, editButtonProps, editLabel = 'Edit', deleteLabel = 'Delete' }: ItemActionsProps) {
  return (
    <div data-slot="item-actions" className="flex shrink-0 gap-2">
      <Button variant="outline" size="sm" onClick={onEdit} {...editButtonProps}>
        {editLabel}
        <span className="sr-only"> {itemName}</span>
      </Button>
      <Button variant="ghost" size="sm" className="text-fp-danger" onClick={onDelete}>
        {deleteLabel}
        <span className="sr-only"> {itemName}</span>
      </Button>
    </div>
  );
}
