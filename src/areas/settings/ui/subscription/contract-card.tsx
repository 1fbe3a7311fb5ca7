import { useState } from 'react';
import type { ClientContract } from '../../api/client-contracts-query.ts';
import { formatCalendarDate } from '../../../../core/review/review-dates.ts';
import { Badge } from '../../../../ui/primitives/badge.tsx';
import { Button } from '../../../../ui/primitives/button.tsx';
import { EndContractDialog } from './end-contract-dialog.tsx';
import { PeriodList } from './period-list.tsx';
import { CONTRACT_TEXT as TEXT } from './subscription-texts.ts';

/** "Jan 1, 2026 – Dec 31, 2026", or "from Jan 1, 2026, no end date". */
export const contractRange = (contract: Pick<ClientContract, 'startDate' | 'endDate'>) =>
  TEXT.range(formatCalendarDate(contract.startDate), contract.endDate ? formatCalendarDate(contract.endDate) : null);

/** A contract: its dates, whether it runs, its periods; staff may end it while it runs. */
export function ContractCard({ contract, clientId, staff }: { contract: ClientContract; clientId: string; staff: boolean }) {
  const [ending, setEnding] = useState(false);
  const range = contractRange(contract);
  return (
    <li data-slot="contract" aria-label={TEXT.contractLabel(range)} className="space-y-3 rounded-fp border border-fp-border p-3 md:p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-medium text-fp-text">{TEXT.contractLabel(range)}</p>
          <Badge variant={contract.isActive ? 'default' : 'secondary'}>{contract.isActive ? TEXT.active : TEXT.ended}</Badge>
        </div>
        {staff && contract.isActive ? (
          <Button variant="outline" size="sm" aria-label={TEXT.endContractLabel(range)} onClick={() => setEnding(true)}>
            {TEXT.endContract}
          </Button>
        ) : null}
      </div>
      <PeriodList periods={contract.periods} clientId={clientId} staff={staff} />
      {staff ? <EndContractDialog open={ending} onOpenChange={setEnding} contract={contract} clientId={clientId} /> : null}
    </li>
  );
}
