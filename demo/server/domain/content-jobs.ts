import type { JobStatus } from '../../../src/core/api/generated/graphql.ts';
import { illegalTransition } from '../graphql/errors.ts';
import type { Queryable } from '../store/db.ts';
import { setStatus, type JobKind } from './status-history.ts';
import { nextJobStatus, type JobMove } from './transitions.ts';

/**
 * The rules blog jobs and social media jobs share: one status machine, a deliverable that follows its job,
 * and no edits once a job is done. Each kind binds them to its own name (resolvers/blog-jobs.ts, social-jobs.ts),
 * so its errors and history say which kind of job it was.
 */

/** Keeps a deliverable's status in step with the job that delivers it, recording the move in the deliverable's own history. */
export async function syncDeliverableStatus(tx: Queryable, deliverableId: string | null, to: string, by: string): Promise<void> {
  if (!deliverableId) return;
  const [deliverable] = await tx.query<{ status: string }>('select status from deliverables where id = $1 for update', [deliverableId]);
  if (!deliverable || deliverable.status === to) return;
  await setStatus(tx, 'deliverable', deliverableId, { from: deliverable.status, to, by });
}

/** The stored columns a move reads. */
interface MovableJob {
  id: string;
  status: string;
  deliverable_id: string | null;
  is_test: boolean;
}

/**
 * Moves a job of one kind (and, unless it is a test job, its deliverable) by a named move; an illegal move
 * throws and changes nothing. `label` names the job in errors, `kind` in the status history.
 */
export function jobMover(label: string, kind: JobKind) {
  return async (tx: Queryable, job: MovableJob, move: JobMove, action: string, by: string, note?: string): Promise<JobStatus> => {
    const to = nextJobStatus(move, job.status, label, action);
    await setStatus(tx, kind, job.id, { from: job.status, to, by, note });
    if (!job.is_test) await syncDeliverableStatus(tx, job.deliverable_id, to, by);
    return to;
  };
}

// A published or canceled job is frozen: what the firm approved and what went out must stay on record.
const FROZEN: readonly string[] = ['Published', 'Canceled'];

/** Refuses (ILLEGAL_TRANSITION) an edit of a frozen job of one kind; `label` names the job in the error. */
export function editableCheck(label: string) {
  return (job: { status: string }, action: string): void => {
    if (FROZEN.includes(job.status)) throw illegalTransition(label, action, job.status);
  };
}
