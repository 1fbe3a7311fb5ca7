import { useMemo, type RefObject } from 'react';
import type { TeamMember } from '../../api/client-team-query.ts';
import { grantableRoles, type SettingsAbilities } from '../../model/settings-capabilities.ts';
import { personActions, type PersonActions as Offered } from '../../model/team-rules.ts';
import { useSession } from '../../../../ui/hooks/use-session.tsx';
import { useStore } from '../../../../ui/hooks/use-store.ts';
import { useIsMobile } from '../../../../ui/primitives/sidebar/use-is-mobile.ts';
import { PersonActions } from './person-actions.tsx';
import { PersonStatus, PersonSummary } from './person-cells.tsx';
import { PersonRoles } from './person-roles.tsx';
import { TEAM_TEXT } from './team-texts.ts';

interface TeamListProps {
  people: readonly TeamMember[];
  clientId: string;
  clientName: string | null;
  abilities: SettingsAbilities;
  /** Where focus goes when a removed person's row leaves with it. */
  focusAfterRemoval: RefObject<HTMLElement | null>;
}

interface Row {
  person: TeamMember;
  isYou: boolean;
  offered: Offered;
}

/** The team as a table on wide screens and as stacked rows on a phone, where four columns do not fit. */
export function TeamList({ people, clientId, clientName, abilities, focusAfterRemoval }: TeamListProps) {
  const session = useSession();
  const viewerId = useStore(session.runtime.stores.user, (state) => state.user?.id ?? null);
  const mobile = useIsMobile();
  const rows = useMemo<Row[]>(
    () => people.map((person) => ({ person, isYou: person.userId === viewerId, offered: personActions(person, viewerId, abilities) })),
    [people, viewerId, abilities],
  );
  const grantable = useMemo(() => grantableRoles(abilities), [abilities]);
  const parts = (row: Row) => ({
    summary: <PersonSummary person={row.person} isYou={row.isYou} />,
    status: <PersonStatus person={row.person} />,
    roles: <PersonRoles person={row.person} clientId={clientId} changeable={row.offered.changeableRoleIds} grantable={grantable} />,
    actions: (
      <PersonActions person={row.person} offered={row.offered} clientId={clientId} clientName={clientName} focusAfter={focusAfterRemoval} />
    ),
  });
  if (mobile) {
    return (
      <ul aria-label={TEAM_TEXT.listLabel} data-slot="team-list" className="divide-y divide-fp-border rounded-fp border border-fp-border">
        {rows.map((row) => {
          const part = parts(row);
          return (
            <li key={row.person.userId} data-slot="team-person" className="space-y-3 p-3">
              {part.summary}
              {part.status}
              {part.roles}
              {part.actions}
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <div className="overflow-x-auto rounded-fp border border-fp-border">
      <table aria-label={TEAM_TEXT.listLabel} data-slot="team-list" className="w-full text-left text-sm">
        <thead className="bg-gray-50 text-xs uppercase tracking-wide text-fp-muted">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              {TEAM_TEXT.person}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {TEAM_TEXT.role}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {TEAM_TEXT.status}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {TEAM_TEXT.actions}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-fp-border">
          {rows.map((row) => {
            const part = parts(row);
            return (
              <tr key={row.person.userId} data-slot="team-person" className="align-middle">
                <td className="min-w-[13rem] px-3 py-3">{part.summary}</td>
                <td className="w-48 px-3 py-3">{part.roles}</td>
                <td className="px-3 py-3">{part.status}</td>
                <td className="whitespace-nowrap px-3 py-3">{part.actions}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
