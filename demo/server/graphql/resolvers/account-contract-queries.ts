import type { ClientInput, ContractDetails, ContractEndInput, Deliverable } from '../../../../src/core/api/generated/graphql.ts';
import { endContractForm } from '../../../../src/core/forms/subscription-forms.ts';
import { isAdmin } from '../../auth/permissions.ts';
import { todayIso } from '../../domain/dates.ts';
import type { GraphQLContext } from '../context.ts';
import { forbidden, notFound } from '../errors.ts';
import { parseForm } from '../form-input.ts';
import { requireReadableClient } from './clients.ts';
import { contractEnding } from './contract-ending.ts';
import { toDeliverable } from './sidebar.ts';

interface ContractRow {
  id: string;
  start_date: string;
  end_date: string | null;
}
interface PeriodRow {
  id: string;
  contract_id: string | null;
  start_date: string;
  end_date: string;
  is_visible: boolean;
  deliverable_count: number;
}

/**
 * A client's contracts, newest first, each with its subscription periods by start date. Periods the agency
 * hides from the firm (is_visible false: being prepared, or corrected) are listed to staff only.
 */
async function clientContracts(_: unknown, { input }: { input: ClientInput }, context: GraphQLContext): Promise<ContractDetails[]> {
  const { db, viewer } = context;
  await requireReadableClient(db, context, input.clientId);
  const staff = isAdmin(viewer);
  const contracts = await db.query<ContractRow>(
    'select id, start_date, end_date from contracts where client_id = $1 order by start_date desc, id desc',
    [input.clientId],
  );
  const periods = await db.query<PeriodRow>(
    `select p.id, p.contract_id, p.start_date, p.end_date, p.is_visible,
            (select count(*)::int from deliverables d where d.period_id = p.id) as deliverable_count
       from subscription_periods p where p.client_id = $1 and ($2::boolean or p.is_visible) order by p.start_date, p.id`,
    [input.clientId, staff],
  );
  const today = todayIso();
  return contracts.map((contract) => ({
    id: contract.id,
    startDate: contract.start_date,
    endDate: contract.end_date,
    isActive: contract.end_date === null || contract.end_date >= today,
    periods: periods
      .filter((period) => period.contract_id === contract.id)
      .map((period) => ({
        id: period.id,
        startDate: period.start_date,
        endDate: period.end_date,
        isVisible: period.is_visible,
        isCurrentPeriod: period.start_date <= today && today <= period.end_date,
        deliverableCount: period.deliverable_count,
      })),
  }));
}

/** Staff: exactly the deliverables ending the contract on endDate would cancel (the ending's own selection). Nothing changes. */
async function contractCancellationPreview(
  _: unknown,
  { input }: { input: ContractEndInput },
  context: GraphQLContext,
): Promise<Deliverable[]> {
  if (!isAdmin(context.viewer)) throw forbidden('what ending a contract would cancel');
  const [row] = await context.db.query<ContractRow>('select id, start_date, end_date from contracts where id = $1', [input.contractId]);
  if (!row) throw notFound('contract', 'contractId', input.contractId);
  const { endDate } = parseForm(endContractForm(row.start_date), input);
  const { canceled } = await contractEnding(context.db, row.id, endDate);
  return canceled.map((deliverable) => toDeliverable(deliverable as Parameters<typeof toDeliverable>[0]));
}

export const accountContractQueryResolvers = { Query: { clientContracts, contractCancellationPreview } };
