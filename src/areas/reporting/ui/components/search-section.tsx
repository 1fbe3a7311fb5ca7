import { searchConsoleText } from '../../../../core/notifications/notification-texts.ts';
import { dayName } from '../../model/reporting-periods.ts';
import { useSession } from '../../../../ui/hooks/use-session.tsx';
import { TitledSection } from '../../../../ui/layout/titled-section.tsx';
import { QueryState } from '../../../../ui/layout/query-state.tsx';
import { useSearchPerformance } from '../hooks/use-reporting-queries.ts';
import { SEARCH_TEXTS } from '../../reporting-texts.ts';
import { KeywordPositions } from './keyword-positions.tsx';
import { SearchCharts } from './search-charts.tsx';
import { SearchRowsTable } from './search-rows-table.tsx';
import { SearchTiles } from './search-tiles.tsx';

export interface SearchSectionProps {
  clientId: string;
  periodId: string;
  fileNameParts: string[];
  /** Where the notice for a firm without Search Console leads: Settings, at its connections. */
  settingsHref: string;
}

/**
 * The period's Google Search Console figures against the period before: clicks, impressions, click-through rate
 * and average position, by day, the top queries and pages, and the keyword lists' positions over time. A firm
 * without the connection sees the spec's notice instead, with the way to its connection settings.
 */
export function SearchSection({ clientId, periodId, fileNameParts, settingsHref }: SearchSectionProps) {
  const provider = useSession().config.brand;
  const search = useSearchPerformance(clientId, periodId);
  const data = search.data;
  const connected = data?.isConnected ?? false;
  return (
    <TitledSection title={SEARCH_TEXTS.heading} slot="search-performance">
      <QueryState
        status={search.status}
        loadingLabel={SEARCH_TEXTS.loading}
        errorText={SEARCH_TEXTS.error}
        onRetry={() => void search.refetch()}
        emptyText={SEARCH_TEXTS.empty}
        isEmpty={connected && data!.days.length === 0 && data!.topQueries.length === 0 && data!.keywordPositions.length === 0}
      >
        {data && !connected ? (
          <p
            data-slot="search-console-notice"
            className="flex flex-wrap items-center gap-2 rounded-fp border border-fp-border bg-gray-50 px-3 py-2 text-sm text-fp-text"
          >
            <span>{searchConsoleText(provider)}</span>
            <a href={settingsHref} className="font-medium text-fp-primary underline print:!hidden">
              {SEARCH_TEXTS.openSettings}
            </a>
          </p>
        ) : null}
        {data && connected ? (
          <>
            <p className="text-sm text-fp-muted">
              {SEARCH_TEXTS.source}: {SEARCH_TEXTS.span(dayName(data.startDate), dayName(data.endDate))}
            </p>
            <SearchTiles totals={data.totals} previous={data.previousTotals} />
            <SearchCharts days={data.days} fileNameParts={fileNameParts} />
            <div className="grid grid-cols-1 gap-3 xl:grid-cols-2">
              <SearchRowsTable
                title={SEARCH_TEXTS.topQueries}
                keyLabel={SEARCH_TEXTS.columns.query}
                rows={data.topQueries}
                fileNameParts={fileNameParts}
                slot="top-queries"
              />
              <SearchRowsTable
                title={SEARCH_TEXTS.topPages}
                keyLabel={SEARCH_TEXTS.columns.page}
                rows={data.topPages}
                fileNameParts={fileNameParts}
                slot="top-pages"
              />
            </div>
            <KeywordPositions keywords={data.keywordPositions} fileNameParts={fileNameParts} />
          </>
        ) : null}
      </QueryState>
    </TitledSection>
  );
}
