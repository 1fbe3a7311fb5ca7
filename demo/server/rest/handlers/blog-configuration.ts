import { todayIso } from '../../domain/dates.ts';
import type { Handler, RestCall } from '../call.ts';
import { readDocument } from '../document.ts';
import { toResource, type ResourceRow } from '../resource-crud.ts';
import { requireClientAccess } from '../table-crud.ts';

/** Blog configuration reads that are not plain CRUD: a client's strategies by time, its active configuration. */
const STRATEGY_WHEN = {
  active: `(t.data->>'startDate') <= $2 and (t.data->>'endDate') >= $2`,
  scheduled: `(t.data->>'startDate') > $2`,
  historical: `(t.data->>'endDate') < $2`,
} as const;

async function strategies(call: RestCall, when: keyof typeof STRATEGY_WHEN) {
  const clientId = call.params.id!;
  await requireClientAccess(call, call.db, clientId);
  const rows = await call.db.query<ResourceRow>(
    `select t.* from resources t where t.kind = 'blogStrategy' and t.is_active and t.client_id = $1 and ${STRATEGY_WHEN[when]}
      order by t.data->>'startDate', t.id`,
    [clientId, todayIso()],
  );
  return rows.map((row) => toResource(row, 'client'));
}

export const blogConfigurationHandlers: Record<string, Handler> = {
  listBlogContentTypes: async () => (readDocument().components.schemas.ContentType as { enum: string[] }).enum,
  listJobInstructionOptions: async (call) =>
    call.db.query(
      `select id, data->>'name' as name from resources where kind = 'jobInstruction' and is_active order by lower(data->>'name'), id`,
    ),
  listActiveBlogStrategies: (call) => strategies(call, 'active'),
  listScheduledBlogStrategies: (call) => strategies(call, 'scheduled'),
  listHistoricalBlogStrategies: (call) => strategies(call, 'historical'),
  getBlogStrategyClientConfig: async (call) => {
    const activeStrategies = await strategies(call, 'active');
    const [configuration] = await call.db.query<ResourceRow>(
      `select * from resources where kind = 'blogJobConfiguration' and is_active and client_id = $1 and (data->>'isActive')::boolean is true
        order by updated_on desc, id limit 1`,
      [call.params.id],
    );
    return { clientId: call.params.id, configuration: configuration ? toResource(configuration, 'client') : null, activeStrategies };
  },
};
