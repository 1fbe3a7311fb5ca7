import { placeholderImageUrl } from '../../domain/content.ts';
import { socialContentHash, type ApprovedPost } from '../../domain/social-approval.ts';
import type { SeedClient, SeedRows } from './client-rows.ts';
import { SHOWCASE_JOBS, type ShowcaseJob } from './social-showcase-texts.ts';
import { seededId } from './ids.ts';

/**
 * The main demo client's social and Google Business Profile posts for the review pages: besides
 * the demo's two jobs of each channel a period (waiting for review, scheduled), one job in each other status
 * the board shows, on every platform, with dates spread over the current month for the calendar. None waits
 * for the firm (ReadyForExternalReview), so the bell and Home's queue count what they counted before.
 */
export interface ShowcasePeriod {
  periodId: string;
  contractId: string;
  /** The period's first and last days, YYYY-MM-DD. */
  start: string;
  end: string;
}

const dayOf = (iso: string) => Number(iso.slice(8, 10));
const withDay = (iso: string, day: number) => `${iso.slice(0, 8)}${String(day).padStart(2, '0')}`;

/**
 * A day of the period: published work falls between the first day and today, scheduled work between
 * tomorrow and the last day (or tomorrow, on the month's last day), so both read true on any date.
 */
function dayFor(job: ShowcaseJob, today: string, period: ShowcasePeriod, index: number): string {
  const first = dayOf(period.start);
  const last = dayOf(period.end);
  const now = dayOf(today);
  if (job.status === 'Published') return withDay(today, Math.max(first, Math.min(now, first + index * 3)));
  if (job.status === 'ReadyForPublication') return withDay(today, Math.min(last, Math.max(now + 1, now + 2 + index * 2)));
  return withDay(today, Math.min(last, first + 4 + index * 3));
}

export function addSocialShowcase(rows: SeedRows, client: SeedClient, period: ShowcasePeriod): void {
  const handle = client.name.toLowerCase().replace(/[^a-z]+/g, '');
  const website = `https://www.${handle}.example`;
  SHOWCASE_JOBS.forEach((job, index) => {
    const deliverableId = seededId(`${client.id}:showcase:${job.key}`);
    const jobId = seededId(`${deliverableId}:${job.channel}`);
    const day = dayFor(job, client.today, period, index);
    const service = job.channel === 'SocialMedia' ? 'Social Media' : 'Google Business Profile';
    rows.deliverables!.push({
      id: deliverableId,
      client_id: client.id,
      period_id: period.periodId,
      contract_id: period.contractId,
      service_name: service,
      // Due after the demo's own two deliverables (days 8 and 10), so lists sorted by due date still start with those.
      name: `${service}: ${job.topic}`,
      status: job.status,
      due_date: withDay(period.start, dayOf(period.start) + 11 + index),
      // Done the day its posts went out.
      completed_on: job.status === 'Published' ? `${day}T15:00:00.000Z` : null,
    });
    const approved = job.status === 'Published' || job.status === 'ReadyForPublication';
    rows.social_jobs!.push({
      id: jobId,
      client_id: client.id,
      deliverable_id: deliverableId,
      channel: job.channel,
      topic: job.topic,
      status: job.status,
      human_qc: approved ? 'Passed' : job.status === 'Declined' ? 'Failed' : 'Unevaluated',
      rejection_reason: job.rejection?.reason ?? null,
      rejection_comment: job.rejection?.comment ?? null,
    });
    rows.status_history!.push({
      entity_kind: 'social_job',
      entity_id: jobId,
      from_status: 'InProgress',
      to_status: job.status,
      changed_by: 'FirmPilot',
    });
    const snapshot: ApprovedPost[] = [];
    job.posts.forEach((post, position) => {
      const postId = seededId(`${jobId}:${post.platform}`);
      const published = job.status === 'Published';
      const at = `${day}T${String(14 + position).padStart(2, '0')}:00:00.000Z`;
      const providerId = `${1800000000 + index * 1000 + position}`;
      const postUrl = published ? networkUrl(post.platform, handle, providerId) : null;
      const imageUrl = placeholderImageUrl(client.publicUrl, `${job.topic} ${post.platform}`);
      rows.social_posts!.push({
        id: postId,
        social_job_id: jobId,
        platform: post.platform,
        content: post.text,
        status: published ? 'Complete' : 'New',
        post_type: 'AysharePost',
        scheduled_for: job.status === 'ReadyForPublication' || published ? at : null,
        publication_date: published ? at : null,
        provider_post_id: published ? providerId : null,
        post_url: postUrl,
        published_by: published ? 'user-admin' : null,
        gbp_topic_type: post.gbp?.topicType ?? null,
        call_to_action: post.gbp?.callToAction ?? null,
        call_to_action_url: post.gbp?.path === undefined ? null : `${website}${post.gbp.path}`,
      });
      rows.social_images!.push({
        id: seededId(`${postId}:image`),
        social_post_id: postId,
        s3_url: imageUrl,
        source: position % 2 ? 'Shutterstock' : 'AI',
        human_qc: approved ? 'Passed' : 'Unevaluated',
      });
      snapshot.push({ postId, platform: post.platform, content: post.text, contentVersion: 1, imageUrl, postUrl: null });
    });
    // What the firm approved before the posts went out: the record the approval page shows from the start.
    if (approved && snapshot.length) {
      rows.social_job_approvals!.push({
        id: seededId(`${jobId}:approval`),
        social_job_id: jobId,
        content_hash: socialContentHash(snapshot),
        posts: snapshot,
        approved_by: 'owner@demo.test',
        approved_on: `${withDay(client.today, Math.min(dayOf(client.today), Math.max(dayOf(period.start), dayOf(day) - 2)))}T10:00:00.000Z`,
      });
    }
  });
}

/** The link each network gives a published post, in that network's own shape. */
function networkUrl(platform: string, handle: string, providerId: string): string {
  switch (platform) {
    case 'Facebook':
      return `https://www.facebook.com/${handle}/posts/${providerId}`;
    case 'Instagram':
      return `https://www.instagram.com/p/Hv${providerId.slice(-6)}/`;
    case 'LinkedIn':
      return `https://www.linkedin.com/feed/update/urn:li:share:${providerId}/`;
    case 'X':
      return `https://x.com/${handle}/status/${providerId}`;
    default:
      return `https://posts.gle/hv${providerId.slice(-6)}`;
  }
}
