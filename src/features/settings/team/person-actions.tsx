import { useState } from 'react';
import { DeactivateUserDocument, DisassociateUserFromClientDocument, UpgradeToFirmPilotAdminDocument } from '../../../core/api/generated/operations.ts';
import type { TeamMember } from '../../../core/settings/client-team-query.ts';
import type { PersonActions as Offered } from '../../../core/settings/team-rules.ts';
import { ConfirmDialog } from '../../../ui/form/confirm-dialog.tsx';
import { Button } from '../../../ui/primitives/button.tsx';
import { useSettingsSave } from '../use-settings-save.ts';
import { PERSON_ACTION_TEXT as TEXT } from './team-texts.ts';

type Send = ReturnType<typeof useSettingsSave>;
type Action = 'remove' | 'deactivate' | 'upgrade';

interface Asked {
  button: string;
  /** The row button's accessible name, which names the person (and holds the button's text). */
  label: (name: string) => string;
  /** The confirm button's text, when it is not the label. */
  confirm?: (name: string) => string;
  title: (name: string, client: string) => string;
  description: (name: string) => string;
  working: string;
  run: (send: Send, userId: string, clientId: string) => Promise<string>;
}

const ACTIONS: Record<Action, Asked> = {
  remove: {
    button: TEXT.remove,
    label: TEXT.removeLabel,
    title: TEXT.removeTitle,
    description: TEXT.removeDescription,
    working: TEXT.removing,
    run: (send, userId, clientId) => send(DisassociateUserFromClientDocument, { input: { userId, clientId } }),
  },
  deactivate: {
    button: TEXT.deactivate,
    label: TEXT.deactivateLabel,
    title: TEXT.deactivateTitle,
    description: TEXT.deactivateDescription,
    working: TEXT.deactivating,
    run: (send, userId) => send(DeactivateUserDocument, { input: { userId } }),
  },
  upgrade: {
    button: TEXT.upgrade,
    label: TEXT.upgradeLabel,
    confirm: TEXT.upgradeConfirm,
    title: TEXT.upgradeTitle,
    description: TEXT.upgradeDescription,
    working: TEXT.upgrading,
    run: (send, userId) => send(UpgradeToFirmPilotAdminDocument, { input: { userId } }),
  },
};

interface PersonActionsProps {
  person: TeamMember;
  offered: Offered;
  clientId: string;
  clientName: string | null;
}

/** A person's row's actions, each asked about first: remove from the firm, and for staff deactivate and make admin. */
export function PersonActions({ person, offered, clientId, clientName }: PersonActionsProps) {
  const send = useSettingsSave(clientId);
  const [asking, setAsking] = useState<Action | null>(null);
  const shown = (Object.keys(ACTIONS) as Action[]).filter((action) => offered[action]);
  if (shown.length === 0) return null;
  const asked = asking ? ACTIONS[asking] : null;
  const { name, userId } = person;
  return (
    <div className="flex flex-wrap gap-2">
      {shown.map((action) => (
        <Button key={action} variant="outline" size="sm" aria-label={ACTIONS[action].label(name)} onClick={() => setAsking(action)}>
          {ACTIONS[action].button}
        </Button>
      ))}
      <ConfirmDialog
        open={asked !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={asked?.title(name, clientName ?? TEXT.thisFirm) ?? ''}
        description={asked?.description(name)}
        confirmLabel={(asked?.confirm ?? asked?.label)?.(name) ?? ''}
        workingLabel={asked?.working}
        onConfirm={() => asked!.run(send, userId, clientId)}
      />
    </div>
  );
}
