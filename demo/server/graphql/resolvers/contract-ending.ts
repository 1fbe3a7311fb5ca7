import type { Queryable } from '../../store/db.ts';
import { JOB_MOVES } from '../../domain/transitions.ts';
import type { DeliverableRow } from '../targets.ts';

export type EndingDeliverableRow = DeliverableRow & { external_review_date: string | null; is_opted_out: boolean };

export interface ContractEnding {
  /** Every deliverable of the periods that start after the end date: their open jobs are canceled. */
  later: EndingDeliverableRow[];
  /** Those of them still open (not finished, not already canceled): the deliverables the ending cancels. */
  canceled: EndingDeliverableRow[];
}

const OPEN_DELIVERABLE: readonly string[] = JOB_MOVES.cancel.from;

/**
 * What ending a contract on `endDate` does to its deliverables, in one place: the ending itself
 * (handleDeliverablesCancellationToEndContract) and its preview for the confirmation (contractCancellationPreview)
 * both call this, so the preview can never name other deliverables than the ending cancels. `lock` takes the
 * rows for update (the ending); the preview reads them as they are.
 */
export async function contractEnding(tx: Queryable, contractId: string, endDate: string, lock = false): Promise<ContractEnding> {
  const later = await tx.query<EndingDeliverableRow>(
    `select d.* from deliverables d join subscription_periods p on p.id = d.period_id
      where coalesce(d.contract_id, p.contract_id) = $1 and p.start_date > $2::date
      order by p.start_date, d.service_name, d.due_date nulls last, d.id${lock ? ' for update of d' : ''}`,
    [contractId, endDate],
  );
  return { later, canceled: later.filter((deliverable) => OPEN_DELIVERABLE.includes(deliverable.status)) };
}
