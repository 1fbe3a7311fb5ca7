import type { Client, ReportingInput } from '../../../../src/core/api/generated/graphql.ts';
import { isAdmin } from '../../auth/permissions.ts';
import type { GraphQLContext } from '../context.ts';
import { notFound } from '../errors.ts';
import { requireReadableClient } from './clients.ts';

export interface ReportingPeriod {
  id: string;
  start_date: string;
  end_date: string;
}

/** How many periods the Reporting charts show: the selected one and the eleven before it. */
export const CHART_PERIODS = 12;

export interface ReportingSelection {
  client: Client;
  selected: ReportingPeriod;
  /** The period before the selected one, as the viewer sees the client's periods; undefined for the first. */
  previous: ReportingPeriod | undefined;
  /** The selected period and up to eleven before it, oldest first. */
  chartPeriods: ReportingPeriod[];
}

/**
 * The client (readable by the viewer: NOT_FOUND, FORBIDDEN) and its selected period, which must be one of the
 * client's periods the viewer sees: staff see every period, others those shown to the firm (is_visible);
 * anything else is NOT_FOUND on periodId, the same answer whether the period is hidden or another client's.
 */
export async function requireReportingPeriod(context: GraphQLContext, input: ReportingInput): Promise<ReportingSelection> {
  const client = await requireReadableClient(context.db, context, input.clientId);
  const periods = await context.db.query<ReportingPeriod>(
    'select id, start_date, end_date from subscription_periods where client_id = $1 and ($2::boolean or is_visible) order by start_date, id',
    [input.clientId, isAdmin(context.viewer)],
  );
  const index = periods.findIndex((period) => period.id === input.periodId);
  if (index < 0) throw notFound('subscription period of this client', 'periodId', input.periodId);
  return {
    client,
    selected: periods[index]!,
    previous: periods[index - 1],
    chartPeriods: periods.slice(Math.max(0, index - CHART_PERIODS + 1), index + 1),
  };
}
