import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogHtml, metaDescription, placeholderImageUrl, socialPostText } from '../../demo/server/domain/content.ts';
import type { Db } from '../../demo/server/store/db.ts';
import { clientIdOf, DEMO, MAIN_CLIENT, startTestService, type TestService } from './support/service.ts';

let service: TestService;
let db: Db;
let main: string;
const ids = { blog: '', social: '', gbp: '', seo: '', backlink: '', landing: randomUUID(), ads: randomUUID() };

// The columns the test reads; each query selects the ones it needs.
interface Row {
  id: string;
  topic: string;
  status: string;
  content: string;
  content_version: number;
  title: string;
  meta_description: string;
  qc_results: unknown[];
  n: number;
}
const one = async <T = Row>(sql: string, params: unknown[] = []) => (await db.query<T>(sql, params))[0]!;
const statusOf = async (table: string, id: string) =>
  (await one<{ status: string }>(`select status from ${table} where id = $1`, [id])).status;
const resourceStatus = async (id: string) =>
  (await one<{ status: string }>(`select data->>'status' as status from resources where id = $1`, [id])).status;
const runOnce = () => service.app.worker.runOnce();

beforeAll(async () => {
  service = await startTestService();
  db = service.app.db;
  main = clientIdOf(MAIN_CLIENT);
  ids.blog = (
    await one(`select id from blog_jobs where client_id = $1 and status = 'InProgress' and content = '' order by id limit 1`, [main])
  ).id;
  ids.seo = (
    await one(
      `select id from seo_jobs s where client_id = $1 and status = 'Pending' and exists (select 1 from deliverables d join subscription_periods p on p.id = d.period_id where d.id = s.deliverable_id and p.start_date <= current_date) limit 1`,
      [main],
    )
  ).id;
  // What the start mutations would have done: jobs started, a backlink job due today, ads work queued.
  ids.social = (
    await one(`select id from social_jobs where client_id = $1 and channel = 'SocialMedia' and status = 'NotStarted' limit 1`, [main])
  ).id;
  ids.gbp = (
    await one(`select id from social_jobs where client_id = $1 and channel = 'GoogleBusinessProfile' and status = 'NotStarted' limit 1`, [
      main,
    ])
  ).id;
  ids.backlink = (await one(`select id from backlink_jobs where client_id = $1 and status = 'Initialized' limit 1`, [main])).id;
  await db.query(`update social_jobs set status = 'InProgress' where id in ($1, $2)`, [ids.social, ids.gbp]);
  await db.query('update backlink_jobs set start_date = current_date where id = $1', [ids.backlink]);
  await db.query('delete from seo_changes where seo_job_id = $1', [ids.seo]);
  await db.query(
    `insert into resources (id, kind, client_id, data) values ($1, 'landingPageJob', $3, '{"status":"Pending","topic":"free consultation"}'), ($2, 'googleAdsCampaign', $3, '{"status":"InProgress","campaignName":"Spring"}')`,
    [ids.landing, ids.ads, main],
  );
});
afterAll(() => service?.close());

describe('the background worker', () => {
  it('moves every started job one step per run', async () => {
    expect(await runOnce()).toBeGreaterThanOrEqual(7);
    expect(await statusOf('blog_jobs', ids.blog)).toBe('Processing');
    expect((await one('select content from blog_jobs where id = $1', [ids.blog])).content).toBe('');
    expect(await statusOf('seo_jobs', ids.seo)).toBe('InProgress');
    expect(await statusOf('social_jobs', ids.social)).toBe('TaskReady');
    expect(await statusOf('social_jobs', ids.gbp)).toBe('TaskReady');
    expect(await statusOf('backlink_jobs', ids.backlink)).toBe('Pending');
    expect(await resourceStatus(ids.landing)).toBe('InProgress');
    expect(await resourceStatus(ids.ads)).toBe('ReadyForReview');

    const history = await db.query(
      `select from_status, to_status, changed_by from status_history where entity_kind = 'blog_job' and entity_id = $1 order by id`,
      [ids.blog],
    );
    expect(history.at(-1)).toEqual({ from_status: 'InProgress', to_status: 'Processing', changed_by: 'FirmPilot worker' });
    const deliverable = await one('select d.status from deliverables d join blog_jobs b on b.deliverable_id = d.id where b.id = $1', [
      ids.blog,
    ]);
    expect(deliverable.status).toBe('Processing');
  });

  it('writes social posts per platform, each with an image, and keeps the deliverable in step', async () => {
    const posts = await db.query<{ platform: string; content: string; images: number }>(
      `select p.platform, p.content, (select count(*)::int from social_images i where i.social_post_id = p.id) as images
         from social_posts p where p.social_job_id = $1 order by p.platform`,
      [ids.social],
    );
    const { topic } = await one('select topic from social_jobs where id = $1', [ids.social]);
    expect(posts).toEqual(
      ['Facebook', 'Instagram', 'LinkedIn', 'X'].map((platform) => ({
        platform,
        content: socialPostText(platform, topic, MAIN_CLIENT),
        images: 1,
      })),
    );
    const gbp = await db.query('select platform from social_posts where social_job_id = $1', [ids.gbp]);
    expect(gbp).toEqual([{ platform: 'GoogleBusinessProfile' }]);
    expect(
      (await one('select d.status from deliverables d join social_jobs j on j.deliverable_id = d.id where j.id = $1', [ids.social])).status,
    ).toBe('TaskReady');
  });

  it('finishes the blog with content, revision, images, QC results and scores on the next run', async () => {
    await runOnce();
    expect(await statusOf('blog_jobs', ids.blog)).toBe('TaskReady');
    const job = await one('select topic, content, content_version, title, meta_description, qc_results from blog_jobs where id = $1', [
      ids.blog,
    ]);
    expect(job.content).toBe(blogHtml(job.topic, MAIN_CLIENT, placeholderImageUrl(service.url, job.topic)));
    expect(job.meta_description).toBe(metaDescription(job.topic, MAIN_CLIENT));
    expect(job.content_version).toBe(1);
    expect(job.qc_results.length).toBeGreaterThan(0);
    expect(await db.query('select version, saved_by from blog_job_revisions where blog_job_id = $1', [ids.blog])).toEqual([
      { version: 1, saved_by: 'FirmPilot worker' },
    ]);
    expect(
      (await db.query('select type from blog_images where blog_job_id = $1 order by type', [ids.blog])).map((row) => row.type),
    ).toEqual(['Embedded', 'Featured']);
    expect((await one('select count(*)::int as n from blog_job_scores where blog_job_id = $1', [ids.blog])).n).toBe(1);

    const seen = await service.graphql<{ blogJob: { status: string; content: string; contentVersion: number } }>(
      DEMO.owner,
      'query ($id: ID!) { blogJob(input: { id: $id }) { status content contentVersion } }',
      { id: ids.blog },
    );
    expect(seen.errors).toBeUndefined();
    expect(seen.data!.blogJob).toEqual({ status: 'TaskReady', content: job.content, contentVersion: 1 });
  });

  it('finishes SEO jobs with a change set, and landing pages for review', async () => {
    expect(await statusOf('seo_jobs', ids.seo)).toBe('ReadyForPreProcessingReview');
    const changes = await db.query('select field from seo_changes where seo_job_id = $1 order by position', [ids.seo]);
    expect(changes.map((row) => row.field)).toEqual([
      'title',
      'metaDescription',
      'h1',
      'heading',
      'heading',
      'bodySection',
      'imageAlt',
      'imageAlt',
      'schema',
      'internalLinks',
    ]);
    expect(await resourceStatus(ids.landing)).toBe('ReadyForReview');
  });

  it('leaves jobs alone once they wait on people', async () => {
    await runOnce();
    expect(await statusOf('blog_jobs', ids.blog)).toBe('TaskReady');
    expect(await statusOf('seo_jobs', ids.seo)).toBe('ReadyForPreProcessingReview');
    expect(await statusOf('backlink_jobs', ids.backlink)).toBe('Pending');
    expect(await resourceStatus(ids.ads)).toBe('ReadyForReview');
    expect((await one('select count(*)::int as n from social_posts where social_job_id = $1', [ids.social])).n).toBe(4);
  });

  it('takes an SEO job from pre-processing review through execution to post-processing review and completion', async () => {
    // Staff pass the changes as they read them: the job's changesHash.
    const qc = async (name: string, seoJobId: string) => {
      const read = await service.graphql<{ seoJob: { changesHash: string } }>(
        DEMO.admin,
        'query ($id: ID!) { seoJob(input: { id: $id }) { changesHash } }',
        { id: seoJobId },
      );
      return service.graphql<Record<string, { newJobId?: string; message: string }>>(
        DEMO.admin,
        `mutation ($input: QcSeoJobInput!) { ${name}(input: $input) { message ${name === 'qcPreProcessSeoJob' ? 'newJobId' : ''} } }`,
        {
          input: { seoJobId, result: 'Passed', expectedChangesHash: read.data!.seoJob.changesHash },
        },
      );
    };
    const approved = await qc('qcPreProcessSeoJob', ids.seo);
    expect(approved.errors).toBeUndefined();
    const execution = approved.data!.qcPreProcessSeoJob!.newJobId!;
    expect(await statusOf('seo_jobs', execution)).toBe('InProgress');
    await runOnce();
    expect(await statusOf('seo_jobs', execution)).toBe('ReadyForPostProcessingReview');
    expect((await qc('qcPostProcessSeoJob', execution)).errors).toBeUndefined();
    expect(await statusOf('seo_jobs', execution)).toBe('Complete');
  });
});
