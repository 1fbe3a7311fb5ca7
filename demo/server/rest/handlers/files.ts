import type { Handler, RestCall } from '../call.ts';
import { badParameter, HttpProblem, notFound } from '../problems.ts';
import { readRow } from '../table-crud.ts';
import { blogJobs } from '../tables.ts';
import { backlinkReport, escapeHtml, slug } from './backlink-report.ts';

/** Files the service hands out: uploads, a blog job's content as a document, a backlinks job's report and step files. */

// Raster images show inline; anything else (SVG, HTML, documents) downloads, so it cannot run as a page here.
const sendUploaded = (call: RestCall, upload: { content_type: string; bytes: Uint8Array; file_name: string }) =>
  call.sendFile(
    upload.content_type,
    Buffer.from(upload.bytes),
    /^image\/(png|jpeg|gif|webp)$/.test(upload.content_type) ? undefined : upload.file_name,
  );

/** A backlinks job's report, or with `StepId` that step's saved file. */
async function backlinkDocument(call: RestCall, jobId: string, stepId: string | undefined) {
  const [job] = await call.db.query<Parameters<typeof backlinkReport>[1] & { client_id: string }>(
    `select j.id, j.client_id, c.name as client_name, j.target_url, j.anchor_text, j.referring_site, j.live_url, j.status, to_char(j.start_date, 'YYYY-MM-DD') as start_date
       from backlink_jobs j join clients c on c.id = j.client_id where j.id = $1`,
    [jobId],
  );
  if (!job) throw notFound('blog or backlinks job', jobId);
  call.authorize(job.client_id, 'this backlinks job');
  if (stepId === undefined) {
    const { html, fileName } = await backlinkReport(call.db, job);
    return call.sendFile('text/html; charset=utf-8', html, fileName);
  }
  const [step] = await call.db.query<{ kind: string; upload_id: string | null }>(
    `select kind, data->>'uploadId' as upload_id from backlink_steps where id = $1 and job_id = $2`,
    [stepId, jobId],
  );
  if (!step) throw notFound(`step of backlinks job "${jobId}"`, stepId);
  const [upload] = step.upload_id
    ? await call.db.query<{ content_type: string; bytes: Uint8Array; file_name: string }>(
        'select content_type, bytes, file_name from uploads where id = $1 and client_id = $2',
        [step.upload_id, job.client_id],
      )
    : [];
  if (!upload) throw new HttpProblem(409, `The ${step.kind} step has no file yet; it gets one when it is saved.`);
  return sendUploaded(call, upload);
}

export const fileHandlers: Record<string, Handler> = {
  getUpload: async (call) => {
    const [upload] = await call.db.query<{ client_id: string; file_name: string; content_type: string; bytes: Uint8Array }>(
      'select client_id, file_name, content_type, bytes from uploads where id = $1',
      [call.params.id],
    );
    if (!upload) throw notFound('upload', call.params.id);
    call.authorize(upload.client_id, 'this upload');
    return sendUploaded(call, upload);
  },
  getPublicMedia: async (call) => {
    const [media] = await call.db.query<{ content_type: string; bytes: Uint8Array }>(
      `select content_type, bytes from uploads where id = $1 and is_public and content_type in ('image/png', 'image/jpeg', 'image/gif', 'image/webp')`,
      [call.params.id],
    );
    if (!media) throw notFound('image', call.params.id);
    return call.sendFile(media.content_type, Buffer.from(media.bytes));
  },
  getJobDocument: async (call) => {
    const jobId = call.params.jobId!;
    const stepId = call.query.StepId as string | undefined;
    const [blog] = await call.db.query('select 1 from blog_jobs where id = $1', [jobId]);
    if (!blog) return backlinkDocument(call, jobId, stepId);
    if (stepId !== undefined) throw badParameter('StepId', 'StepId names a step of a backlinks job; a blog job’s document has no steps.');
    const job = (await readRow(call, call.db, blogJobs, jobId, [
      'id',
      'clientId',
      'topic',
      'title',
      'publicationTitle',
      'metaDescription',
      'content',
      'contentVersion',
      'updatedOn',
    ])) as Record<string, string | number | null>;
    if (!job.content)
      throw new HttpProblem(409, `Blog job "${String(job.topic)}" has no content yet; a document can be made once it is generated.`);
    const [client] = await call.db.query<{ name: string }>('select name from clients where id = $1', [job.clientId]);
    const title = String(job.publicationTitle ?? job.title ?? job.topic);
    const html = [
      '<!doctype html>',
      '<html lang="en"><head><meta charset="utf-8">',
      `<title>${escapeHtml(title)}</title>`,
      `<meta name="description" content="${escapeHtml(String(job.metaDescription ?? ''))}">`,
      '</head><body><article>',
      `<h1>${escapeHtml(title)}</h1>`,
      String(job.content),
      '</article>',
      `<footer><p>${escapeHtml(client?.name ?? '')} · version ${String(job.contentVersion)} · saved ${String(job.updatedOn)}</p></footer>`,
      '</body></html>',
      '',
    ].join('\n');
    return call.sendFile('text/html; charset=utf-8', html, `${slug(String(job.topic))}.html`);
  },
};
