import type { ClientPeriodInput, DeliverableReport } from '../../../../src/core/api/generated/graphql.ts';
import type { GraphQLContext } from '../context.ts';
import { requireReadableClient } from './clients.ts';

interface ReportRow {
  id: string;
  client_id: string;
  deliverable_id: string | null;
  period_id: string | null;
  service_name: string;
  title: string;
  metrics: unknown;
  created_on: string;
  updated_on: string;
}

/** The reporting dashboard's figures: a client's deliverable reports, by service; with a period, only that period's. */
async function deliverableReports(
  _: unknown,
  { input }: { input: ClientPeriodInput },
  context: GraphQLContext,
): Promise<DeliverableReport[]> {
  await requireReadableClient(context.db, context, input.clientId);
  const rows = await context.db.query<ReportRow>(
    `select * from deliverable_reports where client_id = $1 and ($2::text is null or period_id = $2)
      order by service_name, created_on, id`,
    [input.clientId, input.periodId ?? null],
  );
  return rows.map((row) => ({
    id: row.id,
    clientId: row.client_id,
    deliverableId: row.deliverable_id,
    periodId: row.period_id,
    serviceName: row.service_name,
    title: row.title,
    metrics: row.metrics,
    createdOn: row.created_on,
    updatedOn: row.updated_on,
  }));
}

export const reportingQueryResolvers = { Query: { deliverableReports } };
