import { blogHtml, blogTitle, metaDescription, placeholderImageUrl } from '../domain/content.ts';
import type { Queryable } from '../store/db.ts';
import { seededId } from '../store/seed/ids.ts';
import { keepDeliverableInStep, moveJob, stableNumber, WORKER_NAME, type JobStep, type StepContext } from './job-step.ts';

// A started blog job is written (Processing), then ready for the agency's review (TaskReady).
const NEXT: Record<string, string> = { InProgress: 'Processing', Processing: 'TaskReady' };

interface BlogRow {
  id: string;
  topic: string;
  is_test: boolean;
  deliverable_id: string | null;
  content: string;
  content_version: number;
  firm: string;
}

export const blogStep: JobStep = {
  label: 'blog job',
  due: (db, limit) =>
    db.query(`select id, status from blog_jobs where status in ('InProgress', 'Processing') order by updated_on, id limit $1`, [limit]),

  async advance(tx, job, context) {
    const [row] = await tx.query<BlogRow>(
      `select b.id, b.topic, b.is_test, b.deliverable_id, b.content, b.content_version, c.name as firm
         from blog_jobs b join clients c on c.id = b.client_id
        where b.id = $1 and b.status = $2 for update of b`,
      [job.id, job.status],
    );
    const to = NEXT[job.status];
    if (!row || !to) return false;
    if (to === 'TaskReady') await writeBlog(tx, row, context);
    await moveJob(tx, 'blog_job', row.id, job.status, to);
    if (!row.is_test) await keepDeliverableInStep(tx, row.deliverable_id, to);
    return true;
  },
};

/** The generated article: content and its first revision, title and meta, images, QC results and scores. */
async function writeBlog(tx: Queryable, job: BlogRow, context: StepContext): Promise<void> {
  const featured = placeholderImageUrl(context.publicUrl, job.topic);
  const embedded = placeholderImageUrl(context.publicUrl, `${job.topic} 2`);
  const content = blogHtml(job.topic, job.firm, featured);
  const title = blogTitle(job.topic);
  // A job written before keeps its history: the new text is the next version, so a save against the old one is a conflict.
  const [latest] = await tx.query<{ version: number | null }>(
    'select max(version) as version from blog_job_revisions where blog_job_id = $1',
    [job.id],
  );
  const written = latest?.version != null || job.content !== '';
  const version = written ? Math.max(latest?.version ?? 0, job.content_version) + 1 : 1;
  await tx.query(
    `update blog_jobs set content = $2, content_version = $3, title = $4, publication_title = coalesce(publication_title, $4),
            meta_description = $5, qc_results = $6 where id = $1`,
    [job.id, content, version, title, metaDescription(job.topic, job.firm), JSON.stringify(qcResults())],
  );
  await tx.query('insert into blog_job_revisions (blog_job_id, version, title, content, saved_by) values ($1, $2, $3, $4, $5)', [
    job.id,
    version,
    title,
    content,
    WORKER_NAME,
  ]);
  const images = [
    { type: 'Featured', name: `${job.topic} featured`, imageId: `ai-${job.id.slice(0, 8)}`, url: featured, provider: 'AI' },
    { type: 'Embedded', name: `${job.topic} embedded`, imageId: `ss-${job.id.slice(0, 8)}`, url: embedded, provider: 'Shutterstock' },
  ];
  for (const image of images) {
    // A job keeps the image a person already chose for a slot.
    await tx.query(
      `insert into blog_images (id, blog_job_id, name, image_id, preview_url, type, image_provider)
       select $1, $2, $3, $4, $5, $6, $7 where not exists (select 1 from blog_images where blog_job_id = $2 and type = $6)
       on conflict (id) do nothing`,
      [seededId(`${job.id}:${image.type.toLowerCase()}`), job.id, image.name, image.imageId, image.url, image.type, image.provider],
    );
  }
  const score = (salt: string, base: number, spread: number) => base + stableNumber(`${job.topic}:${salt}`, spread);
  await tx.query(
    `insert into blog_job_scores (id, blog_job_id, overall, readability, seo, originality) values ($1, $2, $3, $4, $5, $6)
     on conflict (id) do update set overall = excluded.overall, readability = excluded.readability, seo = excluded.seo, originality = excluded.originality, created_on = now()`,
    [
      seededId(`${job.id}:score`),
      job.id,
      score('overall', 76, 18),
      score('readability', 70, 22),
      score('seo', 74, 20),
      score('originality', 88, 11),
    ],
  );
}

function qcResults() {
  return [
    { category: 'Formatting', result: 'Passed', feedback: 'Headings and lists are well formed.' },
    { category: 'Hallucinations', result: 'Passed', feedback: 'No unsupported claims found.' },
    { category: 'ExternalLinks', result: 'Passed', feedback: 'External links point to authoritative sources.' },
  ];
}
