import type { ActionItem, ClientActionItems, SocialPlatform } from '../../../../src/core/api/generated/graphql.ts';
import type { GraphQLContext } from '../context.ts';
import { can } from '../../auth/permissions.ts';
import { forbidden, notFound } from '../errors.ts';

const SOCIAL_PLATFORMS: readonly SocialPlatform[] = ['Facebook', 'GoogleBusinessProfile', 'Instagram', 'LinkedIn', 'X'];
// What waits on the firm: work sent to it for review.
const AWAITING_CLIENT = 'ReadyForExternalReview';

interface ClientFlags {
  id: string;
  is_auto_publish: boolean;
  social_auto_publish: boolean;
  is_enrolled_in_social_media: boolean;
  is_enrolled_in_gbp: boolean;
  is_connected_in_gsc: boolean;
  platforms: string[];
}

type ItemRow = { deliverable_id: string; service_name: string; status: ActionItem['status']; external_review_date: string | null };
type BlogRow = ItemRow & { id: string; topic: string };
type SocialRow = ItemRow & { job_id: string; post_id: string; platform: SocialPlatform };
type NotificationRow = ClientFlags & { blog_jobs: BlogRow[]; social_posts: SocialRow[] };

// One statement for the whole answer: the bell asks for it on every page of every firm, and each round trip
// to the database costs the service more than the work done there.
const NOTIFICATION_SQL = `
  select c.*,
    coalesce((select json_agg(platform) from connections where client_id = c.id), '[]') as platforms,
    coalesce((select json_agg(b order by b.review_order nulls last, b.id) from (
      select b.id, b.topic, d.id as deliverable_id, d.service_name, b.status, b.external_review_date as review_order,
             coalesce(b.external_review_date, d.external_review_date) as external_review_date
        from blog_jobs b join deliverables d on d.id = b.deliverable_id
       where b.client_id = c.id and b.status = $2 and not b.is_test) b), '[]') as blog_jobs,
    coalesce((select json_agg(s order by s.review_order nulls last, s.job_id, s.platform, s.post_id) from (
      select j.id as job_id, p.id as post_id, p.platform, d.id as deliverable_id, d.service_name, j.status, j.external_review_date as review_order,
             coalesce(j.external_review_date, d.external_review_date) as external_review_date
        from social_jobs j join deliverables d on d.id = j.deliverable_id join social_posts p on p.social_job_id = j.id
       where j.client_id = c.id and j.status = $2 and not j.is_test) s), '[]') as social_posts
  from clients c where c.id = $1`;

/** GetClientNotificationData: what the firm must approve, and which connections it still lacks. */
async function clientNotificationData(
  _: unknown,
  { input }: { input: { clientId: string } },
  context: GraphQLContext,
): Promise<ClientActionItems> {
  const [client] = await context.db.query<NotificationRow>(NOTIFICATION_SQL, [input.clientId, AWAITING_CLIENT]);
  if (!client) throw notFound('client', 'clientId', input.clientId);
  if (!can(context.viewer, input.clientId, 'read')) throw forbidden('this client');
  const { blog_jobs: blogJobs, social_posts: socialPosts } = client;

  const items = new Map<string, ActionItem>();
  const itemFor = (row: ItemRow) => {
    let item = items.get(row.deliverable_id);
    if (!item) {
      item = {
        deliverableId: row.deliverable_id,
        serviceName: row.service_name,
        status: row.status,
        externalReviewDate: row.external_review_date,
        blogJobs: [],
        socialMediaJobs: [],
      };
      items.set(row.deliverable_id, item);
    }
    return item;
  };
  for (const row of blogJobs) itemFor(row).blogJobs.push({ id: row.id, topic: row.topic });
  for (const row of socialPosts) {
    const item = itemFor(row);
    let job = item.socialMediaJobs.find((entry) => entry.id === row.job_id && entry.platform === row.platform);
    if (!job) item.socialMediaJobs.push((job = { id: row.job_id, platform: row.platform, posts: [] }));
    job.posts.push({ id: row.post_id });
  }
  return {
    id: client.id,
    socialMediaAutoPublish: client.social_auto_publish,
    wordPressAutoPublish: client.is_auto_publish,
    wordPressConnected: client.platforms.includes('WordPress'),
    isEnrolledInSocialMedia: client.is_enrolled_in_social_media,
    isEnrolledInGbp: client.is_enrolled_in_gbp,
    isConnectedInGsc: client.is_connected_in_gsc || client.platforms.includes('GoogleSearchConsole'),
    connectedPlatforms: SOCIAL_PLATFORMS.filter((platform) => client.platforms.includes(platform)),
    actionItems: [...items.values()],
  };
}

export const notificationResolvers = { Query: { clientNotificationData } };
