import { randomUUID } from 'node:crypto';
import type { SocialChannel, SocialPlatform } from '../../../../src/core/api/generated/graphql.ts';
import { socialPostText } from '../../domain/content.ts';
import type { Queryable } from '../../store/db.ts';
import { badInput, illegalTransition } from '../errors.ts';
import type { DeliverableRow } from '../targets.ts';
import { TOPIC_MAX, requireText } from './blog-input.ts';
import { moveSocialJob, type SocialJobRecord } from './social-jobs.ts';

/** The service a deliverable must have for each channel (matched case-insensitively, as the sidebar does). */
export const CHANNEL_SERVICE: Record<SocialChannel, string> = {
  SocialMedia: 'Social Media',
  GoogleBusinessProfile: 'Google Business Profile',
};
const GBP: SocialPlatform = 'GoogleBusinessProfile';

export function channelOfDeliverable(deliverable: DeliverableRow, field: string): SocialChannel {
  const service = deliverable.service_name.trim().toLowerCase();
  const channel = (Object.keys(CHANNEL_SERVICE) as SocialChannel[]).find((key) => CHANNEL_SERVICE[key].toLowerCase() === service);
  if (!channel)
    throw badInput(field, `is a ${deliverable.service_name} deliverable; choose a Social Media or Google Business Profile deliverable.`);
  return channel;
}

/** Social media jobs post to the social networks; Google Business Profile jobs post only to the profile. */
export function requirePlatforms(field: string, platforms: readonly SocialPlatform[], channel: SocialChannel): SocialPlatform[] {
  if (platforms.length === 0) throw badInput(field, 'must name at least one platform.');
  const distinct = [...new Set(platforms)];
  if (distinct.length !== platforms.length) throw badInput(field, 'names a platform twice.');
  if (channel === 'GoogleBusinessProfile' && distinct.some((platform) => platform !== GBP)) {
    throw badInput(field, 'must be [GoogleBusinessProfile] for a Google Business Profile job.');
  }
  if (channel === 'SocialMedia' && distinct.includes(GBP))
    throw badInput(field, 'cannot include GoogleBusinessProfile for a social media job; use the Google Business Profile channel.');
  return distinct;
}

export const requireTopic = (field: string, topic: string) => requireText(field, topic, TOPIC_MAX);

export interface NewSocialJob {
  clientId: string;
  deliverableId: string | null;
  parentJobId: string | null;
  channel: SocialChannel;
  isTest: boolean;
  topic: string;
  platforms: SocialPlatform[];
}

/**
 * Creates a job with one post per platform and starts it (NotStarted, then InProgress, both in its
 * history). The background worker picks InProgress jobs up, adds images and sends them to review.
 */
export async function createStartedSocialJob(tx: Queryable, job: NewSocialJob, by: string): Promise<string> {
  const id = randomUUID();
  await tx.query(
    `insert into social_jobs (id, client_id, deliverable_id, parent_job_id, channel, is_test, topic, status) values ($1, $2, $3, $4, $5, $6, $7, 'NotStarted')`,
    [id, job.clientId, job.deliverableId, job.parentJobId, job.channel, job.isTest, job.topic],
  );
  await insertPosts(tx, id, job.platforms);
  await moveSocialJob(
    tx,
    { id, status: 'NotStarted', deliverable_id: job.deliverableId, is_test: job.isTest },
    'start',
    'start the social media job',
    by,
  );
  return id;
}

/**
 * One post per chosen platform, with its first draft: the posts record which platforms the job posts
 * to, and the worker (which adds images and moves the job on) keeps posts that exist.
 */
async function insertPosts(tx: Queryable, jobId: string, platforms: readonly SocialPlatform[]): Promise<void> {
  const [job] = await tx.query<{ topic: string; firm: string }>(
    'select j.topic, c.name as firm from social_jobs j join clients c on c.id = j.client_id where j.id = $1',
    [jobId],
  );
  for (const platform of platforms) {
    // A profile post starts as a standard update without a button, as Google's own default (topic type STANDARD).
    await tx.query(
      `insert into social_posts (id, social_job_id, platform, content, status, gbp_topic_type)
                    values ($1, $2, $3, $4, 'New', case when $3 = 'GoogleBusinessProfile' then 'STANDARD' end)`,
      [randomUUID(), jobId, platform, socialPostText(platform, job!.topic, job!.firm)],
    );
  }
}

/**
 * Starts the deliverable's job. A job that has not started (or failed) is started again with the new
 * topic and platforms; a deliverable whose work is under way or done is refused (regenerate replaces it).
 */
export async function startDeliverableJob(
  tx: Queryable,
  deliverable: DeliverableRow,
  input: { topic: string; platforms: SocialPlatform[] },
  by: string,
  fieldPrefix = '',
): Promise<string> {
  const channel = channelOfDeliverable(deliverable, `${fieldPrefix}deliverableId`);
  const topic = requireTopic(`${fieldPrefix}topic`, input.topic);
  const platforms = requirePlatforms(`${fieldPrefix}platforms`, input.platforms, channel);
  const [current] = await tx.query<SocialJobRecord>(
    `select * from social_jobs where deliverable_id = $1 and status <> 'Canceled' and not is_test order by created_on desc, id desc limit 1 for update`,
    [deliverable.id],
  );
  if (current && current.status !== 'NotStarted' && current.status !== 'Failed') {
    throw illegalTransition('social media deliverable', `start a new job for deliverable ${deliverable.name}`, current.status);
  }
  if (!current) {
    return createStartedSocialJob(
      tx,
      { clientId: deliverable.client_id, deliverableId: deliverable.id, parentJobId: null, channel, isTest: false, topic, platforms },
      by,
    );
  }
  // Posts of a failed attempt are not worth keeping: the job starts over with the new platforms.
  await tx.query('delete from social_images where social_post_id in (select id from social_posts where social_job_id = $1)', [current.id]);
  await tx.query('delete from social_posts where social_job_id = $1', [current.id]);
  await tx.query(
    'update social_jobs set topic = $2, channel = $3, human_qc = $4, rejection_reason = null, rejection_comment = null, updated_on = now() where id = $1',
    [current.id, topic, channel, 'Unevaluated'],
  );
  await insertPosts(tx, current.id, platforms);
  await moveSocialJob(tx, current, 'start', 'start the social media job', by);
  return current.id;
}
