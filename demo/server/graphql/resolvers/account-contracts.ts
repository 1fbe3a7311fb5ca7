import type { HandleDeliverablesCancellationToEndContractInput, UpdateSubscriptionPeriodInput } from '../../../../src/core/api/generated/graphql.ts';
import { setStatus, type JobKind } from '../../domain/status-history.ts';
import { JOB_MOVES, SEO_MOVES } from '../../domain/transitions.ts';
import type { Queryable } from '../../store/db.ts';
import { defineMutation, type MutationRun } from '../define-mutation.ts';
import { badInput } from '../errors.ts';
import { targetBy } from '../targets.ts';
import { requireSomeChange } from './settings-input.ts';

interface PeriodRow { id: string; client_id: string; start_date: string; end_date: string; is_visible: boolean }
interface ContractRow { id: string; client_id: string; start_date: string; end_date: string | null }

const periodTarget = targetBy<PeriodRow>('subscription period', 'periodId', 'select * from subscription_periods where id = $1 for update');
const contractTarget = targetBy<ContractRow>('contract', 'contractId', 'select * from contracts where id = $1 for update');

const updateSubscriptionPeriod = defineMutation({
  capability: 'staff',
  target: periodTarget,
  run: async ({ tx, input, target: { row } }: MutationRun<UpdateSubscriptionPeriodInput, PeriodRow>) => {
    requireSomeChange(input, ['startDate', 'endDate', 'isVisible']);
    const start = input.startDate ?? row.start_date;
    const end = input.endDate ?? row.end_date;
    if (start > end) throw badInput(input.endDate ? 'endDate' : 'startDate', `the period would start (${start}) after it ends (${end}); startDate must be on or before endDate.`);
    const [overlap] = await tx.query<{ start_date: string; end_date: string }>(
      'select start_date, end_date from subscription_periods where client_id = $1 and id <> $2 and start_date <= $4::date and end_date >= $3::date limit 1',
      [row.client_id, row.id, start, end],
    );
    if (overlap) throw badInput(input.startDate ? 'startDate' : 'endDate', `the period would overlap the period ${overlap.start_date} to ${overlap.end_date}.`);
    await tx.query('update subscription_periods set start_date = $2, end_date = $3, is_visible = coalesce($4, is_visible) where id = $1', [
      row.id,
      start,
      end,
      input.isVisible ?? null,
    ]);
    return { message: `Subscription period is now ${start} to ${end}.` };
  },
});

/** Cancels the rows of one job table that belong to the deliverables and are still open; returns how many. */
async function cancelOpenJobs(tx: Queryable, kind: JobKind, table: string, open: readonly string[], deliverableIds: string[], by: string, note: string) {
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
    if (input.endDate < row.start_date) throw badInput('endDate', `must be on or after the contract's start date (${row.start_date}).`);
    await tx.query('update contracts set end_date = $2 where id = $1', [row.id, input.endDate]);
    const deliverables = await tx.query<{ id: string; status: string }>(
      `select d.id, d.status from deliverables d join subscription_periods p on p.id = d.period_id
        where coalesce(d.contract_id, p.contract_id) = $1 and p.start_date > $2::date order by d.id for update of d`,
      [row.id, input.endDate],
    );
    const note = `Contract ends on ${input.endDate}`;
    const open: readonly string[] = JOB_MOVES.cancel.from;
    let canceled = 0;
    for (const deliverable of deliverables) {
      if (!open.includes(deliverable.status)) continue;
      await setStatus(tx, 'deliverable', deliverable.id, { from: deliverable.status, to: 'Canceled', by: viewer.email, note });
      canceled += 1;
    }
    const ids = deliverables.map((deliverable) => deliverable.id);
    const jobs =
      (await cancelOpenJobs(tx, 'blog_job', 'blog_jobs', open, ids, viewer.email, note)) +
      (await cancelOpenJobs(tx, 'social_job', 'social_jobs', open, ids, viewer.email, note)) +
      (await cancelOpenJobs(tx, 'seo_job', 'seo_jobs', SEO_MOVES.cancel.from, ids, viewer.email, note));
    return { message: `Contract ends on ${input.endDate}: ${canceled} deliverable${canceled === 1 ? '' : 's'} and ${jobs} job${jobs === 1 ? '' : 's'} canceled.` };
  },
});

export const accountContractResolvers = { Mutation: { updateSubscriptionPeriod, handleDeliverablesCancellationToEndContract } };
