import type { DeliveryPeriod } from '../../../core/reporting/delivery-report-query.ts';
import { deliveryTotals } from '../../../core/reporting/delivery-totals.ts';
import { figureChange } from '../../../core/reporting/figure-change.ts';
import { formatFigure } from '../../../core/reporting/figure-format.ts';
import { DELIVERED_TEXTS } from '../reporting-texts.ts';
import { FigureTile } from './figure-tile.tsx';

type Counted = 'blogPostsPublished' | 'socialPostsPublished' | 'profilePostsPublished' | 'seoChangesApplied' | 'backlinksPlaced';
const COUNTS: ReadonlyArray<[Counted, string]> = [
  ['blogPostsPublished', DELIVERED_TEXTS.tiles.blogPosts],
  ['socialPostsPublished', DELIVERED_TEXTS.tiles.socialPosts],
  ['profilePostsPublished', DELIVERED_TEXTS.tiles.profilePosts],
  ['seoChangesApplied', DELIVERED_TEXTS.tiles.seoChanges],
  ['backlinksPlaced', DELIVERED_TEXTS.tiles.backlinks],
];

const count = (value: number) => formatFigure(value, 'count');

/** The period's delivery figures as tiles, each against the period before. */
export function DeliveredTiles({ selected, previous }: { selected: DeliveryPeriod; previous: DeliveryPeriod | null }) {
  const now = deliveryTotals(selected);
  const before = previous ? deliveryTotals(previous) : null;
  return (
    <dl data-slot="delivered-tiles" className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4 print:grid-cols-4">
      <FigureTile
        label={DELIVERED_TEXTS.tiles.deliverables}
        value={count(now.done)}
        detail={DELIVERED_TEXTS.ofContracted(count(now.contracted))}
        change={figureChange(now.done, before?.done)}
        kind="count"
        previous={before ? count(before.done) : null}
      />
      <FigureTile
        label={DELIVERED_TEXTS.tiles.onTime}
        value={count(now.onTime)}
        detail={DELIVERED_TEXTS.ofDone(count(now.done))}
        change={figureChange(now.onTime, before?.onTime)}
        kind="count"
        previous={before ? count(before.onTime) : null}
      />
      {COUNTS.map(([field, label]) => (
        <FigureTile key={field} label={label} value={count(selected[field])} change={figureChange(selected[field], previous?.[field])} kind="count" previous={previous ? count(previous[field]) : null} />
      ))}
    </dl>
  );
}
