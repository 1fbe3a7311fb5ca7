import type { Handler, RestCall } from '../call.ts';
import { resourceOf } from '../document.ts';
import { insertResource, loadResource, toResource, type ResourceRow } from '../resource-crud.ts';
import { checkResourceWrite } from '../resource-rules.ts';
import { requireClientAccess } from '../table-crud.ts';

/** Client settings and catalogue calls beyond CRUD: identifiers by e-mail, unused service types, the prompt tree. */
const identifier = resourceOf('getIdentifier');
const clientService = resourceOf('getClientService');

/** Service types none of a client's services uses (by type or by name), plus `keep` (a service's own type). */
async function unusedTypes(call: RestCall, clientId: string, keep: string | null) {
  const rows = await call.db.query<ResourceRow>(
    `select t.* from resources t where t.kind = 'clientServiceType' and t.is_active and (t.id = $2 or not exists (
        select 1 from resources s where s.kind = 'connectedService' and s.is_active and s.client_id = $1
           and (s.data->>'typeId' = t.id or lower(s.data->>'serviceName') = lower(t.data->>'name'))))
      order by lower(t.data->>'name'), t.id`,
    [clientId, keep],
  );
  return rows.map((row) => toResource(row, 'global'));
}

type PromptNode = ReturnType<typeof toResource> & { children: PromptNode[] };

export const settingsHandlers: Record<string, Handler> = {
  createIdentifierByEmail: (call) =>
    call.db.transaction(async (tx) => {
      const clientId = String(call.body.clientId);
      await requireClientAccess(call, tx, clientId);
      const email = String(call.body.email).trim().toLowerCase();
      const data = { name: `Email ${email}`, value: email };
      await checkResourceWrite(tx, identifier.kind, clientId, data, null);
      return toResource(await insertResource(tx, identifier.kind, clientId, data, call.viewer.userId), 'client');
    }),
  listUnusedClientServiceTypesByClient: async (call) => {
    await requireClientAccess(call, call.db, call.params.clientId!);
    return unusedTypes(call, call.params.clientId!, null);
  },
  listUnusedClientServiceTypesByService: async (call) => {
    const service = await loadResource(call.db, clientService.kind, clientService.label, call.params.id);
    call.authorize(service.client_id, `this ${clientService.label}`);
    return unusedTypes(call, service.client_id!, (service.data.typeId as string | undefined) ?? null);
  },
  // The tree of prompts; with defaultPrompts only the default ones, a child whose parent is left out becoming a root.
  retrievePrompts: async (call) => {
    const rows = await call.db.query<ResourceRow>(
      `select * from resources where kind = 'prompt' and is_active and ($1::boolean is not true or (data->>'isDefault')::boolean is true)
        order by lower(data->>'name'), id`,
      [call.query.defaultPrompts === true],
    );
    const nodes = new Map<string, PromptNode>(rows.map((row) => [row.id, { ...toResource(row, 'global'), children: [] }]));
    const roots: PromptNode[] = [];
    for (const node of nodes.values()) {
      const parent = nodes.get(String((node as { parentId?: string }).parentId ?? ''));
      (parent ? parent.children : roots).push(node);
    }
    return roots;
  },
};
