import type { Client } from '../../../../src/core/api/generated/graphql.ts';
import { visibleClientIds } from '../../auth/permissions.ts';
import { churnedSql } from '../../domain/churn.ts';
import { todayIso } from '../../domain/dates.ts';
import type { Queryable } from '../../store/db.ts';
import type { GraphQLContext } from '../context.ts';
import { forbidden, notFound } from '../errors.ts';
import { can } from '../../auth/permissions.ts';

interface ClientRow {
  id: string; name: string; website_url: string | null; logo_url: string | null; assignee_user_id: string | null; is_ready: boolean; is_auto_publish: boolean;
  social_auto_publish: boolean; gbp_auto_publish: boolean; is_churned: boolean; advertising_disclaimer: string | null; created_on: string; updated_on: string;
  contracts: Array<{ id: string; start_date: string; end_date: string | null }>;
}

const CLIENT_SELECT = (todayParam: string) => `
  select c.*, ${churnedSql(todayParam)} as is_churned,
    coalesce((select json_agg(json_build_object('id', k.id, 'start_date', k.start_date, 'end_date', k.end_date) order by k.start_date)
              from contracts k where k.client_id = c.id), '[]') as contracts
  from clients c`;

export function toClient(row: ClientRow): Client {
  return {
    id: row.id,
    name: row.name,
    assigneeUserId: row.assignee_user_id,
    websiteUrl: row.website_url,
    logoUrl: row.logo_url,
    isReady: row.is_ready,
    isAutoPublish: row.is_auto_publish,
    isChurned: row.is_churned,
    socialMediaClientConfig: { autoPublish: row.social_auto_publish },
    googleBusinessProfileClientConfig: { autoPublish: row.gbp_auto_publish },
    contracts: row.contracts.map((k) => ({ id: k.id, startDate: k.start_date, endDate: k.end_date })),
    advertisingDisclaimer: row.advertising_disclaimer,
    createdOn: row.created_on,
    updatedOn: row.updated_on,
  };
}

/** The clients a viewer may see, ordered by name, churn judged against `today`. */
export async function listVisibleClients(db: Queryable, context: GraphQLContext, today: string): Promise<Client[]> {
  const visible = visibleClientIds(context.viewer);
  const rows =
    visible === 'all'
      ? await db.query<ClientRow>(`${CLIENT_SELECT('$1')} order by lower(c.name), c.id`, [today])
      : await db.query<ClientRow>(`${CLIENT_SELECT('$1')} where c.id = any($2) order by lower(c.name), c.id`, [today, visible]);
  return rows.map(toClient);
}

/** Throws NOT_FOUND for an unknown client and FORBIDDEN for one the viewer is not mapped to. */
export async function requireReadableClient(db: Queryable, context: GraphQLContext, clientId: string): Promise<Client> {
  const [row] = await db.query<ClientRow>(`${CLIENT_SELECT('$1')} where c.id = $2`, [todayIso(), clientId]);
  if (!row) throw notFound('client', 'clientId', clientId);
  if (!can(context.viewer, clientId, 'read')) throw forbidden('this client');
  return toClient(row);
}

export const clientResolvers = {
  Query: {
    allClientIds: (_: unknown, { input }: { input: { today: string } }, context: GraphQLContext) => listVisibleClients(context.db, context, input.today),
    client: (_: unknown, { input }: { input: { clientId: string } }, context: GraphQLContext) => requireReadableClient(context.db, context, input.clientId),
  },
};
