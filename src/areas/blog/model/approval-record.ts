/**
 * The approval record a law firm keeps when its bar rules make it keep what it approved: which exact version
 * (its SHA-256), who approved it and when, and the approved text itself, as one self-contained HTML file that
 * opens years later without the portal: inline CSS, no script, nothing loaded from anywhere (a Content
 * Security Policy says so too, and images become their description, since an image URL may not outlive it).
 */
import {
  buildRecordHtml,
  checkSavedText,
  escapeHtml,
  fullTime,
  hashCheckText,
  newestFirst,
  recordFileName,
  voidedWarning,
  type HashCheck,
  type RecordRow,
} from '../../../core/review/approval-record.ts';
import type { BlogPost } from '../api/blog-post-query.ts';
import { decodeEntities, imageText } from './revision-diff.ts';

export { hashCheckText, type HashCheck };
export type BlogApproval = BlogPost['approvals'][number];

type PostVersions = Pick<BlogPost, 'content' | 'contentVersion' | 'revisions'>;

/** The saved text of a version: its revision, or the current content when that is the version; else null. */
export function approvedContentOf(post: PostVersions, version: number): string | null {
  const revision = post.revisions.find((candidate) => candidate.version === version);
  if (revision) return revision.content;
  return post.contentVersion === version ? post.content : null;
}

/** The hash check of the post's text of the approval's version. */
export const checkApprovalHash = (post: PostVersions, approval: Pick<BlogApproval, 'version' | 'contentHash'>) =>
  checkSavedText(approvedContentOf(post, approval.version), approval);

export const approvalsNewestFirst = (approvals: readonly BlogApproval[]) => newestFirst(approvals);

export const approvalRecordFileName = (topic: string, version: number) => recordFileName(topic, version, 'blog-post');

// Serialized HTML quotes every attribute value with '"' (and escapes '"' inside), so this finds each whole tag.
const IMG_TAG = /<img\b(?:[^>"']|"[^"]*"|'[^']*')*>/gi;
const ALT = /\balt="([^"]*)"/i;

/** Images as their description: the record loads nothing. Decoded, then escaped again, so no markup slips in. */
const withoutImages = (html: string) =>
  html.replace(IMG_TAG, (tag) => `<span class="image">${escapeHtml(imageText(decodeEntities(ALT.exec(tag)?.[1] ?? '')))}</span>`);

export interface ApprovalRecordInput {
  post: Pick<BlogPost, 'id' | 'topic' | 'title' | 'contentType' | 'revisions'>;
  approval: BlogApproval;
  clientName: string | null;
  brand: string;
  generatedAt: Date | string;
  /** The approved version's content, already sanitized (DOMPurify needs a browser DOM; core does not have one). */
  approvedContentHtml: string | null;
  hashCheck: HashCheck;
}

/** A blog post's record as a complete HTML document, on the review kit's record. */
export function buildApprovalRecordHtml({
  post,
  approval,
  clientName,
  brand,
  generatedAt,
  approvedContentHtml,
  hashCheck,
}: ApprovalRecordInput): string {
  const revision = post.revisions.find((candidate) => candidate.version === approval.version);
  const title = revision?.title || post.title || post.topic;
  return buildRecordHtml({
    brand,
    heading: title,
    documentTitle: `Approval record: ${title} (version ${approval.version})`,
    warning: approval.voided ? voidedWarning(approval.voidedReason) : null,
    rows: [
      ['Client', escapeHtml(clientName ?? '—')],
      ['Topic', escapeHtml(post.topic)],
      ['Content type', escapeHtml(post.contentType)],
      ['Blog post id', `<code>${escapeHtml(post.id)}</code>`],
      ['Approved version', String(approval.version)],
      ['Approved by', escapeHtml(approval.approvedBy)],
      ...(approval.approvedByUserId ? [['Approver user id', `<code>${escapeHtml(approval.approvedByUserId)}</code>`] as RecordRow] : []),
      ['Approved on', fullTime(approval.approvedOn)],
      ...(approval.voided ? [['Voided on', approval.voidedOn ? fullTime(approval.voidedOn) : '—'] as RecordRow] : []),
      ['Content hash (SHA-256)', `<code>${escapeHtml(approval.contentHash)}</code>`],
      ['Hash check', `<span class="check">${escapeHtml(hashCheckText(hashCheck))}</span>`],
      ['Record generated on', fullTime(generatedAt)],
    ],
    contentHeading: `Approved content (version ${approval.version})`,
    contentHtml:
      approvedContentHtml === null
        ? `<p>${escapeHtml(hashCheckText({ state: 'missing', version: approval.version }))}</p>`
        : `<div class="content">${withoutImages(approvedContentHtml)}</div>`,
    footer:
      "The content hash is the SHA-256 of the approved version's HTML exactly as saved, read as UTF-8. Anyone can check this record by computing that hash of the saved version and comparing it with the one above.",
  });
}
