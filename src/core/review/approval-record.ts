/**
 * The approval record a law firm keeps when its bar rules make it keep what it approved, for every review
 * area: which exact version (its SHA-256), who approved it and when, and the approved text itself, as one
 * self-contained HTML file that opens years later without the portal: inline CSS, no script, nothing loaded
 * from anywhere (a Content Security Policy says so too). An area gives its facts and its approved content;
 * this builds the document and escapes every text but the content, which the area has sanitized.
 */
import { escapeHtml, standaloneHead } from '../content/standalone-document.ts';
import { sha256Hex } from './content-hash.ts';

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

/** Hashes a version's saved text (null: not available) and compares it with the hash recorded at approval. */
export async function checkSavedText(content: string | null, approval: { version: number; contentHash: string }): Promise<HashCheck> {
  const { version } = approval;
  if (content === null) return { state: 'missing', version };
  try {
    const hash = await sha256Hex(content);
    return { state: hash === approval.contentHash.trim().toLowerCase() ? 'matches' : 'differs', version };
  } catch (error) {
    return { state: 'unchecked', version, reason: error instanceof Error ? error.message : String(error) };
  }
}

/** What an approval a later change voided says, on the page and in its record: when (if known) and why. */
export const voidedWarning = (reason: string | null | undefined, when?: string | null) =>
  `This approval no longer holds${when ? ` (voided on ${when})` : ''}: ${reason ?? 'it was changed after it was approved.'}`;

/** The newest approval first (the service lists them oldest first). */
export const newestFirst = <A extends { approvedOn: string; version?: number }>(approvals: readonly A[]) =>
  [...approvals].sort((a, b) => Date.parse(b.approvedOn) - Date.parse(a.approvedOn) || (b.version ?? 0) - (a.version ?? 0));

/** 'approval-car-accident-claims-v3.html': readable in a folder of records, safe on every file system. */
export function recordFileName(topic: string, version: number, fallback: string): string {
  const slug = topic
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `approval-${slug || fallback}-v${version}.html`;
}

export { escapeHtml };

/** An instant in full, in UTC, so the record reads the same wherever it is opened. */
const UTC_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'long', timeZone: 'UTC' });
export const fullTime = (instant: string | Date) => {
  const time = new Date(instant);
  return Number.isNaN(time.getTime())
    ? escapeHtml(String(instant))
    : `<time datetime="${time.toISOString()}">${escapeHtml(UTC_TIME.format(time))}</time>`;
};

/**
 * The record's only style: a printed record opens from a blob under the portal's page policy, which allows this
 * block by its hash (exported for the check that it does) and no style attribute, so the areas' records use its classes.
 */
export const RECORD_STYLE = `
body{font:16px/1.6 Georgia,'Times New Roman',serif;color:#111;max-width:46rem;margin:2rem auto;padding:0 1.5rem}
header{border-bottom:2px solid #111;margin-bottom:1.5rem}header p{margin:0;font:600 .85rem/1.4 system-ui,sans-serif;letter-spacing:.05em;text-transform:uppercase}
h1{font-size:1.6rem;margin:.25rem 0 .75rem}dl{display:grid;grid-template-columns:max-content 1fr;gap:.35rem 1rem;font:.95rem/1.5 system-ui,sans-serif}
dt{font-weight:600}dd{margin:0}code{font:.85rem/1.4 ui-monospace,Menlo,Consolas,monospace;word-break:break-all}
pre.text{white-space:pre-wrap;font:inherit;margin:.25rem 0}.check{font-weight:600}.content{border:1px solid #bbb;padding:1rem 1.25rem;margin-top:1rem}.image{font-style:italic;color:#555}
.void{border:2px solid #8a1c1c;padding:.5rem 1rem;font:600 .95rem/1.5 system-ui,sans-serif;color:#8a1c1c}
footer{margin-top:2rem;font:.8rem/1.5 system-ui,sans-serif;color:#444}@media print{body{margin:0}.content{border:0;padding:0}}`;

/** A fact of the record: its term (text) and its value, already HTML (escape texts with escapeHtml, times with fullTime). */
export type RecordRow = [term: string, valueHtml: string];

export interface RecordDocument {
  brand: string;
  /** The record's heading: what was approved. */
  heading: string;
  /** The document's title (a browser tab, a saved file's name in a list). */
  documentTitle: string;
  rows: readonly RecordRow[];
  /** A warning shown above the facts (e.g. an approval that a later edit voided), plain text. */
  warning?: string | null;
  contentHeading: string;
  /** The approved content as HTML the area has made safe (sanitized, every text escaped). */
  contentHtml: string;
  /** How anyone can check the record, plain text. */
  footer: string;
}

/** The record as a complete HTML document. */
export function buildRecordHtml({
  brand,
  heading,
  documentTitle,
  rows,
  warning,
  contentHeading,
  contentHtml,
  footer,
}: RecordDocument): string {
  return `<!doctype html>
<html lang="en">
<head>
${standaloneHead(documentTitle, RECORD_STYLE, "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'")}
</head>
<body>
<header><p>${escapeHtml(brand)} · Approval record</p><h1>${escapeHtml(heading)}</h1></header>
${warning ? `<p class="void" role="alert">${escapeHtml(warning)}</p>\n` : ''}<dl>
${rows.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${value}</dd>`).join('\n')}
</dl>
<h2>${escapeHtml(contentHeading)}</h2>
${contentHtml}
<footer><p>${escapeHtml(footer)}</p></footer>
</body>
</html>
`;
}
