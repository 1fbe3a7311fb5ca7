import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { HandleDeliverablesCancellationToEndContractDocument } from '../../../../core/api/generated/operations.ts';
import { refusalOf } from '../../../../core/api/refusal.ts';
import type { ClientContract } from '../../api/client-contracts-query.ts';
import { contractPreviewQueryOptions } from '../../api/contract-preview-query.ts';
import { formatCalendarDate } from '../../../../core/review/review-dates.ts';
import { ConfirmActions } from '../../../../ui/form/confirm-actions.tsx';
import { useServiceAction } from '../../../../ui/form/use-service-action.ts';
import { useSession } from '../../../../ui/hooks/use-session.tsx';
import { Button } from '../../../../ui/primitives/button.tsx';
import { Spinner } from '../../../../ui/primitives/spinner.tsx';
import { useSettingsSave } from '../use-settings-save.ts';
import { CancelledList } from './cancelled-list.tsx';
import { END_CONTRACT_TEXT as TEXT } from './subscription-texts.ts';

interface CancellationConfirmProps {
  contract: ClientContract;
  clientId: string;
  endDate: string;
  onBack: () => void;
  onDone: () => void;
}

/**
 * The second step of ending a contract: the service's preview of what ending it on `endDate` cancels, named
 * one by one, and the button that ends it; nothing can be ended before the preview has answered.
 */
export function CancellationConfirm({ contract, clientId, endDate, onBack, onDone }: CancellationConfirmProps) {
  const session = useSession();
  const send = useSettingsSave(clientId);
  const end = useCallback(
    () => send(HandleDeliverablesCancellationToEndContractDocument, { input: { contractId: contract.id, endDate } }),
    [send, contract.id, endDate],
  );
  const action = useServiceAction(end, onDone);
  // While the contract is being ended the preview is not asked again (the refresh after it would empty the list).
  const preview = useQuery({ ...contractPreviewQueryOptions(session, clientId, contract.id, endDate), enabled: !action.pending });
  return (
    <div className="space-y-4">
      {preview.status === 'pending' ? (
        <p className="flex items-center gap-2 text-sm text-fp-muted">
          <Spinner label={TEXT.loading} />
          {TEXT.loading}
        </p>
      ) : preview.status === 'error' ? (
        <div role="alert" className="space-y-2 text-sm text-fp-danger">
          <p>{refusalOf(preview.error).message}</p>
          <p>{TEXT.failed}</p>
          <Button variant="outline" size="sm" onClick={() => void preview.refetch()}>
            {TEXT.retry}
          </Button>
        </div>
      ) : (
        <CancelledList deliverables={preview.data} />
      )}
      <ConfirmActions
        action={action}
        confirmLabel={TEXT.confirm(formatCalendarDate(endDate))}
        pendingLabel={TEXT.ending}
        confirmDisabled={preview.status !== 'success'}
        cancelLabel={TEXT.cancel}
        onCancel={onDone}
        back={
          <Button variant="ghost" onClick={onBack} disabled={action.pending}>
            {TEXT.back}
          </Button>
        }
      />
    </div>
  );
}
