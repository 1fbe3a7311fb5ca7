import type {
  HandleDeliverablesCancellationToEndContractInput,
  UpdateSubscriptionPeriodInput,
} from '../../../../src/core/api/generated/graphql.ts';
import { endContractForm, periodForm } from '../../../../src/core/forms/subscription-forms.ts';
import { setStatus, type JobKind } from '../../domain/status-history.ts';
import { JOB_MOVES, SEO_MOVES } from '../../domain/transitions.ts';
import type { Queryable } from '../../store/db.ts';
import { defineMutation, type MutationRun } from '../define-mutation.ts';
import { badInput } from '../errors.ts';
import { parseForm } from '../form-input.ts';
import { targetBy } from '../targets.ts';
import { contractEnding } from './contract-ending.ts';
import { requireSomeChange } from './settings-input.ts';

interface PeriodRow {
  id: string;
  client_id: string;
  start_date: string;
  end_date: string;
  is_visible: boolean;
}
interface ContractRow {
  id: string;
  client_id: string;
  start_date: string;
  end_date: string | null;
}

const periodTarget = targetBy<PeriodRow>('subscription period', 'periodId', 'select * from subscription_periods where id = $1 for update');
const contractTarget = targetBy<ContractRow>('contract', 'contractId', 'select * from contracts where id = $1 for update');

const updateSubscriptionPeriod = defineMutation({
  capability: 'staff',
  target: periodTarget,
  run: async ({ tx, input, target: { row } }: MutationRun<UpdateSubscriptionPeriodInput, PeriodRow>) => {
    requireSomeChange(input, ['startDate', 'endDate', 'isVisible']);
    // The period as it would be: what the caller leaves out keeps its stored value, and the whole is checked.
    const {
      startDate: start,
      endDate: end,
      isVisible,
    } = parseForm(periodForm, {
      startDate: input.startDate ?? row.start_date,
      endDate: input.endDate ?? row.end_date,
      isVisible: input.isVisible ?? row.is_visible,
    });
    const [overlap] = await tx.query<{ start_date: string; end_date: string }>(
      'select start_date, end_date from subscription_periods where client_id = $1 and id <> $2 and start_date <= $4::date and end_date >= $3::date limit 1',
      [row.client_id, row.id, start, end],
    );
    if (overlap) {
      throw badInput(
        input.startDate ? 'startDate' : 'endDate',
        `These dates overlap the period from ${overlap.start_date} to ${overlap.end_date}; choose dates outside it.`,
      );
    }
    await tx.query('update subscription_periods set start_date = $2, end_date = $3, is_visible = $4 where id = $1', [
      row.id,
      start,
      end,
      isVisible,
    ]);
    return { message: `Subscription period is now ${start} to ${end}.` };
  },
});

/** Cancels the rows of one job table that belong to the deliverables and are still open; returns how many. */
async function cancelOpenJobs(
  tx: Queryable,
  kind: JobKind,
  table: string,
  open: readonly string[],
  deliverableIds: string[],
  by: string,
  note: string,
) {
  const jobs = await tx.query<{ id: string; status: string }>(
    `select id, status from ${table} where deliverable_id = any($1) and status = any($2) order by id for update`,
    [deliverableIds, open],
  );
  for (const job of jobs) await setStatus(tx, kind, job.id, { from: job.status, to: 'Canceled', by, note });
  return jobs.length;
}

/**
 * Ending a contract: the contract gets its end date, and the deliverables of periods that start after
 * it (with their open blog, social and SEO jobs) are canceled. Work already finished stays as it is.
 */
const handleDeliverablesCancellationToEndContract = defineMutation({
  capability: 'staff',
  target: contractTarget,
  run: async ({ tx, input, target: { row }, viewer }: MutationRun<HandleDeliverablesCancellationToEndContractInput, ContractRow>) => {
    const { endDate } = parseForm(endContractForm(row.start_date), input);
    await tx.query('update contracts set end_date = $2 where id = $1', [row.id, endDate]);
    const { later, canceled } = await contractEnding(tx, row.id, endDate, true);
    const note = `Contract ends on ${endDate}`;
    for (const deliverable of canceled)
      await setStatus(tx, 'deliverable', deliverable.id, { from: deliverable.status, to: 'Canceled', by: viewer.email, note });
    const ids = later.map((deliverable) => deliverable.id);
    const open: readonly string[] = JOB_MOVES.cancel.from;
    const jobs =
      (await cancelOpenJobs(tx, 'blog_job', 'blog_jobs', open, ids, viewer.email, note)) +
      (await cancelOpenJobs(tx, 'social_job', 'social_jobs', open, ids, viewer.email, note)) +
      (await cancelOpenJobs(tx, 'seo_job', 'seo_jobs', SEO_MOVES.cancel.from, ids, viewer.email, note));
    const count = canceled.length;
    return {
      message: `Contract ends on ${endDate}: ${count} deliverable${count === 1 ? '' : 's'} and ${jobs} job${jobs === 1 ? '' : 's'} canceled.`,
    };
  },
});

export const accountContractResolvers = { Mutation: { updateSubscriptionPeriod, handleDeliverablesCancellationToEndContract } };
