import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryState } from '../../../ui/layout/query-state.tsx';
import { SETTINGS_FAILED, SETTINGS_LOADING } from '../settings-texts.ts';

/** A section's loading and error states around what it shows once its query has answered. */
export function SettingsQueryState<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  return (
    <QueryState
      status={query.status}
      loadingLabel={SETTINGS_LOADING}
      errorText={SETTINGS_FAILED}
      onRetry={() => void query.refetch()}
      emptyText=""
      isEmpty={false}
    >
      {query.data === undefined ? null : children(query.data)}
    </QueryState>
  );
}
