import type { Db } from '../store/db.ts';
import { blogStep } from './blog-step.ts';
import type { DueJob, JobStep } from './job-step.ts';
import { backlinkStep, resourceJobStep } from './queue-steps.ts';
import { seoStep } from './seo-step.ts';
import { socialStep } from './social-step.ts';

/** A run stays short even with a scale seed; what is left waits for the next tick. */
export const MAX_JOBS_PER_RUN = 200;
const STEPS: readonly JobStep[] = [blogStep, socialStep, seoStep, backlinkStep, resourceJobStep];

export interface Worker {
  /** Starts ticking every intervalMs; with an interval of 0 it stays idle and tests call runOnce. */
  start(): void;
  /** Stops ticking and waits for a run in progress, so nothing is cut off mid-write. */
  stop(): Promise<void>;
  /** Moves every due job one step; answers how many moved. Never rejects: failures are logged. */
  runOnce(): Promise<number>;
}

export interface WorkerOptions {
  db: Db;
  intervalMs: number;
  /** The service's public origin: generated content links its images there. */
  publicUrl: string;
  log?: (message: string) => void;
}

/** The background worker that stands in for the production generation pipeline. */
export function createWorker(options: WorkerOptions): Worker {
  const { db, intervalMs } = options;
  const log = options.log ?? ((message: string) => console.error(`[worker] ${message}`));
  const context = { publicUrl: options.publicUrl };
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  let stopped = false;
  // Runs never overlap: a tick and a test's runOnce queue behind each other.
  let queue: Promise<number> = Promise.resolve(0);

  const runOnce = (): Promise<number> => {
    if (stopped) return Promise.resolve(0);
    queue = queue
      .then(() => advanceDueJobs(db, context, log))
      .catch((error: unknown) => {
        log(`the run stopped early: ${describe(error)}; trying again next run.`);
        return 0;
      });
    return queue;
  };

  const schedule = () => {
    timer = setTimeout(() => {
      void runOnce().then(() => {
        if (!stopped) schedule();
      });
    }, intervalMs);
    // The server keeps the process alive; a pending tick alone must not.
    timer.unref();
  };

  return {
    start() {
      if (started || stopped || intervalMs <= 0) return;
      started = true;
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await queue;
    },
    runOnce,
  };
}

async function advanceDueJobs(db: Db, context: { publicUrl: string }, log: (message: string) => void): Promise<number> {
  const batches = await Promise.all(
    STEPS.map(async (step) => {
      try {
        return await step.due(db, MAX_JOBS_PER_RUN);
      } catch (error) {
        log(`could not look for due ${step.label}s: ${describe(error)}; trying again next run.`);
        return [];
      }
    }),
  );
  let advanced = 0;
  for (const { step, job } of takeTurns(batches, MAX_JOBS_PER_RUN)) {
    try {
      // One transaction per job: a job that fails leaves the others moving.
      if (await db.transaction((tx) => step.advance(tx, job, context))) advanced += 1;
    } catch (error) {
      log(`could not advance ${step.label} ${job.id} from ${job.status}: ${describe(error)}; trying again next run.`);
    }
  }
  return advanced;
}

/** Kinds take turns, so a backlog of one kind never starves the others within the run's limit. */
function takeTurns(batches: DueJob[][], limit: number): Array<{ step: JobStep; job: DueJob }> {
  const order: Array<{ step: JobStep; job: DueJob }> = [];
  for (let index = 0; order.length < limit && batches.some((batch) => index < batch.length); index++) {
    batches.forEach((batch, kind) => {
      const job = batch[index];
      if (job && order.length < limit) order.push({ step: STEPS[kind]!, job });
    });
  }
  return order;
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));
