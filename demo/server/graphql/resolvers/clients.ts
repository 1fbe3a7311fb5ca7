import type { Client } from '../../../../src/core/api/generated/graphql.ts';
import { visibleClientIds } from '../../auth/permissions.ts';
import { churnedSql } from '../../domain/churn.ts';
import { todayIso } from '../../domain/dates.ts';
import type { Queryable } from '../../store/db.ts';
import type { GraphQLContext } from '../context.ts';
import { forbidden, notFound } from '../errors.ts';
import { can } from '../../auth/permissions.ts';

interface ClientSummaryRow {
  id: string;
  name: string;
  website_url: string | null;
  logo_url: string | null;
  assignee_user_id: string | null;
  is_ready: boolean;
  is_auto_publish: boolean;
  social_auto_publish: boolean;
  gbp_auto_publish: boolean;
  is_churned: boolean;
  advertising_disclaimer: string | null;
  created_on: string;
  updated_on: string;
}
type ContractJson = { id: string; start_date: string; end_date: string | null };
interface ClientRow extends ClientSummaryRow {
  contracts: ContractJson[];
}

/** A client without its contracts: the Client type's resolver reads those only when a query asks for them. */
export type ClientSummary = Omit<Client, 'contracts'> & Partial<Pick<Client, 'contracts'>>;

const SUMMARY_SELECT = (todayParam: string) => `select c.*, ${churnedSql(todayParam)} as is_churned from clients c`;

const CLIENT_SELECT = (todayParam: string) => `
  select c.*, ${churnedSql(todayParam)} as is_churned,
    coalesce((select json_agg(json_build_object('id', k.id, 'start_date', k.start_date, 'end_date', k.end_date) order by k.start_date)
              from contracts k where k.client_id = c.id), '[]') as contracts
  from clients c`;

const toContract = (k: ContractJson) => ({ id: k.id, startDate: k.start_date, endDate: k.end_date });

function toClientSummary(row: ClientSummaryRow): ClientSummary {
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
    advertisingDisclaimer: row.advertising_disclaimer,
    createdOn: row.created_on,
    updatedOn: row.updated_on,
  };
}

export function toClient(row: ClientRow): Client {
  return { ...toClientSummary(row), contracts: row.contracts.map(toContract) };
}

/**
 * The given clients ('all', or ids), ordered by name, churn judged against `today`; without their contracts, which a
 * list of every client for staff would otherwise gather one client at a time (5,000 subqueries on the scale seed).
 */
export async function listClients(db: Queryable, ids: 'all' | readonly string[], today: string): Promise<ClientSummary[]> {
  const rows =
    ids === 'all'
      ? await db.query<ClientSummaryRow>(`${SUMMARY_SELECT('$1')} order by lower(c.name), c.id`, [today])
      : await db.query<ClientSummaryRow>(`${SUMMARY_SELECT('$1')} where c.id = any($2) order by lower(c.name), c.id`, [today, ids]);
  return rows.map(toClientSummary);
}

/** Contracts of the given clients, oldest first, grouped by client id. */
export async function contractsOfClients(db: Queryable, clientIds: readonly string[]): Promise<Client['contracts'][]> {
  const rows = await db.query<ContractJson & { client_id: string }>(
    'select id, client_id, start_date, end_date from contracts where client_id = any($1::text[]) order by start_date, id',
    [clientIds],
  );
  const byClient = new Map<string, Client['contracts']>(clientIds.map((id) => [id, []]));
  for (const row of rows) byClient.get(row.client_id)?.push(toContract(row));
  return clientIds.map((id) => byClient.get(id) ?? []);
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
    allClientIds: (_: unknown, { input }: { input: { today: string } }, context: GraphQLContext) =>
      listClients(context.db, visibleClientIds(context.viewer), input.today),
    client: (_: unknown, { input }: { input: { clientId: string } }, context: GraphQLContext) =>
      requireReadableClient(context.db, context, input.clientId),
  },
  Client: {
    // A listed client comes without its contracts; they are read, for all the listed clients at once, only when asked.
    contracts: (client: ClientSummary, _: unknown, context: GraphQLContext) =>
      client.contracts ?? context.loaders.clientContracts.load(client.id),
  },
};
