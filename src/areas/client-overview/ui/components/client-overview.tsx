import { lazy, Suspense } from 'react';
import type { OverviewRow } from '../../api/overview-query.ts';
import type { OverviewState } from '../../model/overview-state.ts';
import { QueryState } from '../../../../ui/layout/query-state.tsx';
import { clientCountText, ERROR_TEXT, LOADING_LABEL, NO_MATCH_FILTER_TEXT, noMatchText } from '../../client-overview-texts.ts';
import { useClientOverview } from '../hooks/use-client-overview.ts';
import { OverviewTable } from './overview-table.tsx';
import { OverviewToolbar } from './overview-toolbar.tsx';

// The CSV writer (csv-stringify) comes once there are rows to export, not with the table.
const OverviewExport = lazy(() => import('./overview-export.tsx').then(({ OverviewExport }) => ({ default: OverviewExport })));

export interface ClientOverviewProps {
  state: OverviewState;
  onStateChange: (next: OverviewState) => void;
  /** A client's name was chosen: switch to it and open its Home. */
  onOpenClient: (row: OverviewRow) => void;
}

/** What the count line says: how many match, or that none does and why. */
function countText(state: OverviewState, total: number): string {
  if (total > 0) return clientCountText(total);
  return state.search.trim() ? noMatchText(state.search.trim()) : NO_MATCH_FILTER_TEXT;
}

/**
 * Every client at a glance, for agency staff: the search and filters, how many match, and the table, sorted,
 * filtered, searched and paged by the service. The state is the caller's (the page keeps it in the URL).
 */
export function ClientOverview({ state, onStateChange, onOpenClient }: ClientOverviewProps) {
  const { query, rows, total, loadMore, today, now } = useClientOverview(state);
  const answered = query.status === 'success';
  const stateKey = JSON.stringify([state.sort, state.direction, state.filter, state.search.trim()]);
  return (
    <div className="flex flex-col gap-3">
      <OverviewToolbar
        filter={state.filter}
        search={state.search}
        onFilter={(filter) => onStateChange({ ...state, filter })}
        onSearch={(search) => onStateChange({ ...state, search })}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p aria-live="polite" data-slot="client-count" className="text-sm text-fp-muted">
          {answered && !query.isPlaceholderData ? countText(state, total) : ''}
        </p>
        {answered && rows.length > 0 ? (
          <Suspense fallback={null}>
            <OverviewExport rows={rows} today={today} />
          </Suspense>
        ) : null}
      </div>
      <QueryState
        status={query.status}
        loadingLabel={LOADING_LABEL}
        errorText={ERROR_TEXT}
        onRetry={() => void query.refetch()}
        emptyText={countText(state, 0)}
        isEmpty={total === 0 && !query.isPlaceholderData}
      >
        <div aria-busy={query.isPlaceholderData || undefined}>
          {/* A new order, filter or search starts at the top of its own rows. */}
          <OverviewTable
            key={stateKey}
            state={state}
            onSort={(sort) => onStateChange({ ...state, ...sort })}
            rows={rows}
            total={total}
            onNearEnd={loadMore}
            today={today}
            now={now}
            onOpen={onOpenClient}
          />
        </div>
      </QueryState>
    </div>
  );
}
