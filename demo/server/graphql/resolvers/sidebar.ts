import type { Deliverable, SubscriptionPeriod } from '../../../../src/core/api/generated/graphql.ts';
import { todayIso } from '../../domain/dates.ts';
import type { GraphQLContext } from '../context.ts';
import { requireReadableClient } from './clients.ts';

interface DeliverableRow {
  id: string;
  client_id: string;
  period_id: string | null;
  service_name: string;
  name: string;
  status: Deliverable['status'];
  due_date: string | null;
  external_review_date: string | null;
  is_opted_out: boolean;
}

export const toDeliverable = (row: DeliverableRow): Deliverable => ({
  id: row.id,
  clientId: row.client_id,
  periodId: row.period_id,
  serviceName: row.service_name,
  name: row.name,
  status: row.status,
  dueDate: row.due_date,
  externalReviewDate: row.external_review_date,
  isOptedOut: row.is_opted_out,
});

/** GetDeliverablesByServiceForSidebar: the client's visible periods, oldest first, each with its deliverables grouped by service. */
async function deliverablesByServiceForSidebar(
  _: unknown,
  { input }: { input: { clientId: string } },
  context: GraphQLContext,
): Promise<SubscriptionPeriod[]> {
  await requireReadableClient(context.db, context, input.clientId);
  const periods = await context.db.query<{ id: string; start_date: string; end_date: string }>(
    'select id, start_date, end_date from subscription_periods where client_id = $1 and is_visible order by start_date',
    [input.clientId],
  );
  const deliverables = await context.db.query<DeliverableRow>(
    'select * from deliverables where client_id = $1 and period_id is not null order by service_name, due_date nulls last, id',
    [input.clientId],
  );
  const today = todayIso();
  return periods.map((period) => {
    const byService = new Map<string, Deliverable[]>();
    for (const row of deliverables) {
      if (row.period_id !== period.id) continue;
      const list = byService.get(row.service_name) ?? [];
      list.push(toDeliverable(row));
      byService.set(row.service_name, list);
    }
    return {
      id: period.id,
      startDate: period.start_date,
      endDate: period.end_date,
      isCurrentPeriod: period.start_date <= today && today <= period.end_date,
      deliverablesByService: [...byService].map(([serviceName, list]) => ({ serviceName, deliverables: list })),
    };
  });
}

export const sidebarResolvers = { Query: { deliverablesByServiceForSidebar } };
