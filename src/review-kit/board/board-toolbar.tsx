import { useId } from 'react';
import { cn } from '../../ui/cn.ts';
import { Input } from '../../ui/primitives/input.tsx';
import { Select } from '../../ui/primitives/select.tsx';
import {
  ALL_STATUSES,
  DESCENDING_LABEL,
  SORT_LABEL,
  STATUS_FILTER_LABEL,
  VIEW_GROUP_LABEL,
  VIEW_LABELS,
  type ReviewView,
} from '../kit-texts.ts';
import type { BoardTexts } from './board-spec.ts';

export interface BoardControls {
  search: string;
  status: string;
  sortKey: string;
  descending: boolean;
  view: ReviewView;
}

export interface BoardToolbarProps {
  controls: BoardControls;
  onChange: (next: Partial<BoardControls>) => void;
  summary: string;
  texts: Pick<BoardTexts, 'searchLabel' | 'searchPlaceholder'>;
  statuses: readonly string[];
  statusLabel: (status: string) => string;
  sortKeys: readonly string[];
  sortLabels: Readonly<Record<string, string>>;
  views: readonly ReviewView[];
}

const toggleClass = (pressed: boolean) =>
  cn(
    'h-9 rounded-fp border px-3 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-fp-primary',
    pressed ? 'border-fp-primary bg-fp-primary text-white' : 'border-fp-border bg-fp-background text-fp-text hover:bg-gray-100',
  );

/** Search, status filter, sort and the view switch; every control is labelled and reachable by keyboard. */
export function BoardToolbar({
  controls,
  onChange,
  summary,
  texts,
  statuses,
  statusLabel,
  sortKeys,
  sortLabels,
  views,
}: BoardToolbarProps) {
  const statusId = useId();
  const sortId = useId();
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="min-w-[12rem] flex-1">
        <Input
          type="search"
          aria-label={texts.searchLabel}
          placeholder={texts.searchPlaceholder}
          value={controls.search}
          onChange={(event) => onChange({ search: event.currentTarget.value })}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={statusId} className="text-xs font-medium text-fp-muted">
          {STATUS_FILTER_LABEL}
        </label>
        <Select id={statusId} value={controls.status} onChange={(event) => onChange({ status: event.currentTarget.value })}>
          <option value="">{ALL_STATUSES}</option>
          {statuses.map((status) => (
            <option key={status} value={status}>
              {statusLabel(status)}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={sortId} className="text-xs font-medium text-fp-muted">
          {SORT_LABEL}
        </label>
        <div className="flex gap-1">
          <Select id={sortId} value={controls.sortKey} onChange={(event) => onChange({ sortKey: event.currentTarget.value })}>
            {sortKeys.map((key) => (
              <option key={key} value={key}>
                {sortLabels[key]}
              </option>
            ))}
          </Select>
          <button
            type="button"
            aria-pressed={controls.descending}
            className={toggleClass(controls.descending)}
            onClick={() => onChange({ descending: !controls.descending })}
          >
            {DESCENDING_LABEL}
          </button>
        </div>
      </div>
      <div role="group" aria-label={VIEW_GROUP_LABEL} className="flex gap-1">
        {views.map((view) => (
          <button
            key={view}
            type="button"
            aria-pressed={controls.view === view}
            className={toggleClass(controls.view === view)}
            onClick={() => onChange({ view })}
          >
            {VIEW_LABELS[view]}
          </button>
        ))}
      </div>
      <p aria-live="polite" className="w-full text-xs text-fp-muted">
        {summary}
      </p>
    </div>
  );
}
