/**
 * The approval record a law firm keeps when its bar rules make it keep what it approved: which exact version
 * (its SHA-256), who approved it and when, and the approved text itself, as one self-contained HTML file that
 * opens years later without the portal: inline CSS, no script, nothing loaded from anywhere (a Content
 * Security Policy says so too, and images become their description, since an image URL may not outlive it).
 */
import type { BlogPost } from './blog-post-query.ts';
import { sha256Hex } from './content-hash.ts';
import { decodeEntities, imageText } from './revision-diff.ts';

export type BlogApproval = BlogPost['approvals'][number];

/** What the page could tell about an approval's hash and the text it has for that version. */
export type HashCheck =
  | { state: 'matches' | 'differs' | 'missing'; version: number }
  | { state: 'unchecked'; version: number; reason: string };

export const hashCheckText = (check: HashCheck): string => {
  switch (check.state) {
    case 'matches':
      return `The hash matches version ${check.version} as saved.`;
    case 'differs':
      return `The hash does not match the saved text of version ${check.version}.`;
    case 'missing':
      return `The saved text of version ${check.version} is not available to check.`;
    case 'unchecked':
      return check.reason;
  }
};

type PostVersions = Pick<BlogPost, 'content' | 'contentVersion' | 'revisions'>;

/** The saved text of a version: its revision, or the current content when that is the version; else null. */
export function approvedContentOf(post: PostVersions, version: number): string | null {
  const revision = post.revisions.find((candidate) => candidate.version === version);
  if (revision) return revision.content;
  return post.contentVersion === version ? post.content : null;
}

/** Hashes a version's saved text (null: not available) and compares it with the hash recorded at approval. */
export async function checkSavedText(content: string | null, approval: Pick<BlogApproval, 'version' | 'contentHash'>): Promise<HashCheck> {
  const { version } = approval;
  if (content === null) return { state: 'missing', version };
  try {
    const hash = await sha256Hex(content);
    return { state: hash === approval.contentHash.trim().toLowerCase() ? 'matches' : 'differs', version };
  } catch (error) {
    return { state: 'unchecked', version, reason: error instanceof Error ? error.message : String(error) };
  }
}

/** The same for the post's text of the approval's version. */
export const checkApprovalHash = (post: PostVersions, approval: Pick<BlogApproval, 'version' | 'contentHash'>) =>
  checkSavedText(approvedContentOf(post, approval.version), approval);

/** The newest approval first (the service lists them oldest first). */
export const approvalsNewestFirst = (approvals: readonly BlogApproval[]) =>
  [...approvals].sort((a, b) => Date.parse(b.approvedOn) - Date.parse(a.approvedOn) || b.version - a.version);

/** 'approval-car-accident-claims-v3.html': readable in a folder of records, safe on every file system. */
export function approvalRecordFileName(topic: string, version: number): string {
  const slug = topic
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `approval-${slug || 'blog-post'}-v${version}.html`;
}

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

// Serialized HTML quotes every attribute value with '"' (and escapes '"' inside), so this finds each whole tag.
const IMG_TAG = /<img\b(?:[^>"']|"[^"]*"|'[^']*')*>/gi;
const ALT = /\balt="([^"]*)"/i;

/** Images as their description: the record loads nothing. Decoded, then escaped again, so no markup slips in. */
const withoutImages = (html: string) =>
  html.replace(IMG_TAG, (tag) => `<span class="image">${escapeHtml(imageText(decodeEntities(ALT.exec(tag)?.[1] ?? '')))}</span>`);

/** An instant in full, in UTC, so the record reads the same wherever it is opened. */
const UTC_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'long', timeZone: 'UTC' });
const fullTime = (instant: string | Date) => {
  const time = new Date(instant);
  return Number.isNaN(time.getTime()) ? String(instant) : `<time datetime="${time.toISOString()}">${escapeHtml(UTC_TIME.format(time))}</time>`;
};

const STYLE = `
body{font:16px/1.6 Georgia,'Times New Roman',serif;color:#111;max-width:46rem;margin:2rem auto;padding:0 1.5rem}
header{border-bottom:2px solid #111;margin-bottom:1.5rem}header p{margin:0;font:600 .85rem/1.4 system-ui,sans-serif;letter-spacing:.05em;text-transform:uppercase}
h1{font-size:1.6rem;margin:.25rem 0 .75rem}dl{display:grid;grid-template-columns:max-content 1fr;gap:.35rem 1rem;font:.95rem/1.5 system-ui,sans-serif}
dt{font-weight:600}dd{margin:0}code{font:.85rem/1.4 ui-monospace,Menlo,Consolas,monospace;word-break:break-all}
.check{font-weight:600}.content{border:1px solid #bbb;padding:1rem 1.25rem;margin-top:1rem}.image{font-style:italic;color:#555}
footer{margin-top:2rem;font:.8rem/1.5 system-ui,sans-serif;color:#444}@media print{body{margin:0}.content{border:0;padding:0}}`;

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

/** The record as a complete HTML document; every text but the sanitized content is escaped here. */
export function buildApprovalRecordHtml({ post, approval, clientName, brand, generatedAt, approvedContentHtml, hashCheck }: ApprovalRecordInput): string {
  const revision = post.revisions.find((candidate) => candidate.version === approval.version);
  const title = revision?.title || post.title || post.topic;
  const rows: Array<[string, string]> = [
    ['Client', escapeHtml(clientName ?? '—')],
    ['Topic', escapeHtml(post.topic)],
    ['Content type', escapeHtml(post.contentType)],
    ['Blog post id', `<code>${escapeHtml(post.id)}</code>`],
    ['Approved version', String(approval.version)],
    ['Approved by', escapeHtml(approval.approvedBy)],
    ['Approved on', fullTime(approval.approvedOn)],
    ['Content hash (SHA-256)', `<code>${escapeHtml(approval.contentHash)}</code>`],
    ['Hash check', `<span class="check">${escapeHtml(hashCheckText(hashCheck))}</span>`],
    ['Record generated on', fullTime(generatedAt)],
  ];
  const content =
    approvedContentHtml === null
      ? `<p>${escapeHtml(hashCheckText({ state: 'missing', version: approval.version }))}</p>`
      : `<div class="content">${withoutImages(approvedContentHtml)}</div>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'">
<meta name="referrer" content="no-referrer">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(`Approval record: ${title} (version ${approval.version})`)}</title>
<style>${STYLE}</style>
</head>
<body>
<header><p>${escapeHtml(brand)} · Approval record</p><h1>${escapeHtml(title)}</h1></header>
<dl>
${rows.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${value}</dd>`).join('\n')}
</dl>
<h2>Approved content (version ${approval.version})</h2>
${content}
<footer><p>The content hash is the SHA-256 of the approved version's HTML exactly as saved, read as UTF-8. Anyone can check this record by computing that hash of the saved version and comparing it with the one above.</p></footer>
</body>
</html>
`;
}
