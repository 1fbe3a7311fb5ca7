import type { ReactNode } from 'react';
import type { SortKeyOf } from '../../core/review/board-filters.ts';
import type { BoardGrouping, ReviewGroup } from '../../core/review/board-groups.ts';
import type { CalendarEntry } from '../../core/review/calendar-grid.ts';
import type { StatusTone } from '../../core/review/status-tones.ts';
import type { ActionItem, ActionsSpec } from '../actions/actions-spec.ts';
import type { BoardParts } from './item-card.tsx';

/** An item a review board shows: an action item with a topic, a status and whatever dates the area sorts by. */
export type BoardItem = ActionItem;

/** One column of the list view: its header and what each row shows in it (given the board's parts: opening, client...). */
export interface ListColumn<T extends BoardItem> {
  label: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a column works with any of the board's groups and actions
  cell: (item: T, parts: BoardParts<T, any, any>) => ReactNode;
  /** The header is read by screen readers only (a column of menu buttons needs no squeezed word). */
  srOnlyHeader?: boolean;
  /** Extra classes of the cell (a literal, so the build-time styles find it). */
  className?: string;
}

/** What a board says; tests and benches find controls by these names. */
export interface BoardTexts {
  boardLabel: string;
  listLabel: string;
  searchLabel: string;
  searchPlaceholder: string;
  noItems: string;
  noMatch: string;
  loading: string;
  error: string;
  noClient: string;
  shownCount: (shown: number, total: number) => string;
  groupRegionName: (title: string, count: number) => string;
}

/**
 * An area's board on the review kit: its groups, the statuses and sorts it offers, its texts, its list
 * columns and card, its actions, and (for areas whose items carry dates) its calendar.
 */
export interface BoardSpec<T extends BoardItem, G extends ReviewGroup, A extends string> {
  grouping: BoardGrouping<G>;
  groupTitles: Readonly<Record<G, string>>;
  /** The statuses the filter offers, in its order. */
  statuses: readonly string[];
  statusLabel: (status: string) => string;
  tones?: Readonly<Record<string, StatusTone>>;
  sortKeys: readonly SortKeyOf<T>[];
  sortLabels: Readonly<Record<string, string>>;
  texts: BoardTexts;
  list: {
    /** The grid template of the header and every row (a literal): one template, so they line up. */
    gridClass: string;
    /** The table's least width (a literal), beyond which it scrolls sideways. */
    minWidthClass: string;
    columns: readonly ListColumn<T>[];
  };
  card: {
    /** Beside the status badge: the item's type, its platforms. */
    meta?: (item: T) => ReactNode;
    /** Its dates and other facts, as label and value. */
    facts: (item: T) => readonly (readonly [label: string, value: ReactNode])[];
    /** Below: e.g. a link to where it was published. */
    footer?: (item: T) => ReactNode;
  };
  actions: ActionsSpec<A, T>;
  /** The analytics page type of actions taken on the board. */
  pageType: string;
  calendar?: {
    label: string;
    entriesOf: (items: readonly T[]) => CalendarEntry<T>[];
  };
}
