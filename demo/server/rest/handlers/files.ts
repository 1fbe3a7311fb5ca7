import type { Handler } from '../call.ts';
import { HttpProblem, notFound } from '../problems.ts';
import { readRow } from '../table-crud.ts';
import { blogJobs } from '../tables.ts';

/** Files the service hands out: uploads and a blog job's content as a document. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'document';

export const fileHandlers: Record<string, Handler> = {
  getUpload: async (call) => {
    const [upload] = await call.db.query<{ client_id: string; file_name: string; content_type: string; bytes: Uint8Array }>(
      'select client_id, file_name, content_type, bytes from uploads where id = $1',
      [call.params.id],
    );
    if (!upload) throw notFound('upload', call.params.id);
    call.authorize(upload.client_id, 'this upload');
    // Raster images show inline; anything else (SVG, HTML, documents) downloads, so it cannot run as a page here.
    const inline = /^image\/(png|jpeg|gif|webp)$/.test(upload.content_type);
    return call.sendFile(upload.content_type, Buffer.from(upload.bytes), inline ? undefined : upload.file_name);
  },
  getPublicMedia: async (call) => {
    const [media] = await call.db.query<{ content_type: string; bytes: Uint8Array }>(
      `select content_type, bytes from uploads where id = $1 and is_public and content_type in ('image/png', 'image/jpeg', 'image/gif', 'image/webp')`,
      [call.params.id],
    );
    if (!media) throw notFound('image', call.params.id);
    return call.sendFile(media.content_type, Buffer.from(media.bytes));
  },
  getBlogJobDocument: async (call) => {
    const job = (await readRow(call, call.db, blogJobs, call.params.jobId!, ['id', 'clientId', 'topic', 'title', 'publicationTitle', 'metaDescription', 'content', 'contentVersion', 'updatedOn'])) as Record<string, string | number | null>;
    if (!job.content) throw new HttpProblem(409, `Blog job "${String(job.topic)}" has no content yet; a document can be made once it is generated.`);
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
