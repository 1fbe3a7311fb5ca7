import type { TeamMember } from '../../api/client-team-query.ts';
import { formatInstantDate } from '../../../../core/review/review-dates.ts';
import { Avatar } from '../../../../ui/primitives/avatar.tsx';
import { Badge } from '../../../../ui/primitives/badge.tsx';
import { initialsOf } from '../../../../ui/user-initials.ts';
import { TEAM_TEXT } from './team-texts.ts';

/** A person as the team lists them: picture or initials, name (their own row says so) and email. */
export function PersonSummary({ person, isYou }: { person: TeamMember; isYou: boolean }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar src={person.picture} fallback={initialsOf(person.name)} className="h-9 w-9" />
      <div className="min-w-0">
        <p className="break-words font-medium text-fp-text">
          {person.name}
          {isYou ? <span className="ml-1 font-normal text-fp-muted">{TEAM_TEXT.you}</span> : null}
        </p>
        <p className="break-words text-sm text-fp-muted">{person.email}</p>
      </div>
    </div>
  );
}

/** Whether the person can use the portal: active, deactivated, or invited and not signed in yet (since when). */
export function PersonStatus({ person }: { person: TeamMember }) {
  if (!person.isActive) return <Badge variant="outline">{TEAM_TEXT.deactivated}</Badge>;
  if (person.isPending) {
    return (
      <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
        <Badge variant="secondary">{TEAM_TEXT.pending}</Badge>
        <span className="text-xs text-fp-muted">{TEAM_TEXT.invitedOn(formatInstantDate(person.invitedOn))}</span>
      </span>
    );
  }
  return <span className="text-sm text-fp-text">{TEAM_TEXT.active}</span>;
}
