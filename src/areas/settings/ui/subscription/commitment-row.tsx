import { UpdateOptOutStatusForClientCommitmentDocument } from '../../../../core/api/generated/operations.ts';
import type { ClientSettingsValues } from '../../../../core/clients/client-settings-query.ts';
import { analyticsOf } from '../../../../core/session/telemetry.ts';
import { SettingSwitch } from '../../../../ui/form/setting-switch.tsx';
import { useSavedSwitch } from '../../../../ui/form/use-saved-switch.ts';
import { useSession } from '../../../../ui/hooks/use-session.tsx';
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

/** One commitment: its service, campaign and process type, and the switch that opts the firm in or out, saved at once. */
export function CommitmentRow({ commitment, clientId, clientName, canChange }: CommitmentRowProps) {
  const session = useSession();
  const send = useSettingsSave(clientId);
  const optIn = async (optedIn: boolean) => {
    const message = await send(UpdateOptOutStatusForClientCommitmentDocument, {
      input: { commitmentId: commitment.id, isOptedOut: !optedIn },
    });
    analyticsOf(session).track(
      'commitment_opt_in_change',
      { clientId, clientName, pageType: PAGE_TYPE },
      { commitment_id: commitment.id, service_name: commitment.serviceName, opted_in: optedIn },
    );
    return message;
  };
  const { checked, pending, error, change } = useSavedSwitch(!commitment.isOptedOut, optIn);
  return (
    <li data-slot="commitment" className="px-3">
      <SettingSwitch
        label={commitment.serviceName}
        description={`${TEXT.campaign}: ${commitment.campaignName} · ${TEXT.processType}: ${commitment.processType}`}
        checked={checked}
        onCheckedChange={(next) => void change(next)}
        pending={pending}
        pendingLabel={TEXT.saving}
        error={error}
        disabled={!canChange}
        onText={TEXT.optedIn}
        offText={TEXT.optedOut}
        accessibleName={TEXT.switchLabel(commitment.serviceName, commitment.campaignName)}
      />
    </li>
  );
}
