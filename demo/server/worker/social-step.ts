import { placeholderImageUrl, socialPostText } from '../domain/content.ts';
import { seededId } from '../store/seed/ids.ts';
import { keepDeliverableInStep, moveJob, type JobStep } from './job-step.ts';

/** The platforms a channel posts to; Google Business Profile is a channel of its own. */
const PLATFORMS_BY_CHANNEL: Record<string, readonly string[]> = {
  SocialMedia: ['Facebook', 'Instagram', 'LinkedIn', 'X'],
  GoogleBusinessProfile: ['GoogleBusinessProfile'],
};

interface SocialRow {
  id: string;
  topic: string;
  channel: string;
  is_test: boolean;
  deliverable_id: string | null;
  firm: string;
}

/** A started social or Google Business Profile job gets one post per platform, each with an image, and is ready for review. */
export const socialStep: JobStep = {
  label: 'social media job',
  due: (db, limit) => db.query(`select id, status from social_jobs where status = 'InProgress' order by updated_on, id limit $1`, [limit]),

  async advance(tx, job, context) {
    const [row] = await tx.query<SocialRow>(
      `select j.id, j.topic, j.channel, j.is_test, j.deliverable_id, c.name as firm
         from social_jobs j join clients c on c.id = j.client_id
        where j.id = $1 and j.status = 'InProgress' for update of j`,
      [job.id],
    );
    if (!row) return false;
    // The posts a job was started with are the platforms chosen for it; only a job without any gets the channel's.
    const [existing] = await tx.query('select 1 from social_posts where social_job_id = $1 limit 1', [row.id]);
    const missing = existing ? [] : (PLATFORMS_BY_CHANNEL[row.channel] ?? PLATFORMS_BY_CHANNEL.SocialMedia!);
    for (const platform of missing) {
      await tx.query(
        `insert into social_posts (id, social_job_id, platform, content, status, post_type, gbp_topic_type)
         values ($1, $2, $3, $4, 'New', 'AysharePost', case when $3 = 'GoogleBusinessProfile' then 'STANDARD' end)
         on conflict (id) do nothing`,
        [seededId(`${row.id}:${platform}`), row.id, platform, socialPostText(platform, row.topic, row.firm)],
      );
    }
    // Every post needs an image before it can go out (Instagram refuses a post without one).
    const bare = await tx.query<{ id: string; platform: string }>(
      'select p.id, p.platform from social_posts p where p.social_job_id = $1 and not exists (select 1 from social_images i where i.social_post_id = p.id)',
      [row.id],
    );
    for (const post of bare) {
      const url = placeholderImageUrl(context.publicUrl, `${row.topic} ${post.platform}`);
      await tx.query(
        `insert into social_images (id, social_post_id, s3_url, original_url, source) values ($1, $2, $3, $3, 'AI') on conflict (id) do nothing`,
        [seededId(`${post.id}:image`), post.id, url],
      );
    }
    await moveJob(tx, 'social_job', row.id, 'InProgress', 'TaskReady');
    if (!row.is_test) await keepDeliverableInStep(tx, row.deliverable_id, 'TaskReady');
    return true;
  },
};
