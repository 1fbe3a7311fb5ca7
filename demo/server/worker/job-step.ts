import { setStatus, type JobKind } from '../domain/status-history.ts';
import type { Queryable } from '../store/db.ts';

/** Who the worker's status moves are recorded as, in every job's history. */
export const WORKER_NAME = 'FirmPilot worker';

export interface DueJob {
  id: string;
  status: string;
}

export interface StepContext {
  /** The service's public origin, for the images generated content points at. */
  publicUrl: string;
}

/** One kind of job the worker advances: which jobs are due, and how one of them moves one step. */
export interface JobStep {
  /** In words, for the log: 'blog job'. */
  label: string;
  due(db: Queryable, limit: number): Promise<DueJob[]>;
  /**
   * Moves the job one step inside the caller's transaction. False when the job is no longer where it
   * was when found (a person moved it meanwhile): then nothing is written.
   */
  advance(tx: Queryable, job: DueJob, context: StepContext): Promise<boolean>;
}

/** Records the move of a job, by the worker. */
export const moveJob = (tx: Queryable, kind: JobKind, id: string, from: string, to: string) =>
  setStatus(tx, kind, id, { from, to, by: WORKER_NAME });

/**
 * A blog or social deliverable shows the status of its job, so the sidebar and the action items agree
 * with the job the firm opens.
 */
export async function keepDeliverableInStep(tx: Queryable, deliverableId: string | null, to: string): Promise<void> {
  if (!deliverableId) return;
  const [deliverable] = await tx.query<{ status: string }>('select status from deliverables where id = $1 for update', [deliverableId]);
  if (!deliverable || deliverable.status === to) return;
  await setStatus(tx, 'deliverable', deliverableId, { from: deliverable.status, to, by: WORKER_NAME });
}

/** A stable number in [0, modulo) from a text: generated figures stay the same for the same job. */
export function stableNumber(text: string, modulo: number): number {
  let hash = 7;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % modulo;
}
