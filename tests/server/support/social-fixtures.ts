import { randomUUID } from 'node:crypto';
import { pngOf } from '../../support/image-files.ts';
import { approveSocialJobAsStored } from './approval-fixtures.ts';
import type { TestService } from './service.ts';

// Social media jobs of the tests' own, made straight in the database of a test service, and what a
// refused call must leave exactly as it was: the job, its deliverable, posts, images and approvals.

export interface SocialFixture {
  id: string;
  deliverableId: string;
  clientId: string;
  posts: Array<{ id: string; platform: string; imageId: string }>;
}

/** A job in `status` with a deliverable in the client's current period, one post per platform, an image on each. */
export async function makeSocialJob(
  service: TestService,
  status: string,
  options: { clientId: string; channel?: string; platforms?: string[]; content?: (platform: string) => string },
): Promise<SocialFixture> {
  const db = service.app.db;
  const channel = options.channel ?? 'SocialMedia';
  const platforms = options.platforms ?? (channel === 'SocialMedia' ? ['Facebook', 'X'] : ['GoogleBusinessProfile']);
  const serviceName = channel === 'SocialMedia' ? 'Social Media' : 'Google Business Profile';
  const [period] = await db.query<{ id: string }>(
    'select id from subscription_periods where client_id = $1 and start_date <= current_date and end_date >= current_date',
    [options.clientId],
  );
  const fixture: SocialFixture = { id: randomUUID(), deliverableId: randomUUID(), clientId: options.clientId, posts: [] };
  await db.query('insert into deliverables (id, client_id, period_id, service_name, name, status) values ($1, $2, $3, $4, $5, $6)', [
    fixture.deliverableId,
    options.clientId,
    period?.id ?? null,
    serviceName,
    `Fixture ${serviceName}`,
    status,
  ]);
  await db.query('insert into social_jobs (id, client_id, deliverable_id, channel, topic, status) values ($1, $2, $3, $4, $5, $6)', [
    fixture.id,
    options.clientId,
    fixture.deliverableId,
    channel,
    'office move',
    status,
  ]);
  for (const platform of platforms) {
    const post = { id: randomUUID(), platform, imageId: randomUUID() };
    await db.query('insert into social_posts (id, social_job_id, platform, content) values ($1, $2, $3, $4)', [
      post.id,
      fixture.id,
      platform,
      options.content?.(platform) ?? `We moved (${platform})`,
    ]);
    await db.query(`insert into social_images (id, social_post_id, s3_url, source) values ($1, $2, $3, 'AI')`, [
      post.imageId,
      post.id,
      `http://img.example/${platform}.svg`,
    ]);
    fixture.posts.push(post);
  }
  if (status === 'ReadyForPublication' || status === 'Published') await approveSocialJobAsStored(db, fixture.id);
  return fixture;
}

/** Everything stored about a job, as text: equal before and after a refused call, or something changed. */
export async function jobState(service: TestService, jobId: string): Promise<string> {
  const [row] = await service.app.db.query<{ state: unknown }>(
    `select json_build_object(
       'job', (select row_to_json(j) from social_jobs j where j.id = $1),
       'deliverable', (select row_to_json(d) from deliverables d join social_jobs j on j.deliverable_id = d.id where j.id = $1),
       'posts', (select json_agg(p order by p.id) from social_posts p where p.social_job_id = $1),
       'images', (select json_agg(i order by i.id) from social_images i join social_posts p on p.id = i.social_post_id where p.social_job_id = $1),
       'approvals', (select json_agg(a order by a.id) from social_job_approvals a where a.social_job_id = $1),
       'history', (select count(*) from status_history h where h.entity_id = $1),
       'jobs', (select count(*) from social_jobs)) as state`,
    [jobId],
  );
  return JSON.stringify(row!.state);
}

export const PNG = pngOf(2);

/** SocialMediaManualUploadImage as the portal sends it: a GraphQL multipart request. */
export async function uploadImage(
  service: TestService,
  user: string,
  postId: string,
): Promise<{ data?: Record<string, unknown>; errors?: Array<{ message: string; extensions?: { code?: string } }> }> {
  const form = new FormData();
  form.set(
    'operations',
    JSON.stringify({
      query:
        'mutation($input: SocialMediaManualUploadImageInput!) { socialMediaManualUploadImage(input: $input) { message image { source s3Url } } }',
      variables: { input: { socialMediaPostId: postId, file: null } },
    }),
  );
  form.set('map', JSON.stringify({ 0: ['variables.input.file'] }));
  form.set('0', new Blob([PNG], { type: 'image/png' }), 'office.png');
  const response = await fetch(`${service.url}/graphql`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${await service.tokenFor(user)}`, 'graphql-preflight': '1' },
  });
  return (await response.json()) as never;
}
