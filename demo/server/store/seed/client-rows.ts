import { blogHtml, blogTitle, metaDescription, placeholderImageUrl, seoChangeSet, socialPostText } from '../../domain/content.ts';
import { evidenceFiles } from './backlink-evidence.ts';
import { seededId } from './ids.ts';
import { contentHash } from '../../domain/approvals.ts';
import { inHashOrder } from '../../../../src/shared/approvals/social-posts-text.ts';
import { socialContentHash } from '../../domain/social-approval.ts';
import { disclaimerOf } from './disclaimers.ts';
import { addSocialShowcase } from './social-showcase.ts';
import { addSeoShowcase, practiceAreaUrl, seedFailureReason } from './seo-showcase.ts';
import { addSettingsShowcase } from './settings-showcase.ts';
import { hash01 } from './hash.ts';
import { addSearchConsoleRows } from './search-console-rows.ts';

export type SeedRows = Record<string, Array<Record<string, unknown>>>;

export interface SeedClient {
  id: string;
  name: string;
  index: number;
  today: string;
  publicUrl: string;
  churned: boolean;
  inSetup: boolean;
  /** One of the demo's named firms (demo.ts), not a generated bench client: it gets a year of history and search data. */
  named: boolean;
}

/** Past periods before the current one: a year's worth for the Reporting charts' twelve periods; bench clients keep five. */
const NAMED_PAST_PERIODS = 11;
const GENERATED_PAST_PERIODS = 5;
const DONE_STATUSES = ['Published', 'Complete'];

const ALL_JOB_STATUSES = [
  'Canceled',
  'ClientNotified',
  'Complete',
  'Declined',
  'Failed',
  'InProgress',
  'NotStarted',
  'Processing',
  'Published',
  'ReadyForExternalReview',
  'ReadyForPublication',
  'TaskReady',
  'Unknown',
];
const USUAL_BLOG_STATUSES = ['ReadyForExternalReview', 'ReadyForPublication', 'InProgress', 'Published'];
const SEO_STATUSES = [
  'Canceled',
  'Complete',
  'DiscoveryFailed',
  'Draft',
  'ExecutionFailed',
  'InProgress',
  'Pending',
  'ReadyForPostProcessingReview',
  'ReadyForPreProcessingReview',
  'Unknown',
];
const SOCIAL_PLATFORMS = ['Facebook', 'Instagram', 'LinkedIn', 'X'];
const TOPICS = [
  'what to do after a car accident',
  'how child custody is decided',
  'filing for bankruptcy without losing your home',
  'wrongful termination claims',
  'setting up a living trust',
  'your rights during a police stop',
  'workplace injury compensation',
  'choosing a business entity',
  'contesting a will',
  'visa options for skilled workers',
  'slip and fall liability',
  'prenuptial agreements explained',
  'tax audit defense',
  'power of attorney basics',
  'landlord and tenant disputes',
];
const SERVICES = ['Blog', 'Social Media', 'Google Business Profile', 'SEO', 'Backlink'];

const monthStart = (iso: string, offset: number) => {
  const d = new Date(`${iso.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + offset);
  return d.toISOString().slice(0, 10);
};
const monthEnd = (iso: string, offset: number) => {
  const d = new Date(`${monthStart(iso, offset + 1)}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
};
const daysFrom = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** Everything one demo client has: contract, periods, deliverables and jobs of every kind, connections and settings. */
export function buildClientRows(rows: SeedRows, client: SeedClient): void {
  const { id, name, index, today } = client;
  const main = index === 0;
  const sid = (what: string) => seededId(`${id}:${what}`);
  rows.clients!.push({
    id,
    name,
    website_url: `https://www.${name.toLowerCase().replace(/[^a-z]+/g, '')}.example`,
    is_ready: !client.inSetup,
    is_auto_publish: index % 3 === 1,
    social_auto_publish: index % 4 === 1,
    gbp_auto_publish: index % 5 === 1,
    is_enrolled_in_social_media: index % 2 === 0 || index === 1,
    is_enrolled_in_gbp: index % 3 !== 2,
    is_connected_in_gsc: isConnectedInGsc(index),
    enable_automated_competitor_retrieval: index % 2 === 1,
    ayrshare_profile_key: index % 2 === 0 ? `profile-${index}` : null,
    bubble_app_url: main ? `${client.publicUrl}/__targets/bubble` : null,
    advertising_disclaimer: disclaimerOf(index),
  });
  const contractId = sid('contract');
  if (client.inSetup) {
    // Signed but not ready: its contract starts next month, and it has no periods or work yet.
    rows.contracts!.push({ id: contractId, client_id: id, start_date: monthStart(today, 1), end_date: null });
    return;
  }

  const contractEnd = client.churned ? daysFrom(today, -60) : null;
  const pastPeriods = client.named ? NAMED_PAST_PERIODS : GENERATED_PAST_PERIODS;
  rows.contracts!.push({ id: contractId, client_id: id, start_date: monthStart(today, -pastPeriods), end_date: contractEnd });

  // Periods: the past months, the current month and the next (a churned client stops at its contract end).
  const lastOffset = client.churned ? -3 : 1;
  for (let offset = -pastPeriods; offset <= lastOffset; offset++) {
    const periodId = sid(`period:${offset}`);
    const start = monthStart(today, offset);
    rows.subscription_periods!.push({
      id: periodId,
      client_id: id,
      contract_id: contractId,
      start_date: start,
      end_date: monthEnd(today, offset),
      is_visible: true,
    });
    const services = SERVICES.filter((_, s) => main || index === 1 || (index + s) % 3 !== 0);
    for (const service of services) addDeliverables(rows, client, { periodId, offset, start, service, contractId });
    if (main && offset === 0) addSocialShowcase(rows, client, { periodId, contractId, start, end: monthEnd(today, offset) });
    if (main && offset === 0) addSeoShowcase(rows, client, { periodId, contractId, start, end: monthEnd(today, offset) });
  }

  addConnections(rows, client);
  addSettings(rows, client, contractId);
  if (main) addSettingsShowcase(rows, client, { contractId, start: monthStart(today, 2), end: monthEnd(today, 2) });
  // Bench clients get no search data: the seed of thousands of firms stays as fast as before.
  if (client.named && isConnectedInGsc(index))
    addSearchConsoleRows(rows, client, monthStart(today, -pastPeriods), minDay(daysFrom(today, -1), monthEnd(today, lastOffset)));
}

const isConnectedInGsc = (index: number) => index % 4 === 1;

/**
 * When a done deliverable was completed: around its due date, about one in five a few days late, never before its
 * period or after yesterday (its work is done by now).
 */
function completedOn(deliverableId: string, due: string, periodStart: string, today: string): string {
  const h = hash01(`${deliverableId}:completed`);
  const day = daysFrom(due, h < 0.22 ? 1 + Math.floor(h * 10) : -Math.floor((h - 0.22) * 7));
  return `${maxDay(periodStart, minDay(day, daysFrom(today, -1)))}T16:00:00.000Z`;
}

interface PeriodSlot {
  periodId: string;
  offset: number;
  start: string;
  service: string;
  contractId: string;
}

function addDeliverables(rows: SeedRows, client: SeedClient, slot: PeriodSlot) {
  const { id, index } = client;
  const main = index === 0;
  const current = slot.offset === 0;
  const statuses =
    slot.offset < 0
      ? ['Published']
      : slot.offset > 0
        ? ['NotStarted']
        : slot.service === 'Blog' && main
          ? ALL_JOB_STATUSES
          : USUAL_BLOG_STATUSES;
  const count =
    slot.service === 'Blog' ? statuses.length : slot.service === 'SEO' && main && current ? SEO_STATUSES.length : current ? 2 : 1;
  for (let n = 0; n < count; n++) {
    const status = statuses[n % statuses.length]!;
    const deliverableId = seededId(`${id}:${slot.periodId}:${slot.service}:${n}`);
    const topic = TOPICS[(index + n + slot.offset + 15) % TOPICS.length]!;
    const due = daysFrom(slot.start, 7 + n * 2);
    const review = status === 'ReadyForExternalReview' ? daysFrom(client.today, -(n % 5) - 1) : null;
    // A past period's SEO work is complete; the current period's is under way.
    const deliverableStatus = slot.service !== 'SEO' ? status : slot.offset < 0 ? 'Complete' : 'InProgress';
    rows.deliverables!.push({
      id: deliverableId,
      client_id: id,
      period_id: slot.periodId,
      contract_id: slot.contractId,
      service_name: slot.service,
      name: `${slot.service} ${n + 1}`,
      status: deliverableStatus,
      due_date: due,
      external_review_date: review,
      completed_on: DONE_STATUSES.includes(deliverableStatus) ? completedOn(deliverableId, due, slot.start, client.today) : null,
    });
    const job = { deliverableId, topic, status, due, review, n };
    if (slot.service === 'Blog') addBlogJob(rows, client, job);
    if (slot.service === 'Social Media') addSocialJob(rows, client, job, 'SocialMedia', SOCIAL_PLATFORMS);
    if (slot.service === 'Google Business Profile') addSocialJob(rows, client, job, 'GoogleBusinessProfile', ['GoogleBusinessProfile']);
    if (slot.service === 'SEO') addSeoJob(rows, client, job, main && current ? SEO_STATUSES[n]! : slot.offset < 0 ? 'Complete' : 'Pending');
    if (slot.service === 'Backlink') addBacklinkJob(rows, client, job, slot.offset);
    rows.deliverable_reports!.push({
      id: seededId(`${deliverableId}:report`),
      client_id: id,
      deliverable_id: deliverableId,
      period_id: slot.periodId,
      service_name: slot.service,
      title: `${slot.service} ${n + 1} report: ${topic}`,
      metrics: {
        impressions: 1000 + ((index * 37 + n * 11 + slot.offset * 5 + 50) % 900),
        clicks: 40 + ((index + n) % 30),
        rankingKeywords: 10 + (n % 7),
      },
    });
  }
}

interface JobSlot {
  deliverableId: string;
  topic: string;
  status: string;
  due: string;
  review: string | null;
  n: number;
}

function addBlogJob(rows: SeedRows, client: SeedClient, job: JobSlot) {
  const blogId = seededId(`${job.deliverableId}:blog`);
  const featured = placeholderImageUrl(client.publicUrl, job.topic);
  const content = ['NotStarted', 'InProgress'].includes(job.status) ? '' : blogHtml(job.topic, client.name, featured);
  const published = job.status === 'Published';
  rows.blog_jobs!.push({
    id: blogId,
    client_id: client.id,
    deliverable_id: job.deliverableId,
    topic: job.topic,
    status: job.status,
    content_type: job.n % 4 === 3 ? 'PracticePage' : 'BlogPost',
    title: blogTitle(job.topic),
    publication_title: blogTitle(job.topic),
    meta_description: metaDescription(job.topic, client.name),
    content,
    content_version: 1,
    due_date: job.due,
    external_review_date: job.review,
    publication_date: published ? `${job.due}T14:00:00.000Z` : null,
    word_press_post_id: published ? String(1000 + job.n) : null,
    word_press_url: published ? `https://www.example-firm.test/blog/${job.topic.replace(/\s+/g, '-')}` : null,
    human_qc: published ? 'Passed' : 'Unevaluated',
    qc_results: content
      ? [
          { category: 'Formatting', result: 'Passed', feedback: 'Headings and lists are well formed.' },
          { category: 'Hallucinations', result: 'Passed', feedback: 'No unsupported claims found.' },
        ]
      : [],
  });
  if (!content) return;
  rows.blog_job_revisions!.push({ blog_job_id: blogId, version: 1, title: blogTitle(job.topic), content, saved_by: 'FirmPilot' });
  rows.blog_job_scores!.push({
    id: seededId(`${blogId}:score`),
    blog_job_id: blogId,
    overall: 78 + (job.n % 15),
    readability: 70 + (job.n % 20),
    seo: 75 + (job.n % 18),
    originality: 90,
  });
  rows.blog_images!.push(
    {
      id: seededId(`${blogId}:featured`),
      blog_job_id: blogId,
      name: `${job.topic} featured`,
      image_id: `ai-${job.n}`,
      preview_url: featured,
      type: 'Featured',
      image_provider: 'AI',
    },
    {
      id: seededId(`${blogId}:embedded`),
      blog_job_id: blogId,
      name: `${job.topic} embedded`,
      image_id: `ss-${job.n}`,
      preview_url: placeholderImageUrl(client.publicUrl, `${job.topic} 2`),
      type: 'Embedded',
      image_provider: 'Shutterstock',
    },
  );
  rows.status_history!.push({
    entity_kind: 'blog_job',
    entity_id: blogId,
    from_status: 'InProgress',
    to_status: job.status,
    changed_by: 'FirmPilot',
  });
  if (published || job.status === 'ReadyForPublication') rows.approvals!.push(seededBlogApproval(blogId, content));
}

/** A post ready for publication or published was approved by the firm's owner, as its version 1 (publishing checks it). */
export const seededBlogApproval = (blogId: string, content: string) => ({
  id: seededId(`${blogId}:approval`),
  entity_kind: 'blog_job',
  entity_id: blogId,
  version: 1,
  content_hash: contentHash(content),
  approved_by: 'owner@demo.test',
});

function addSocialJob(rows: SeedRows, client: SeedClient, job: JobSlot, channel: string, platforms: string[]) {
  const jobId = seededId(`${job.deliverableId}:${channel}`);
  const status =
    job.status === 'Published' || job.status === 'NotStarted' ? job.status : job.n === 0 ? 'ReadyForExternalReview' : 'ReadyForPublication';
  rows.social_jobs!.push({
    id: jobId,
    client_id: client.id,
    deliverable_id: job.deliverableId,
    channel,
    topic: job.topic,
    status,
    external_review_date: status === 'ReadyForExternalReview' ? (job.review ?? client.today) : null,
  });
  if (status === 'NotStarted') return;
  const start = jobRowsStart(rows);
  for (const platform of platforms) {
    const postId = seededId(`${jobId}:${platform}`);
    const published = status === 'Published';
    rows.social_posts!.push({
      id: postId,
      social_job_id: jobId,
      platform,
      content: socialPostText(platform, job.topic, client.name),
      status: published ? 'Complete' : 'New',
      post_type: 'AysharePost',
      publication_date: published ? `${job.due}T15:00:00.000Z` : null,
      provider_post_id: published ? `ayr-${postId.slice(0, 8)}` : null,
      post_url: published ? `https://social.example/${platform.toLowerCase()}/${postId.slice(0, 8)}` : null,
      // A profile post is a standard update whose button leads to the firm's site.
      ...(platform === 'GoogleBusinessProfile'
        ? {
            gbp_topic_type: 'STANDARD',
            call_to_action: 'LEARN_MORE',
            call_to_action_url: `https://www.${client.name.toLowerCase().replace(/[^a-z]+/g, '')}.example/contact`,
          }
        : {}),
    });
    rows.social_images!.push({
      id: seededId(`${postId}:image`),
      social_post_id: postId,
      s3_url: placeholderImageUrl(client.publicUrl, `${job.topic} ${platform}`),
      source: 'AI',
    });
  }
  if (status === 'ReadyForPublication' || status === 'Published') rows.social_job_approvals!.push(seededSocialApproval(jobId, rows, start));
}

/** Where a job's posts and images start in the seed's rows: the job adds them together, after this point. */
export interface JobRowsStart {
  posts: number;
  images: number;
}

export const jobRowsStart = (rows: SeedRows): JobRowsStart => ({ posts: rows.social_posts!.length, images: rows.social_images!.length });

/**
 * A job ready to be posted or posted was approved by the firm's owner, exactly as its posts were seeded (posting checks it).
 * Only the rows added since `start` are read: scanning every post of every firm made a seed of thousands of firms quadratic.
 */
export function seededSocialApproval(jobId: string, rows: SeedRows, start: JobRowsStart) {
  const images = new Map(rows.social_images!.slice(start.images).map((image) => [image.social_post_id, image.s3_url]));
  const posts = rows
    .social_posts!.slice(start.posts)
    .filter((post) => post.social_job_id === jobId)
    .map((post) => ({
      postId: String(post.id),
      platform: String(post.platform),
      content: String(post.content),
      contentVersion: 1,
      imageUrl: String(images.get(post.id) ?? '') || null,
      postUrl: (post.post_url as string | null | undefined) ?? null,
    }));
  const snapshot = inHashOrder(posts);
  return {
    id: seededId(`${jobId}:approval`),
    social_job_id: jobId,
    content_hash: socialContentHash(snapshot),
    posts: snapshot,
    approved_by: 'owner@demo.test',
  };
}

function addSeoJob(rows: SeedRows, client: SeedClient, job: JobSlot, status: string) {
  const seoId = seededId(`${job.deliverableId}:seo`);
  const pageUrl = practiceAreaUrl(client.name, job.topic);
  rows.seo_jobs!.push({
    id: seoId,
    client_id: client.id,
    deliverable_id: job.deliverableId,
    page_url: pageUrl,
    status,
    failure_reason: seedFailureReason(status),
    // Past pre-processing: these carry out approved changes.
    pre_process_qc: ['ExecutionFailed', 'ReadyForPostProcessingReview'].includes(status) ? 'Passed' : 'Unevaluated',
  });
  const changes = seoChangeSet(pageUrl, client.name);
  // A completed job's changes were decided by the firm: all approved, but in some jobs one change it turned down.
  const rejected = hash01(`${seoId}:rejected`) < 0.4 ? Math.floor(hash01(`${seoId}:which`) * changes.length) : -1;
  const decided = status === 'Complete' ? `${job.due}T10:00:00.000Z` : null;
  changes.forEach((change, position) =>
    rows.seo_changes!.push({
      id: seededId(`${seoId}:change:${position}`),
      seo_job_id: seoId,
      position,
      field: change.field,
      current_value: change.currentValue,
      proposed_value: change.proposedValue,
      decision: decided ? (position === rejected ? 'Rejected' : 'Approved') : null,
      decided_by: decided ? client.name : null,
      decided_on: decided,
    }),
  );
}

const BACKLINK_STEPS = ['Prospecting', 'Outreach', 'Placement', 'Verification'];
const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Where the agency places links for law firms: legal directories, local news and bar association blogs, with the page a link lands on. */
const REFERRING_SITES: ReadonlyArray<{ site: string; page: (firm: string, topic: string) => string }> = [
  { site: 'lawyers.justia.com', page: (firm) => `https://lawyers.justia.com/firm/${slugOf(firm)}` },
  { site: 'www.harborcityherald.com', page: (_, topic) => `https://www.harborcityherald.com/community/${slugOf(topic)}` },
  { site: 'blog.harborcountybar.org', page: (_, topic) => `https://blog.harborcountybar.org/2026/${slugOf(topic)}` },
  { site: 'www.avvo.com', page: (firm) => `https://www.avvo.com/attorneys/${slugOf(firm)}.html` },
  { site: 'www.baysidetribune.com', page: (_, topic) => `https://www.baysidetribune.com/news/local/${slugOf(topic)}` },
  { site: 'www.statebarjournal.org', page: (_, topic) => `https://www.statebarjournal.org/articles/${slugOf(topic)}` },
  { site: 'www.martindale.com', page: (firm) => `https://www.martindale.com/organization/${slugOf(firm)}/` },
  { site: 'www.valleycourier.com', page: (_, topic) => `https://www.valleycourier.com/business/${slugOf(topic)}` },
  { site: 'www.younglawyersforum.org', page: (_, topic) => `https://www.younglawyersforum.org/blog/${slugOf(topic)}` },
];

/** Where a backlinks job stands: its status, how many steps are done, whether the next one has started, and which step failed. */
interface BacklinkPlan {
  status: 'Completed' | 'Pending' | 'Initialized' | 'Failed' | 'Unknown';
  done: number;
  started?: boolean;
}
const PLANS = {
  placed: { status: 'Completed', done: 4 },
  verifying: { status: 'Pending', done: 3, started: true },
  placing: { status: 'Pending', done: 2, started: true },
  awaitingOutreach: { status: 'Pending', done: 1 },
  prospecting: { status: 'Pending', done: 0, started: true },
  notStarted: { status: 'Initialized', done: 0 },
  failed: { status: 'Failed', done: 2 },
  unknown: { status: 'Unknown', done: 1 },
} as const satisfies Record<string, BacklinkPlan>;
/** The main demo firm's current period shows every state: placed, at each step, not started, and needing attention. */
const MAIN_CURRENT_PLANS: BacklinkPlan[][] = [
  [PLANS.placed, PLANS.placing, PLANS.notStarted, PLANS.failed, PLANS.prospecting],
  [PLANS.placed, PLANS.verifying, PLANS.awaitingOutreach, PLANS.notStarted, PLANS.unknown],
];
const CURRENT_PLANS: BacklinkPlan[] = [PLANS.placing, PLANS.placed, PLANS.awaitingOutreach, PLANS.verifying, PLANS.prospecting];

const STEP_NOTES: Record<string, (site: string, topic: string) => string> = {
  Prospecting: (site, topic) => `Shortlisted ${site}: it covers ${topic} and takes contributed articles.`,
  Outreach: (site) => `Pitched a short guide to the editor of ${site}; they replied within two days.`,
  Placement: (site) => `${site} accepted the article; the link sits in its second paragraph.`,
  Verification: () => 'The link is live, followed and in the page’s main content.',
};
const at = (day: string, time: string) => `${day}T${time}:00.000Z`;

function addBacklinkJob(rows: SeedRows, client: SeedClient, job: JobSlot, offset: number) {
  const plans: BacklinkPlan[] =
    offset < 0
      ? [PLANS.placed]
      : offset > 0
        ? [PLANS.notStarted]
        : client.index === 0
          ? MAIN_CURRENT_PLANS[job.n % 2]!
          : [CURRENT_PLANS[(client.index + job.n) % CURRENT_PLANS.length]!];
  const files = evidenceUploads(rows, client);
  const website = `https://www.${client.name.toLowerCase().replace(/[^a-z]+/g, '')}.example`;
  plans.forEach((plan, k) => {
    const jobId = seededId(k === 0 ? `${job.deliverableId}:backlink` : `${job.deliverableId}:backlink:${k}`);
    const topic = TOPICS[(TOPICS.indexOf(job.topic) + k * 5) % TOPICS.length]!;
    const target = REFERRING_SITES[(client.index * 3 + job.n * 5 + k + offset + 20) % REFERRING_SITES.length]!;
    const anchors = [topic, client.name, `guide to ${topic}`, `${client.name} on ${topic}`];
    const placedLink = plan.done >= 3;
    // Current work runs up to yesterday; a period's finished work ran from its start date; a job not started waits for its date.
    const periodStart = monthStart(client.today, 0);
    const back = (days: number) => daysFrom(client.today, -days);
    const startDate =
      offset !== 0
        ? job.due
        : plan.status === 'Initialized'
          ? minDay(daysFrom(client.today, 4 + k), monthEnd(client.today, 0))
          : maxDay(back(2 * plan.done + 2), periodStart);
    rows.backlink_jobs!.push({
      id: jobId,
      client_id: client.id,
      deliverable_id: job.deliverableId,
      target_url: `${website}/${slugOf(topic)}`,
      anchor_text: anchors[(job.n + k) % anchors.length],
      status: plan.status,
      start_date: startDate,
      referring_site: plan.done >= 1 ? target.site : null,
      live_url: placedLink ? target.page(client.name, topic) : null,
    });
    BACKLINK_STEPS.forEach((kind, position) => {
      const done = position < plan.done;
      const startedNow = position === plan.done && (plan.started === true || plan.status === 'Failed');
      const status = done ? 'Completed' : startedNow ? (plan.status === 'Failed' ? 'Failed' : 'Initialized') : 'Pending';
      // Finished periods: two days a step from the start date. Current work: the last step done yesterday, each before it two days earlier.
      const completedDay = offset < 0 ? daysFrom(startDate, 2 * position + 1) : back(1 + 2 * (plan.done - 1 - position));
      const file = done ? files[kind]! : undefined;
      rows.backlink_steps!.push({
        id: seededId(`${jobId}:step:${position}`),
        job_id: jobId,
        position,
        kind,
        status,
        data: { note: STEP_NOTES[kind]!(target.site, topic), ...(file ? { uploadId: file.id } : {}) },
        file_name: file?.fileName ?? null,
        file_content_type: file?.contentType ?? null,
        file_size: file?.size ?? null,
        started_on: done ? at(daysFrom(completedDay, -1), '09:30') : startedNow ? at(back(1), '16:45') : null,
        completed_on: done ? at(completedDay, '15:10') : null,
      });
    });
  });
}

const minDay = (a: string, b: string) => (a < b ? a : b);
const maxDay = (a: string, b: string) => (a > b ? a : b);

type EvidenceUpload = { id: string; fileName: string; contentType: string; size: number };
const evidenceMade = new WeakMap<SeedRows, Map<string, Record<string, EvidenceUpload>>>();

/** A firm's evidence files (backlink-evidence.ts) as uploads, made once per firm however many steps point at them. */
function evidenceUploads(rows: SeedRows, client: SeedClient): Record<string, EvidenceUpload> {
  const made = evidenceMade.get(rows) ?? new Map<string, Record<string, EvidenceUpload>>();
  evidenceMade.set(rows, made);
  const known = made.get(client.id);
  if (known) return known;
  const files = evidenceFiles(
    client.name,
    REFERRING_SITES.slice(0, 5).map((entry) => entry.site),
  );
  const uploads: Record<string, EvidenceUpload> = {};
  for (const kind of BACKLINK_STEPS) {
    const file = files[kind]!;
    const id = seededId(`${client.id}:backlink-evidence:${kind}`);
    (rows.uploads ??= []).push({
      id,
      client_id: client.id,
      file_name: file.fileName,
      content_type: file.contentType,
      size_bytes: file.bytes.length,
      bytes: `\\x${file.bytes.toString('hex')}`,
      created_by: 'FirmPilot',
    });
    uploads[kind] = { id, fileName: file.fileName, contentType: file.contentType, size: file.bytes.length };
  }
  made.set(client.id, uploads);
  return uploads;
}

function addConnections(rows: SeedRows, client: SeedClient) {
  const { id, index } = client;
  const connected =
    index === 1
      ? ['WordPress', 'GoogleBusinessProfile', 'GoogleSearchConsole', 'Facebook', 'Instagram', 'LinkedIn', 'X']
      : index === 0
        ? ['WordPress', 'Facebook']
        : index % 3 === 0
          ? []
          : ['WordPress'];
  for (const platform of connected) rows.connections!.push({ client_id: id, platform, account_name: `${client.name} ${platform}` });
  if (connected.includes('WordPress')) {
    rows.word_press_credentials!.push({
      client_id: id,
      site_url: `${client.publicUrl}/__targets/wordpress`,
      username: 'portal',
      application_password: 'abcd efgh ijkl mnop qrst uvwx',
    });
  }
}

function addSettings(rows: SeedRows, client: SeedClient, contractId: string) {
  const { id } = client;
  const sid = (what: string) => seededId(`${id}:${what}`);
  rows.keyword_lists!.push({
    id: sid('keywords'),
    client_id: id,
    name: 'Core practice areas',
    keywords: ['personal injury lawyer', 'car accident attorney', 'free consultation'],
  });
  rows.competitors!.push(
    { id: sid('competitor:1'), client_id: id, name: 'Rival & Partners', website_url: 'https://rival.example' },
    { id: sid('competitor:2'), client_id: id, name: 'Metro Legal Group', website_url: 'https://metro-legal.example', is_automated: true },
  );
  rows.commitments!.push(
    {
      id: sid('commitment:blog'),
      client_id: id,
      contract_id: contractId,
      service_name: 'Blog',
      process_type: 'Blog',
      campaign_name: 'Monthly blog posts',
    },
    {
      id: sid('commitment:social'),
      client_id: id,
      contract_id: contractId,
      service_name: 'Social Media',
      process_type: 'SocialMedia',
      campaign_name: 'Weekly social posts',
      is_opted_out: client.index % 2 === 1,
    },
  );
}
