import { useState } from 'react';
import type { ClientContract } from '../../api/client-contracts-query.ts';
import { formatCalendarDate } from '../../../../core/review/review-dates.ts';
import { Dialog } from '../../../../ui/primitives/dialog.tsx';
import { CancellationConfirm } from './cancellation-confirm.tsx';
import { EndDateForm } from './end-date-form.tsx';
import { END_CONTRACT_TEXT as TEXT } from './subscription-texts.ts';

interface EndContractDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  contract: ClientContract;
  clientId: string;
}

/**
 * Staff end a contract in two steps of one dialog: choose its last day, then see exactly what ending it then
 * cancels (the service's preview) before confirming. Back goes to the day, keeping it.
 */
export function EndContractDialog({ open, onOpenChange, contract, clientId }: EndContractDialogProps) {
  const [endDate, setEndDate] = useState<string | null>(null);
  const [lastChosen, setLastChosen] = useState<string | null>(null);
  const close = () => {
    setEndDate(null);
    onOpenChange(false);
  };
  const choose = (day: string) => {
    setLastChosen(day);
    setEndDate(day);
  };
  const day = endDate ? formatCalendarDate(endDate) : '';
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={endDate ? TEXT.confirmTitle(day) : TEXT.title}
      description={endDate ? TEXT.confirmDescription(day) : TEXT.description}
    >
      {endDate ? (
        <CancellationConfirm contract={contract} clientId={clientId} endDate={endDate} onBack={() => setEndDate(null)} onDone={close} />
      ) : (
        <EndDateForm contract={contract} initialDate={lastChosen} onChosen={choose} onCancel={close} />
      )}
    </Dialog>
  );
}
