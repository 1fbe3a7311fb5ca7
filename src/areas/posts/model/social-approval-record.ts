/**
 * A social job's approval record: which exact posts (text, image and link per platform) the firm approved, who
 * and when, and the SHA-256 the service recorded over them, which anyone can recompute from the record
 * (schema.graphql SocialApproval.contentHash says how). One self-contained HTML file on the kit's record.
 */
import {
  buildRecordHtml,
  escapeHtml,
  fullTime,
  recordFileName,
  voidedWarning,
  type HashCheck,
} from '../../../core/review/approval-record.ts';
import { sha256Hex } from '../../../core/review/content-hash.ts';
import { socialPostsText } from '../../../shared/approvals/social-posts-text.ts';
import type { SocialApproval } from '../api/social-post-query.ts';

type ApprovedPost = SocialApproval['posts'][number];

/** Recomputes the hash of the posts the record holds and compares it with the one recorded at approval. */
export async function checkSocialApproval(approval: Pick<SocialApproval, 'posts' | 'contentHash'>): Promise<HashCheck> {
  try {
    const hash = await sha256Hex(socialPostsText(approval.posts));
    return { state: hash === approval.contentHash.trim().toLowerCase() ? 'matches' : 'differs', version: 0 };
  } catch (error) {
    return { state: 'unchecked', version: 0, reason: error instanceof Error ? error.message : String(error) };
  }
}

export function socialHashCheckText(check: HashCheck): string {
  switch (check.state) {
    case 'matches':
      return 'The hash matches the posts as approved.';
    case 'differs':
      return 'The hash does not match the posts recorded with this approval.';
    case 'missing':
      return 'The approved posts are not available to check.';
    case 'unchecked':
      return check.reason;
  }
}

export const socialRecordFileName = (topic: string, approvedOn: string) =>
  recordFileName(topic, 0, 'social-post').replace(/-v0\.html$/, `-${approvedOn.slice(0, 10)}.html`);

export interface SocialRecordInput {
  topic: string;
  jobId: string;
  channelLabel: string;
  approval: SocialApproval;
  clientName: string | null;
  brand: string;
  generatedAt: Date | string;
  hashCheck: HashCheck;
  platformName: (platform: ApprovedPost['platform']) => string;
}

/** Each approved post as text: line breaks kept, its image and link as addresses (the record loads nothing). */
const postHtml = (post: ApprovedPost, name: string) =>
  `<section class="content"><h3>${escapeHtml(name)} (version ${post.contentVersion})</h3>${post.content
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join(
      '',
    )}<p class="image">Image: ${post.imageUrl ? escapeHtml(post.imageUrl) : 'none'}</p>${post.postUrl ? `<p class="image">Link: ${escapeHtml(post.postUrl)}</p>` : ''}</section>`;

export function buildSocialApprovalRecordHtml({
  topic,
  jobId,
  channelLabel,
  approval,
  clientName,
  brand,
  generatedAt,
  hashCheck,
  platformName,
}: SocialRecordInput): string {
  return buildRecordHtml({
    brand,
    heading: topic,
    documentTitle: `Approval record: ${topic} (${channelLabel})`,
    warning: approval.voided ? voidedWarning(approval.voidedReason ?? 'a post changed after it was approved.') : null,
    rows: [
      ['Client', escapeHtml(clientName ?? '—')],
      ['Topic', escapeHtml(topic)],
      ['Channel', escapeHtml(channelLabel)],
      ['Job id', `<code>${escapeHtml(jobId)}</code>`],
      ['Approved by', escapeHtml(approval.approvedBy)],
      ['Approved on', fullTime(approval.approvedOn)],
      ['Content hash (SHA-256)', `<code>${escapeHtml(approval.contentHash)}</code>`],
      ['Hash check', `<span class="check">${escapeHtml(socialHashCheckText(hashCheck))}</span>`],
      ['Record generated on', fullTime(generatedAt)],
    ],
    contentHeading: 'Approved posts',
    contentHtml: approval.posts.map((post) => postHtml(post, platformName(post.platform))).join('\n'),
    footer:
      'The content hash is the SHA-256 of the UTF-8 JSON array of [platform, text, image address] of each approved post, sorted by platform and then post id. Anyone can check this record by computing that hash from the posts above and comparing it with the one recorded.',
  });
}
