import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DeactivateRoleDocument } from '../../../../core/api/generated/operations.ts';
import { roleDefinitionsKey, roleDefinitionsQueryOptions, type RoleDefinitionRow } from '../../api/role-definitions-query.ts';
import { ConfirmDialog } from '../../../../ui/form/confirm-dialog.tsx';
import { SectionPart } from '../../../../ui/form/section-part.tsx';
import { useSession } from '../../../../ui/hooks/use-session.tsx';
import { QueryState } from '../../../../ui/layout/query-state.tsx';
import { Badge } from '../../../../ui/primitives/badge.tsx';
import { Button } from '../../../../ui/primitives/button.tsx';
import { useSettingsSave } from '../use-settings-save.ts';
import { ROLE_DEFINITION_TEXT as TEXT, ROLE_LABEL } from './team-texts.ts';

// Without it nobody could administer the service: the service refuses to deactivate it.
const KEPT_ROLE = 'FIRM_PILOT_ADMIN';

/** Staff only: the service's role definitions, each of which can be deactivated for everyone (after asking). */
export function RoleDefinitions({ clientId }: { clientId: string }) {
  const session = useSession();
  const roles = useQuery(roleDefinitionsQueryOptions(session));
  return (
    <SectionPart title={TEXT.title} description={TEXT.description} slot="role-definitions">
      <QueryState
        status={roles.status}
        loadingLabel={TEXT.loading}
        errorText={TEXT.failed}
        onRetry={() => void roles.refetch()}
        emptyText=""
        isEmpty={false}
      >
        <ul className="divide-y divide-fp-border rounded-fp border border-fp-border">
          {(roles.data ?? []).map((role) => (
            <RoleDefinitionRowView key={role.id} role={role} clientId={clientId} />
          ))}
        </ul>
      </QueryState>
    </SectionPart>
  );
}

function RoleDefinitionRowView({ role, clientId }: { role: RoleDefinitionRow; clientId: string }) {
  const session = useSession();
  const send = useSettingsSave(clientId);
  const [asking, setAsking] = useState(false);
  const label = ROLE_LABEL[role.name];
  const deactivate = async () => {
    const message = await send(DeactivateRoleDocument, { input: { roleId: role.id } });
    await session.queryClient.invalidateQueries({ queryKey: roleDefinitionsKey });
    return message;
  };
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
      <span className="flex items-center gap-2">
        <span className="font-medium text-fp-text">{label}</span>
        <Badge variant={role.isActive ? 'secondary' : 'outline'}>{role.isActive ? TEXT.active : TEXT.deactivated}</Badge>
      </span>
      {role.name === KEPT_ROLE ? (
        <span className="text-xs text-fp-muted">{TEXT.kept}</span>
      ) : role.isActive ? (
        <>
          <Button variant="outline" size="sm" aria-label={TEXT.deactivateLabel(label)} onClick={() => setAsking(true)}>
            {TEXT.deactivate}
          </Button>
          <ConfirmDialog
            open={asking}
            onOpenChange={setAsking}
            title={TEXT.confirmTitle(label)}
            description={TEXT.confirmDescription(label)}
            confirmLabel={TEXT.deactivateLabel(label)}
            pendingLabel={TEXT.deactivating}
            onConfirm={deactivate}
          />
        </>
      ) : null}
    </li>
  );
}
