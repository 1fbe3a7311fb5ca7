import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { filterByStatus, searchByTopic, sortJobs, type SortKeyOf } from '../../core/review/board-filters.ts';
import type { ReviewGroup } from '../../core/review/board-groups.ts';
import { QueryState } from '../../ui/layout/query-state.tsx';
import { Button } from '../../ui/primitives/button.tsx';
import { ReviewCalendar } from '../calendar/review-calendar.tsx';
import { CLEAR_FILTERS, type ReviewView } from '../kit-texts.ts';
import { BoardColumns } from './board-columns.tsx';
import { BoardList } from './board-list.tsx';
import type { BoardItem } from './board-spec.ts';
import { BoardToolbar, type BoardControls } from './board-toolbar.tsx';
import type { BoardParts } from './item-card.tsx';

/** The items as a query gives them: loading, failed (with a retry) or there. */
export interface BoardItems<T> {
  status: 'pending' | 'error' | 'success';
  data: readonly T[] | undefined;
  refetch: () => void;
}

export interface ReviewBoardProps<T extends BoardItem, G extends ReviewGroup, A extends string> extends BoardParts<T, G, A> {
  items: BoardItems<T>;
  view: ReviewView;
}

const NO_ITEMS: never[] = [];

/**
 * A review area's board: its items grouped by what the firm must do, as a list, or on a calendar, with search,
 * status filter and sort applied in the browser to the whole list (every page of it), and each item's actions.
 */
export function ReviewBoard<T extends BoardItem, G extends ReviewGroup, A extends string>({
  items: query,
  view,
  ...parts
}: ReviewBoardProps<T, G, A>) {
  const { spec } = parts;
  const [controls, setControls] = useState<BoardControls>({
    search: '',
    status: '',
    sortKey: String(spec.sortKeys[0] ?? 'topic'),
    descending: false,
    view,
  });
  useEffect(() => setControls((current) => ({ ...current, view })), [view]);
  // Typing stays responsive on thousands of items: the list catches up with the search box, not the reverse.
  const search = useDeferredValue(controls.search);
  const items: readonly T[] = query.data ?? NO_ITEMS;
  const shown = useMemo(
    () =>
      sortJobs(
        searchByTopic(filterByStatus(items, controls.status ? [controls.status] : []), search),
        controls.sortKey as SortKeyOf<T>,
        controls.descending ? 'DESC' : 'ASC',
      ),
    [items, controls.status, search, controls.sortKey, controls.descending],
  );
  const filtered = controls.search.trim() !== '' || controls.status !== '';
  const change = (next: Partial<BoardControls>) => setControls((current) => ({ ...current, ...next }));
  const views: ReviewView[] = spec.calendar ? ['board', 'list', 'calendar'] : ['board', 'list'];

  return (
    <div className="space-y-4">
      <BoardToolbar
        controls={controls}
        onChange={change}
        summary={query.status === 'success' ? spec.texts.shownCount(shown.length, items.length) : ''}
        texts={spec.texts}
        statuses={spec.statuses}
        statusLabel={spec.statusLabel}
        sortKeys={spec.sortKeys as readonly string[]}
        sortLabels={spec.sortLabels}
        views={views}
      />
      <QueryState
        status={query.status}
        loadingLabel={spec.texts.loading}
        errorText={spec.texts.error}
        onRetry={query.refetch}
        emptyText={spec.texts.noItems}
        isEmpty={items.length === 0}
      >
        {shown.length === 0 && filtered ? (
          <div className="flex items-center gap-3 py-4 text-sm text-fp-muted">
            <span>{spec.texts.noMatch}</span>
            <Button variant="outline" size="sm" onClick={() => change({ search: '', status: '' })}>
              {CLEAR_FILTERS}
            </Button>
          </div>
        ) : controls.view === 'calendar' && spec.calendar ? (
          <ShownCalendar items={shown} {...parts} />
        ) : controls.view === 'list' ? (
          <BoardList items={shown} {...parts} />
        ) : (
          <BoardColumns items={shown} {...parts} />
        )}
      </QueryState>
    </div>
  );
}

function ShownCalendar<T extends BoardItem, G extends ReviewGroup, A extends string>({
  items,
  spec,
  opening,
}: BoardParts<T, G, A> & { items: readonly T[] }) {
  const calendar = spec.calendar!;
  const entries = useMemo(() => calendar.entriesOf(items), [calendar, items]);
  return (
    <ReviewCalendar
      entries={entries}
      label={calendar.label}
      hrefOf={(entry) => opening.hrefOf(entry.item)}
      onOpen={(entry) => opening.open(entry.item)}
      statusLabelOf={spec.statusLabel}
    />
  );
}
