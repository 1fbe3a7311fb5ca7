import { useState } from 'react';
import type { ContractPeriodDetails } from '../../api/client-contracts-query.ts';
import { formatCalendarDate } from '../../../../core/review/review-dates.ts';
import { Badge } from '../../../../ui/primitives/badge.tsx';
import { Button } from '../../../../ui/primitives/button.tsx';
import { PeriodDialog } from './period-dialog.tsx';
import { CONTRACT_TEXT as TEXT } from './subscription-texts.ts';

const periodRange = (period: ContractPeriodDetails) => `${formatCalendarDate(period.startDate)} – ${formatCalendarDate(period.endDate)}`;

/** A contract's subscription periods: dates, the current one, how many deliverables; staff see hidden ones and change them. */
export function PeriodList({ periods, clientId, staff }: { periods: readonly ContractPeriodDetails[]; clientId: string; staff: boolean }) {
  const [changing, setChanging] = useState<ContractPeriodDetails | null>(null);
  if (periods.length === 0) return <p className="text-sm text-fp-muted">{TEXT.noPeriods}</p>;
  return (
    <>
      <ul aria-label={TEXT.periods} className="divide-y divide-fp-border rounded-fp border border-fp-border">
        {periods.map((period) => {
          const range = periodRange(period);
          return (
            <li key={period.id} data-slot="period" className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
              <span className="flex flex-wrap items-center gap-2">
                <span className="font-medium text-fp-text">{range}</span>
                {period.isCurrentPeriod ? <Badge>{TEXT.current}</Badge> : null}
                {period.isVisible ? null : <Badge variant="outline">{TEXT.hidden}</Badge>}
              </span>
              <span className="flex items-center gap-3">
                <span className="text-fp-muted">{TEXT.deliverables(period.deliverableCount)}</span>
                {staff ? (
                  <Button variant="outline" size="sm" aria-label={TEXT.changePeriodLabel(range)} onClick={() => setChanging(period)}>
                    {TEXT.changePeriod}
                  </Button>
                ) : null}
              </span>
            </li>
          );
        })}
      </ul>
      {staff ? <PeriodDialog period={changing} onClose={() => setChanging(null)} clientId={clientId} /> : null}
    </>
  );
}
