import { useId, useState } from 'react';
import { UpdateOptOutStatusForClientCommitmentDocument } from '../../../core/api/generated/operations.ts';
import { refusalOf } from '../../../core/api/refusal.ts';
import type { ClientSettingsValues } from '../../../core/settings/client-settings-query.ts';
import { analyticsOf } from '../../../core/session/telemetry.ts';
import { Switch } from '../../../ui/form/switch.tsx';
import { useSession } from '../../../ui/hooks/use-session.tsx';
import { showSuccessToast } from '../../../ui/toasts/toast.ts';
import { useSettingsSave } from '../use-settings-save.ts';
import { COMMITMENT_TEXT as TEXT } from './subscription-texts.ts';

type Commitment = ClientSettingsValues['commitments'][number];

const PAGE_TYPE = 'settings';

interface CommitmentRowProps {
  commitment: Commitment;
  clientId: string;
  clientName: string | null;
  canChange: boolean;
}

/**
 * One commitment: its service, campaign and process type, and a switch that saves as soon as it is flipped
 * (held while the service answers; the service's refusal shows under it and the switch goes back).
 */
export function CommitmentRow({ commitment, clientId, clientName, canChange }: CommitmentRowProps) {
  const session = useSession();
  const send = useSettingsSave(clientId);
  const [wanted, setWanted] = useState<boolean | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();
  const optedIn = wanted ?? !commitment.isOptedOut;
  const flip = async (optIn: boolean) => {
    if (wanted !== null) return;
    setWanted(optIn);
    setProblem(null);
    try {
      const message = await send(UpdateOptOutStatusForClientCommitmentDocument, { input: { commitmentId: commitment.id, isOptedOut: !optIn } });
      analyticsOf(session).track('commitment_opt_in_change', { clientId, clientName, pageType: PAGE_TYPE }, { commitment_id: commitment.id, service_name: commitment.serviceName, opted_in: optIn });
      void showSuccessToast(message);
    } catch (error) {
      setProblem(refusalOf(error).message);
    } finally {
      setWanted(null);
    }
  };
  return (
    <li data-slot="commitment" className="flex flex-col gap-2 px-3 py-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-0.5">
        <p className="font-medium text-fp-text">{commitment.serviceName}</p>
        <p className="text-sm text-fp-muted">
          {TEXT.campaign}: {commitment.campaignName} · {TEXT.processType}: {commitment.processType}
        </p>
        {problem ? (
          <p id={problemId} role="alert" className="text-sm text-fp-danger">
            {problem}
          </p>
        ) : null}
      </div>
      <Switch
        checked={optedIn}
        onCheckedChange={(next) => void flip(next)}
        disabled={!canChange}
        busy={wanted !== null}
        label={TEXT.switchLabel(commitment.serviceName, commitment.campaignName)}
        stateText={optedIn ? TEXT.optedIn : TEXT.optedOut}
        aria-describedby={problem ? problemId : undefined}
      />
    </li>
  );
}
