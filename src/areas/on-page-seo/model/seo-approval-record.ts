/**
 * The record of an SEO job's submitted review, which a law firm keeps when its bar rules make it keep what it
 * approved: which changes it approved with their exact text, which it rejected and why, who decided each and when,
 * who submitted the review and when. One self-contained HTML file on the kit's record (core/review/approval-record.ts); every text from
 * the service is escaped, a schema's JSON-LD included. The SHA-256 over the approved changes lets anyone check
 * later that the texts in the record are the ones approved.
 */
import { buildRecordHtml, escapeHtml, fullTime, recordFileName } from '../../../core/review/approval-record.ts';
import { sha256Hex } from '../../../core/review/content-hash.ts';
import type { SeoChange, SeoJob, SeoReview } from '../api/seo-job-query.ts';

type RecordChange = Pick<SeoChange, 'id' | 'field' | 'currentValue' | 'proposedValue' | 'decision' | 'decisionComment'> &
  Partial<Pick<SeoChange, 'decidedBy' | 'decidedOn'>>;

/** The approved changes in their canonical form: sorted by change id (code-unit order), as [id, field, live text, approved text]. */
export function approvedChangesPayload(changes: readonly RecordChange[]): string {
  const approved = changes.filter((change) => change.decision === 'Approved');
  const sorted = [...approved].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return JSON.stringify(sorted.map((change) => [change.id, change.field, change.currentValue, change.proposedValue]));
}

/** The hash of the approved changes, or why it could not be computed here. */
export async function approvedChangesHash(changes: readonly RecordChange[]): Promise<{ hash: string } | { problem: string }> {
  try {
    return { hash: await sha256Hex(approvedChangesPayload(changes)) };
  } catch (error) {
    return { problem: error instanceof Error ? error.message : String(error) };
  }
}

export const seoRecordFileName = (pageUrl: string, submittedOn: string) =>
  recordFileName(pageUrl.replace(/^https?:\/\//, ''), 0, 'seo-review').replace(/-v0\.html$/, `-${submittedOn.slice(0, 10)}.html`);

export interface SeoRecordInput {
  job: Pick<SeoJob, 'id' | 'pageUrl' | 'changes'>;
  review: SeoReview;
  clientName: string | null;
  brand: string;
  generatedAt: Date | string;
  hash: { hash: string } | { problem: string };
  fieldLabel: (field: string) => string;
}

/** A text as the record shows it: exactly as stored, line breaks kept, nothing read as markup. */
const textBlock = (text: string) => (text ? `<pre class="text">${escapeHtml(text)}</pre>` : '<p class="image">(empty)</p>');

/** Who decided the change and when, as the service recorded it (a colleague may have decided it before the submitter). */
const decidedHtml = (change: RecordChange) =>
  change.decidedBy && change.decidedOn
    ? ` · ${change.decision === 'Approved' ? 'approved' : 'rejected'} by ${escapeHtml(change.decidedBy)} on ${fullTime(change.decidedOn)}`
    : '';

const changeHtml = (change: RecordChange, label: string) =>
  `<section class="content"><h3>${escapeHtml(label)}</h3><p class="image">Change <code>${escapeHtml(change.id)}</code>${decidedHtml(change)}</p>` +
  `<p><strong>Live text before</strong></p>${textBlock(change.currentValue)}` +
  `<p><strong>${change.decision === 'Approved' ? 'Approved text' : 'Proposed text (rejected)'}</strong></p>${textBlock(change.proposedValue)}` +
  (change.decision === 'Rejected' && change.decisionComment ? `<p><strong>Reason</strong></p>${textBlock(change.decisionComment)}` : '') +
  '</section>';

export function buildSeoReviewRecordHtml({ job, review, clientName, brand, generatedAt, hash, fieldLabel }: SeoRecordInput): string {
  const approved = job.changes.filter((change) => change.decision === 'Approved');
  const rejected = job.changes.filter((change) => change.decision === 'Rejected');
  return buildRecordHtml({
    brand,
    heading: `On-page SEO changes for ${job.pageUrl}`,
    documentTitle: `Approval record: on-page SEO changes for ${job.pageUrl}`,
    rows: [
      ['Client', escapeHtml(clientName ?? '—')],
      ['Page', escapeHtml(job.pageUrl)],
      ['Job id', `<code>${escapeHtml(job.id)}</code>`],
      ['Review submitted by', escapeHtml(review.submittedBy)],
      ['Submitted on', fullTime(review.submittedOn)],
      ['Changes approved', String(review.approvedCount)],
      ['Changes rejected', String(review.rejectedCount)],
      [
        'Job carrying out the approved changes',
        review.executionJobId ? `<code>${escapeHtml(review.executionJobId)}</code>` : 'none (no change approved)',
      ],
      [
        'Approved changes hash (SHA-256)',
        'hash' in hash ? `<code>${escapeHtml(hash.hash)}</code>` : escapeHtml(`Not computed: ${hash.problem}`),
      ],
      ['Record generated on', fullTime(generatedAt)],
    ],
    contentHeading: 'Changes approved and rejected',
    contentHtml:
      [...approved, ...rejected].map((change) => changeHtml(change, fieldLabel(change.field))).join('\n') || '<p>No changes.</p>',
    footer:
      'The hash is the SHA-256 of the UTF-8 JSON array of [change id, field, live text, approved text] of each approved change, sorted by change id. Anyone can check this record by computing that hash from the approved changes above and comparing it with the one shown.',
  });
}
