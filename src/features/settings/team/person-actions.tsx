import { useState } from 'react';
import { DeactivateUserDocument, DisassociateUserFromClientDocument, UpgradeToFirmPilotAdminDocument } from '../../../core/api/generated/operations.ts';
import type { TeamMember } from '../../../core/settings/client-team-query.ts';
import type { PersonActions as Offered } from '../../../core/settings/team-rules.ts';
import { ConfirmDialog } from '../../../ui/form/confirm-dialog.tsx';
import { Button } from '../../../ui/primitives/button.tsx';
import { useSettingsSave } from '../use-settings-save.ts';
import { PERSON_ACTION_TEXT as TEXT } from './team-texts.ts';

type Asking = 'remove' | 'deactivate' | 'upgrade' | null;

interface PersonActionsProps {
  person: TeamMember;
  offered: Offered;
  clientId: string;
  clientName: string | null;
}

/** A person's row's actions, each asked about first: remove from the firm, and for staff deactivate and make admin. */
export function PersonActions({ person, offered, clientId, clientName }: PersonActionsProps) {
  const send = useSettingsSave(clientId);
  const [asking, setAsking] = useState<Asking>(null);
  const openWhen = (action: Exclude<Asking, null>) => ({ open: asking === action, onOpenChange: (open: boolean) => setAsking(open ? action : null) });
  const { name, userId } = person;
  if (!offered.remove && !offered.deactivate && !offered.upgrade) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {offered.remove ? (
        <Button variant="outline" size="sm" aria-label={TEXT.removeLabel(name)} onClick={() => setAsking('remove')}>
          {TEXT.remove}
        </Button>
      ) : null}
      {offered.deactivate ? (
        <Button variant="outline" size="sm" aria-label={TEXT.deactivateLabel(name)} onClick={() => setAsking('deactivate')}>
          {TEXT.deactivate}
        </Button>
      ) : null}
      {offered.upgrade ? (
        <Button variant="outline" size="sm" aria-label={TEXT.upgradeLabel(name)} onClick={() => setAsking('upgrade')}>
          {TEXT.upgrade}
        </Button>
      ) : null}
      <ConfirmDialog
        {...openWhen('remove')}
        title={TEXT.removeTitle(name, clientName ?? TEXT.thisFirm)}
        description={TEXT.removeDescription(name)}
        confirmLabel={TEXT.removeLabel(name)}
        workingLabel={TEXT.removing}
        onConfirm={() => send(DisassociateUserFromClientDocument, { input: { userId, clientId } })}
      />
      <ConfirmDialog
        {...openWhen('deactivate')}
        title={TEXT.deactivateTitle(name)}
        description={TEXT.deactivateDescription(name)}
        confirmLabel={TEXT.deactivateLabel(name)}
        workingLabel={TEXT.deactivating}
        onConfirm={() => send(DeactivateUserDocument, { input: { userId } })}
      />
      <ConfirmDialog
        {...openWhen('upgrade')}
        title={TEXT.upgradeTitle(name)}
        description={TEXT.upgradeDescription(name)}
        confirmLabel={TEXT.upgradeLabel(name)}
        workingLabel={TEXT.upgrading}
        onConfirm={() => send(UpgradeToFirmPilotAdminDocument, { input: { userId } })}
      />
    </div>
  );
}
