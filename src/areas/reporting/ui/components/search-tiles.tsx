import { figureChange } from '../../../../ui/charts/figure-change.ts';
import { formatFigure, type FigureKind } from '../../../../ui/charts/figure-format.ts';
import type { SearchMetrics } from '../../api/search-performance-query.ts';
import { SEARCH_TEXTS } from '../../reporting-texts.ts';
import { FigureTile } from './figure-tile.tsx';

const FIGURES: ReadonlyArray<{ field: keyof SearchMetrics; label: string; kind: FigureKind }> = [
  { field: 'clicks', label: SEARCH_TEXTS.tiles.clicks, kind: 'count' },
  { field: 'impressions', label: SEARCH_TEXTS.tiles.impressions, kind: 'count' },
  { field: 'ctr', label: SEARCH_TEXTS.tiles.ctr, kind: 'rate' },
  { field: 'position', label: SEARCH_TEXTS.tiles.position, kind: 'position' },
];

/** The span's search totals against the same days of the period before; a lower average position is better. */
export function SearchTiles({ totals, previous }: { totals: SearchMetrics; previous: SearchMetrics }) {
  return (
    <dl data-slot="search-tiles" className="grid grid-cols-2 gap-3 lg:grid-cols-4 print:!grid-cols-4">
      {FIGURES.map(({ field, label, kind }) => {
        const lowerIsBetter = field === 'position';
        return (
          <FigureTile
            key={field}
            label={label}
            value={formatFigure(totals[field], kind)}
            change={figureChange(totals[field], previous[field], lowerIsBetter)}
            kind={kind}
            previous={previous[field] === null ? null : formatFigure(previous[field], kind)}
            sayWhetherBetter={lowerIsBetter}
          />
        );
      })}
    </dl>
  );
}
