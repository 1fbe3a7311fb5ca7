import type { FigureChange } from '../../../../ui/charts/figure-change.ts';
import { formatDifference, formatRatio, type FigureKind } from '../../../../ui/charts/figure-format.ts';
import { CHANGE_TEXTS } from '../../reporting-texts.ts';

const ARROWS = { up: '▲', down: '▼', same: '■' } as const;

export interface FigureTileProps {
  label: string;
  value: string;
  /** Under the value: what it is out of ('of 12 contracted'). */
  detail?: string;
  change: FigureChange | null;
  kind: FigureKind;
  /** The previous period's figure, as text. */
  previous: string | null;
  /** Say whether the move is better or worse (for figures where down is good, such as positions). */
  sayWhetherBetter?: boolean;
}

/**
 * One figure of the period and how it moved against the period before: the direction in words and an arrow,
 * the difference and its percentage, and the previous figure; colour only repeats what the words say.
 */
export function FigureTile({ label, value, detail, change, kind, previous, sayWhetherBetter }: FigureTileProps) {
  return (
    <div data-slot="figure-tile" className="flex min-w-0 flex-col gap-1 rounded-fp border border-fp-border p-3 break-inside-avoid">
      <dt className="text-sm text-fp-muted">{label}</dt>
      <dd data-slot="figure-value" className="m-0 text-2xl font-semibold tabular-nums text-fp-text">
        {value}
      </dd>
      {detail ? <dd className="m-0 text-xs text-fp-muted">{detail}</dd> : null}
      <dd
        data-slot="figure-change"
        data-direction={change?.direction ?? 'none'}
        className={
          change?.good === true
            ? 'm-0 text-xs text-green-700'
            : change?.good === false
              ? 'm-0 text-xs text-red-700'
              : 'm-0 text-xs text-fp-muted'
        }
      >
        {change && previous !== null ? (
          <ChangeWords change={change} kind={kind} previous={previous} sayWhetherBetter={sayWhetherBetter} />
        ) : (
          CHANGE_TEXTS.noComparison
        )}
      </dd>
    </div>
  );
}

function ChangeWords({
  change,
  kind,
  previous,
  sayWhetherBetter,
}: {
  change: FigureChange;
  kind: FigureKind;
  previous: string;
  sayWhetherBetter?: boolean;
}) {
  const ratio = formatRatio(change);
  const size = change.direction === 'same' ? '' : ` ${formatDifference(change, kind)}${ratio ? ` (${ratio})` : ''}`;
  const verdict = sayWhetherBetter && change.good !== null ? `, ${change.good ? CHANGE_TEXTS.better : CHANGE_TEXTS.worse}` : '';
  return (
    <>
      <span aria-hidden="true">{ARROWS[change.direction]} </span>
      {CHANGE_TEXTS[change.direction]}
      {size} {CHANGE_TEXTS.fromPrevious(previous)}
      {verdict}
    </>
  );
}
