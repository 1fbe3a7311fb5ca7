import { ActionsMenu } from '../actions/actions-menu.tsx';
import { StatusBadge } from '../item/status-badge.tsx';
import { ItemLink } from '../item-link.tsx';
import { ACTIONS_GROUP_LABEL } from '../kit-texts.ts';
import type { BoardItem, ListColumn } from './board-spec.ts';
import { ITEM_LINK_CLASS } from './item-card.tsx';

// The columns every review area's list has: the topic that opens the item, its status, and its actions.

export const topicColumn = <T extends BoardItem>(label: string): ListColumn<T> => ({
  label,
  className: 'font-medium',
  cell: (item, { opening }) => <ItemLink item={item} opening={opening} className={ITEM_LINK_CLASS} />,
});

export const statusColumn = <T extends BoardItem>(label: string): ListColumn<T> => ({
  label,
  cell: (item, { spec }) => <StatusBadge status={item.status} tones={spec.tones} labelOf={spec.statusLabel} />,
});

/** The actions column holds only menu buttons: its name is for screen readers, not a squeezed word. */
export const actionsColumn = <T extends BoardItem>(label: string = ACTIONS_GROUP_LABEL): ListColumn<T> => ({
  label,
  srOnlyHeader: true,
  className: 'flex justify-end',
  cell: (item, { spec, client, onActionDone }) => (
    <ActionsMenu spec={spec.actions} item={item} client={client} pageType={spec.pageType} onDone={onActionDone} />
  ),
});
