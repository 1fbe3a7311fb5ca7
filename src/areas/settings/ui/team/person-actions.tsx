import { useRef, useState, type RefObject } from 'react';
import {
  DeactivateUserDocument,
  DisassociateUserFromClientDocument,
  UpgradeToFirmPilotAdminDocument,
} from '../../../../core/api/generated/operations.ts';
import type { TeamMember } from '../../api/client-team-query.ts';
import type { PersonActions as Offered } from '../../model/team-rules.ts';
import { ConfirmDialog } from '../../../../ui/form/confirm-dialog.tsx';
import { Button, buttonVariants } from '../../../../ui/primitives/button.tsx';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../../../../ui/primitives/dropdown-menu.tsx';
import { useFocusHandoff } from '../../../../ui/hooks/use-focus-handoff.ts';
import { useSettingsSave } from '../use-settings-save.ts';
import { PERSON_ACTION_TEXT as TEXT } from './team-texts.ts';

type Send = ReturnType<typeof useSettingsSave>;
type Action = 'remove' | 'deactivate' | 'upgrade';

interface Asked {
  button: string;
  /** The confirm button's text (and the row button's accessible name): it names the person. */
  label: (name: string) => string;
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
  /** Takes focus when the row goes (its person removed) while focus is in it. */
  focusAfter?: RefObject<HTMLElement | null>;
}

/**
 * A person's row's actions, each asked about first: remove from the firm, and for staff, behind a menu so the
 * row stays narrow, deactivate and make admin.
 */
export function PersonActions({ person, offered, clientId, clientName, focusAfter }: PersonActionsProps) {
  const send = useSettingsSave(clientId);
  const [asking, setAsking] = useState<Action | null>(null);
  const container = useRef<HTMLDivElement | null>(null);
  useFocusHandoff(container, focusAfter, true);
  const shown = (Object.keys(ACTIONS) as Action[]).filter((action) => offered[action]);
  if (shown.length === 0) return null;
  const asked = asking ? ACTIONS[asking] : null;
  const { name, userId } = person;
  const staffActions = shown.filter((action) => action !== 'remove');
  return (
    <div ref={container} className="flex flex-wrap items-center gap-2">
      {offered.remove ? (
        <Button variant="outline" size="sm" aria-label={ACTIONS.remove.label(name)} onClick={() => setAsking('remove')}>
          {ACTIONS.remove.button}
        </Button>
      ) : null}
      {staffActions.length > 0 ? (
        <DropdownMenu>
          <DropdownMenuTrigger aria-label={TEXT.moreLabel(name)} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            {TEXT.more}
          </DropdownMenuTrigger>
          <DropdownMenuContent placement="bottom-end">
            {staffActions.map((action) => (
              <DropdownMenuItem key={action} onSelect={() => setAsking(action)}>
                {ACTIONS[action].button}
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      ) : null}
      <ConfirmDialog
        open={asked !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={asked?.title(name, clientName ?? TEXT.thisFirm) ?? ''}
        description={asked?.description(name)}
        confirmLabel={asked?.label(name) ?? ''}
        pendingLabel={asked?.working}
        onConfirm={() => asked!.run(send, userId, clientId)}
      />
    </div>
  );
}
