import type { DeliveryPeriod } from '../../api/delivery-report-query.ts';
import { deliveryTotals } from '../../model/delivery-totals.ts';
import { figureChange } from '../../../../ui/charts/figure-change.ts';
import { formatFigure } from '../../../../ui/charts/figure-format.ts';
import { DELIVERED_TEXTS } from '../../reporting-texts.ts';
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
  const tiles: Array<{ key: string; label: string; value: number; before: number | null; detail?: string }> = [
    {
      key: 'done',
      label: DELIVERED_TEXTS.tiles.deliverables,
      value: now.done,
      before: before?.done ?? null,
      detail: DELIVERED_TEXTS.ofContracted(count(now.contracted)),
    },
    {
      key: 'onTime',
      label: DELIVERED_TEXTS.tiles.onTime,
      value: now.onTime,
      before: before?.onTime ?? null,
      detail: DELIVERED_TEXTS.ofDone(count(now.done)),
    },
    ...COUNTS.map(([field, label]) => ({ key: field, label, value: selected[field], before: previous ? previous[field] : null })),
  ];
  return (
    <dl data-slot="delivered-tiles" className="grid grid-cols-2 gap-3 lg:grid-cols-4 print:!grid-cols-4">
      {tiles.map((tile) => (
        <FigureTile
          key={tile.key}
          label={tile.label}
          value={count(tile.value)}
          detail={tile.detail}
          change={figureChange(tile.value, tile.before)}
          kind="count"
          previous={tile.before === null ? null : count(tile.before)}
        />
      ))}
    </dl>
  );
}
