import { Fragment, memo, useId } from 'react';
import type { ReviewGroup } from '../../core/review/board-groups.ts';
import { ActionsMenu } from '../actions/actions-menu.tsx';
import type { OnActionDone } from '../actions/actions-spec.ts';
import { StatusBadge } from '../item/status-badge.tsx';
import { ItemLink, type ItemOpening } from '../item-link.tsx';
import type { ReviewClient } from '../review-client.ts';
import type { BoardItem, BoardSpec } from './board-spec.ts';

/** What every row and card of a board is given: the area's spec, the client, how items open, what an action reports. */
export interface BoardParts<T extends BoardItem, G extends ReviewGroup, A extends string> {
  spec: BoardSpec<T, G, A>;
  client: ReviewClient;
  opening: ItemOpening<T>;
  onActionDone?: OnActionDone<A, T>;
}

const LINK_CLASS = 'text-fp-text hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-fp-primary rounded-sm';

function ItemCardView<T extends BoardItem, G extends ReviewGroup, A extends string>({
  item,
  spec,
  client,
  opening,
  onActionDone,
}: BoardParts<T, G, A> & { item: T }) {
  const topicId = useId();
  return (
    <article
      aria-labelledby={topicId}
      data-slot="job-card"
      className="space-y-2 rounded-fp border border-fp-border bg-fp-background p-3 shadow-sm"
    >
      <div className="flex items-start gap-2">
        <h3 id={topicId} className="min-w-0 flex-1 text-sm font-medium leading-snug break-words">
          <ItemLink item={item} opening={opening} className={LINK_CLASS} />
        </h3>
        <ActionsMenu spec={spec.actions} item={item} client={client} pageType={spec.pageType} onDone={onActionDone} />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={item.status} tones={spec.tones} labelOf={spec.statusLabel} />
        {spec.card.meta?.(item)}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs">
        {spec.card.facts(item).map(([label, value]) => (
          <Fragment key={label}>
            <dt className="text-fp-muted">{label}</dt>
            <dd className="whitespace-nowrap">{value}</dd>
          </Fragment>
        ))}
      </dl>
      {spec.card.footer?.(item)}
    </article>
  );
}

/** One item on the board: its topic (the link that opens it), status, facts and actions. Memoized for scrolling. */
export const ItemCard = memo(ItemCardView) as typeof ItemCardView;
export const ITEM_LINK_CLASS = LINK_CLASS;
