import { useId } from 'react';
import type { SubscriptionPeriod } from '../../../core/api/generated/graphql.ts';
import type { SidebarPeriod } from '../../../core/session/periods-query.ts';
import type { SubscriptionPeriods } from '../../../ui/hooks/use-periods.ts';
import { useSession } from '../../../ui/hooks/use-session.tsx';
import { Button } from '../../../ui/primitives/button.tsx';
import { Select } from '../../../ui/primitives/select.tsx';
import { Spinner } from '../../../ui/primitives/spinner.tsx';
import { periodLabel } from '../period-label.ts';
import { NO_PERIODS_TEXT, PERIOD_LABEL, PERIODS_ERROR_TEXT, PERIODS_LOADING_LABEL, RETRY_TEXT } from '../shell-texts.ts';

/**
 * The period store takes the full SubscriptionPeriod type, whose services list their deliverables; the
 * sidebar query asks only for the service names. Readers of the stored period use its id and dates (the
 * fallback rule re-reads the rest from the query), so the deliverables stay empty here.
 */
const asStoredPeriod = (period: SidebarPeriod): SubscriptionPeriod => ({
  ...period,
  deliverablesByService: period.deliverablesByService.map(({ serviceName }) => ({ serviceName, deliverables: [] })),
});

const NOTE = 'px-2 text-sm text-fp-muted';

/**
 * Picks the subscription period every page shows: the client's visible periods, the selected one by the
 * fallback rule (stored, else current, else first). Choosing one stores it for the page's other elements.
 */
export function PeriodSelector({ periods: { status, periods, selectedPeriod, refetch } }: { periods: SubscriptionPeriods }) {
  const session = useSession();
  const selectId = useId();
  let body;
  if (status === 'pending') body = <Spinner label={PERIODS_LOADING_LABEL} className="mx-2" />;
  else if (status === 'error')
    body = (
      <div role="alert" className="flex flex-col items-start gap-1">
        <p className={NOTE}>{PERIODS_ERROR_TEXT}</p>
        <Button variant="outline" size="sm" onClick={refetch}>
          {RETRY_TEXT}
        </Button>
      </div>
    );
  else if (periods.length === 0) body = <p className={NOTE}>{NO_PERIODS_TEXT}</p>;
  else
    body = (
      <Select
        id={selectId}
        value={selectedPeriod?.id ?? ''}
        onChange={(event) => {
          const chosen = periods.find((period) => period.id === event.target.value);
          if (chosen) session.runtime.stores.period.getState().setSelectedPeriod(asStoredPeriod(chosen));
        }}
      >
        {periods.map((period) => (
          <option key={period.id} value={period.id}>
            {periodLabel(period)}
          </option>
        ))}
      </Select>
    );
  return (
    <div data-slot="period-selector" className="flex flex-col gap-1 px-2">
      <label htmlFor={selectId} className="px-2 text-xs font-medium text-fp-muted">
        {PERIOD_LABEL}
      </label>
      {body}
    </div>
  );
}
