import type { ClientWithRoles } from '../../../core/clients/client-access.ts';
import { Badge } from '../../../ui/primitives/badge.tsx';
import { INACTIVE_BADGE_TEXT } from '../client-switcher-texts.ts';

/** A client's name, and the 'Inactive' badge when the client has churned. */
export function ClientName({ client }: { client: Pick<ClientWithRoles, 'name' | 'isChurned'> }) {
  return (
    <span data-slot="client-name" className="flex min-w-0 items-center gap-2">
      <span className="truncate">{client.name}</span>
      {client.isChurned && <Badge variant="secondary">{INACTIVE_BADGE_TEXT}</Badge>}
    </span>
  );
}
