import { randomUUID } from 'node:crypto';
import { NOTES_KEPT_FROM, STEP_ACTION_FROM } from '../../../../src/shared/backlinks/backlink-rules.ts';
import { evidenceProblem, liveUrlProblem, referringSiteProblem, storedLink } from '../../domain/backlinks.ts';
import { setStatus } from '../../domain/status-history.ts';
import { illegalTransition } from '../../graphql/errors.ts';
import type { Queryable } from '../../store/db.ts';
import type { Handler, RestCall } from '../call.ts';
import { componentFields } from '../document.ts';
import { readUpload } from '../multipart.ts';
import { badField, badParameter, notFound } from '../problems.ts';
import { readRow, requireClientAccess, requireSameClient, tableGet, tableList } from '../table-crud.ts';
import { backlinkJobs, backlinkSteps } from '../tables.ts';

/**
 * Backlinks jobs and their steps. A step is started (Pending → Initialized, its start time kept) and saved
 * with its evidence file (→ Completed, its completion time kept); starting the first step moves the job from
 * Initialized to Pending, and saving the last one completes it. An edit of a step may carry the job's
 * referring site and live link, which are kept on the job.
 */
const DEFAULT_STEPS = ['Prospecting', 'Outreach', 'Placement', 'Verification'];
const STEP_FIELDS = componentFields('BacklinkStep');

interface StepRow {
  id: string;
  job_id: string;
  status: string;
  client_id: string;
  job_status: string;
}

async function lockStep(tx: Queryable, call: RestCall, id: string): Promise<StepRow> {
  const [step] = await tx.query<StepRow>(
    `select s.id, s.job_id, s.status, j.client_id, j.status as job_status
       from backlink_steps s join backlink_jobs j on j.id = s.job_id where s.id = $1 for update of s, j`,
    [id],
  );
  if (!step) throw notFound('backlinks step', id);
  call.authorize(step.client_id, 'this backlinks step');
  return step;
}

/** The job's columns an edit of a step sets: `referringSite` and `liveUrl` when its data carries them (null or '' clears). */
function jobLinks(data: Record<string, unknown>): Array<[column: string, value: string | null]> {
  const links: Array<[string, string | null]> = [];
  for (const [field, column, problemOf] of [
    ['referringSite', 'referring_site', referringSiteProblem],
    ['liveUrl', 'live_url', liveUrlProblem],
  ] as const) {
    if (!(field in data)) continue;
    const problem = problemOf(data[field]);
    if (problem) throw badField(`data/${field}`, problem);
    links.push([column, storedLink(data[field])]);
  }
  return links;
}

const answerStep = (call: RestCall, tx: Queryable, id: string) => readRow(call, tx, backlinkSteps, id, STEP_FIELDS);

function startDateRange(call: RestCall, params: { param(value: unknown): string }): string[] {
  const { StartDate: start, EndDate: end } = call.query as { StartDate?: string; EndDate?: string };
  if (start && end && end < start) throw badParameter('EndDate', `EndDate must be on or after StartDate (${start}).`);
  return [
    ...(start ? [`t.start_date >= ${params.param(start)}::date`] : []),
    ...(end ? [`t.start_date <= ${params.param(end)}::date`] : []),
  ];
}

export const backlinkHandlers: Record<string, Handler> = {
  listBacklinkJobs: tableList(backlinkJobs, { where: startDateRange }),
  getBacklinkJob: tableGet(backlinkJobs),
  createBacklinkJob: (call) =>
    call.db.transaction(async (tx) => {
      const body = call.body as {
        clientId: string;
        deliverableId?: string;
        targetUrl: string;
        anchorText: string;
        startDate?: string;
        steps?: string[];
      };
      await requireClientAccess(call, tx, body.clientId);
      await requireSameClient(tx, { table: 'deliverables', label: 'deliverable' }, 'deliverableId', body.deliverableId, body.clientId);
      const id = randomUUID();
      await tx.query(
        'insert into backlink_jobs (id, client_id, deliverable_id, target_url, anchor_text, start_date) values ($1, $2, $3, $4, $5, $6)',
        [id, body.clientId, body.deliverableId ?? null, body.targetUrl, body.anchorText.trim(), body.startDate ?? null],
      );
      const steps = body.steps ?? DEFAULT_STEPS;
      for (const [position, kind] of steps.entries()) {
        await tx.query('insert into backlink_steps (id, job_id, position, kind) values ($1, $2, $3, $4)', [
          randomUUID(),
          id,
          position,
          kind.trim(),
        ]);
      }
      await setStatus(tx, 'backlink_job', id, { from: null, to: 'Initialized', by: call.viewer.email });
      return readRow(call, tx, backlinkJobs, id);
    }),
  listBacklinkSteps: async (call) => {
    const job = await readRow(call, call.db, backlinkJobs, call.params.id!, ['id']);
    const steps = await call.db.query<{ id: string }>('select id from backlink_steps where job_id = $1 order by position, id', [job.id]);
    return Promise.all(steps.map((step) => answerStep(call, call.db, step.id)));
  },
  updateBacklinkStep: (call) =>
    call.db.transaction(async (tx) => {
      const step = await lockStep(tx, call, call.params.id!);
      if (step.job_id !== call.params.jobId) throw notFound(`backlinks step of job "${call.params.jobId}"`, step.id);
      const data = call.body.data as Record<string, unknown>;
      const links = jobLinks(data);
      // The links are the job's, kept there only (a copy in each step would go stale); the rest is the step's notes.
      const { referringSite: _site, liveUrl: _live, ...notes } = data;
      const onlyLinks = links.length > 0 && Object.keys(notes).length === 0;
      // A done step keeps its notes, but the job's links can still be put right through it.
      if (step.status === NOTES_KEPT_FROM && !onlyLinks) throw illegalTransition('backlinks step', 'change the step', step.status);
      if (!onlyLinks)
        await tx.query('update backlink_steps set data = $2, updated_on = now() where id = $1', [step.id, JSON.stringify(notes)]);
      if (links.length > 0) {
        const sets = links.map(([column], index) => `${column} = $${index + 2}`).join(', ');
        await tx.query(`update backlink_jobs set ${sets}, updated_on = now() where id = $1`, [
          step.job_id,
          ...links.map(([, value]) => value),
        ]);
      }
      return answerStep(call, tx, step.id);
    }),
  startBacklinkStep: (call) =>
    call.db.transaction(async (tx) => {
      const step = await lockStep(tx, call, call.params.id!);
      if (!STEP_ACTION_FROM.start.includes(step.status)) throw illegalTransition('backlinks step', 'start the step', step.status);
      await tx.query(`update backlink_steps set status = 'Initialized', started_on = now(), updated_on = now() where id = $1`, [step.id]);
      if (step.job_status === 'Initialized')
        await setStatus(tx, 'backlink_job', step.job_id, { from: step.job_status, to: 'Pending', by: call.viewer.email });
      return answerStep(call, tx, step.id);
    }),
  saveBacklinkStep: async (call) => {
    const { file, fields } = await readUpload(call, ['note']);
    const problem = evidenceProblem(file);
    if (problem) throw badField('file', problem);
    return call.db.transaction(async (tx) => {
      const step = await lockStep(tx, call, call.params.id!);
      if (!STEP_ACTION_FROM.save.includes(step.status))
        throw illegalTransition('backlinks step', 'save the step (start it first)', step.status);
      const uploadId = randomUUID();
      await tx.query(
        'insert into uploads (id, client_id, file_name, content_type, size_bytes, bytes, created_by) values ($1, $2, $3, $4, $5, $6, $7)',
        [uploadId, step.client_id, file.fileName, file.contentType, file.bytes.length, file.bytes, call.viewer.userId],
      );
      await tx.query(
        `update backlink_steps set status = 'Completed', completed_on = now(), started_on = coalesce(started_on, now()), file_name = $2, file_content_type = $3, file_size = $4, data = data || $5::jsonb, updated_on = now() where id = $1`,
        [
          step.id,
          file.fileName,
          file.contentType,
          file.bytes.length,
          JSON.stringify({ uploadId, ...(fields.note ? { note: fields.note } : {}) }),
        ],
      );
      const [open] = await tx.query<{ n: number }>(
        `select count(*)::int as n from backlink_steps where job_id = $1 and status <> 'Completed'`,
        [step.job_id],
      );
      if (open?.n === 0)
        await setStatus(tx, 'backlink_job', step.job_id, { from: step.job_status, to: 'Completed', by: call.viewer.email });
      return answerStep(call, tx, step.id);
    });
  },
};
