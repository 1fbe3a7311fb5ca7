import { useRef, useState } from 'react';
import { Button } from '../../../../ui/primitives/button.tsx';
import { ReadOnlyNote } from '../read-only-note.tsx';
import type { SettingsSectionProps } from '../section-props.ts';
import { SettingsQueryState } from '../settings-query-state.tsx';
import { InviteDialog } from './invite-dialog.tsx';
import { RoleDefinitions } from './role-definitions.tsx';
import { TeamList } from './team-list.tsx';
import { TEAM_TEXT } from './team-texts.ts';
import { useClientTeam } from './use-client-team.ts';

/**
 * Team: who can use the portal for the firm, and their roles. Managing it takes the users capability; anyone
 * else is told why and shown no list (the service does not give them one).
 */
export default function TeamSection({ clientId, clientName, abilities }: SettingsSectionProps) {
  const team = useClientTeam(clientId, abilities.users);
  const [inviting, setInviting] = useState(false);
  const inviteButton = useRef<HTMLButtonElement | null>(null);
  if (!abilities.users) return <ReadOnlyNote needs="users" />;
  return (
    <div className="space-y-6">
      <div className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-fp-text">{team.data ? TEAM_TEXT.count(team.data.length) : null}</p>
          <Button ref={inviteButton} onClick={() => setInviting(true)}>
            {TEAM_TEXT.invite}
          </Button>
        </div>
        <SettingsQueryState query={team}>
          {(people) =>
            people.length === 0 ? (
              <p className="text-sm text-fp-muted">{TEAM_TEXT.empty}</p>
            ) : (
              <TeamList
                people={people}
                clientId={clientId}
                clientName={clientName}
                abilities={abilities}
                focusAfterRemoval={inviteButton}
              />
            )
          }
        </SettingsQueryState>
      </div>
      <InviteDialog open={inviting} onOpenChange={setInviting} clientId={clientId} abilities={abilities} />
      {abilities.staff ? <RoleDefinitions clientId={clientId} /> : null}
    </div>
  );
}
