// The public XSS payloads (tests/support/xss-payloads.ts) stored through the service as social media and Google
// Business Profile data: each payload the topic of a job of its own on both boards (made as staff make jobs, REST
// POST /v1/socialMedia/jobs/batch), and every payload in the text of the period's editable posts, packed into
// each post as far as its network's limit allows (so each network's way of drawing links, hashtags and mentions
// meets them). The guard that notices a payload running is the blog's (blog-xss.ts).
import { ModifySocialMediaPostContentDocument } from '../../../src/core/api/generated/operations.ts';
import { postRefusal } from '../../../demo/server/domain/post-refusal.ts';
import { PLATFORM_LIMITS } from '../../../src/shared/posts/platform-limits.ts';
import type { SocialPlatform } from '../../../src/core/api/generated/graphql.ts';
import { textProblem } from '../../../demo/server/input/text-rules.ts';
import { XSS_PAYLOADS } from '../../support/xss-payloads.ts';
import { MAIN_CLIENT_ID, mutate, PEOPLE } from './blog-expected.ts';
import type { BlogService } from './blog-service.ts';
import { inBatches } from './blog-xss.ts';
import type { SocialChannel, SocialJob } from './social-expected.ts';

/** The contract's limits: SocialMediaJobCreate.topic (maxLength 300) and SocialMediaJobBatch (maxItems 50). */
const TOPIC_MAX = 300;
const BATCH_MAX = 50;
const limitOf = (platform: string) => PLATFORM_LIMITS[platform as SocialPlatform].limit;
/** Between two payloads in a post's text. */
const SEPARATOR = '\n';

/** Payloads the service takes as text (none with a control character; the blog's suite shows those refused). */
export const storablePayloads = () => XSS_PAYLOADS.filter((payload) => !textProblem(payload, 'text'));

/** A job per payload that may be a topic (trimmed, within the limit), in a deliverable of the channel's period. */
export async function seedPayloadTopics(service: BlogService, channel: SocialChannel, deliverableId: string): Promise<string[]> {
  const topics = storablePayloads().filter((payload) => payload.trim() === payload && payload.length <= TOPIC_MAX);
  for (let start = 0; start < topics.length; start += BATCH_MAX) {
    const jobs = topics.slice(start, start + BATCH_MAX).map((topic) => ({ clientId: MAIN_CLIENT_ID, deliverableId, channel, topic }));
    const answer = await service.rest(PEOPLE.admin.id, 'POST', '/socialMedia/jobs/batch', { jobs });
    if (answer.status !== 200 && answer.status !== 201)
      throw new Error(`Creating ${channel} jobs ${start}… failed (${answer.status}): ${JSON.stringify(answer.body)}`);
  }
  return topics;
}

export interface PayloadPost {
  jobId: string;
  postId: string;
  platform: string;
  content: string;
}

/**
 * Packs every storable payload into the posts' texts, as many into each as its network takes (the service's own
 * count decides), and saves them as the firm's owner would; a post that takes none keeps its text.
 * Fails when a payload fits no post.
 */
export async function seedPayloadTexts(service: BlogService, jobs: readonly SocialJob[]): Promise<PayloadPost[]> {
  const queue = [...storablePayloads()];
  // The shortest networks first, each post at most its share, so that every network's posts hold payloads; then
  // what is left goes to the longest (Facebook's).
  const targets = jobs
    .flatMap((job) => job.posts.map((post) => ({ job, post, taken: [] as string[] })))
    .sort((a, b) => limitOf(a.post.platform) - limitOf(b.post.platform));
  const share = Math.ceil(queue.length / targets.length);
  const fill = (target: (typeof targets)[number], most: number) => {
    for (let index = 0; index < queue.length && target.taken.length < most; ) {
      if (postRefusal(target.post.platform, [...target.taken, queue[index]!].join(SEPARATOR)) === null)
        target.taken.push(...queue.splice(index, 1));
      else index += 1;
    }
  };
  for (const target of targets) fill(target, share);
  for (const target of [...targets].reverse()) fill(target, Infinity);
  const posts = targets
    .filter((target) => target.taken.length > 0)
    .map(({ job, post, taken }) => ({
      jobId: job.id,
      postId: post.id,
      platform: post.platform,
      content: taken.join(SEPARATOR),
      version: post.contentVersion,
    }));
  if (queue.length) throw new Error(`${queue.length} payloads fit no editable post, the first: ${JSON.stringify(queue[0])}`);
  await inBatches(posts, (post) =>
    mutate(service, PEOPLE.owner.id, ModifySocialMediaPostContentDocument, {
      socialMediaPostId: post.postId,
      content: post.content,
      expectedVersion: post.version,
    }),
  );
  return posts.map(({ version: _version, ...post }) => post);
}
