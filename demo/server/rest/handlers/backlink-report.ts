import type { Queryable } from '../../store/db.ts';

/**
 * A backlinks job as a standalone HTML page the firm can keep: the link built (target, anchor, referring site,
 * live link) and each step with its times and file. Every text is escaped, links are written only for http and
 * https addresses, and the page runs no script (its own policy says so too, for when it is opened from a file).
 */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
export const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'document';

interface ReportJob {
  id: string;
  client_name: string;
  target_url: string;
  anchor_text: string;
  referring_site: string | null;
  live_url: string | null;
  status: string;
  start_date: string | null;
}
interface ReportStep {
  position: number;
  kind: string;
  status: string;
  started: string | null;
  completed: string | null;
  file_name: string | null;
}

const POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";
/** The report's only style: the page policy allows it by its hash, since the report opens in a tab of the portal's origin. */
export const REPORT_STYLE =
  'body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#111}dt{font-weight:600}dd{margin:0 0 .5rem}table{border-collapse:collapse;width:100%}th,td{border:1px solid #ccc;padding:.4rem .6rem;text-align:left;vertical-align:top}';

/** An http or https address, as a link; anything else as plain text. A bare domain reads as its https address. */
function linkOrText(value: string | null): string {
  if (!value) return '—';
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(candidate);
    if (url.protocol === 'http:' || url.protocol === 'https:')
      return `<a href="${escapeHtml(url.href)}" rel="noopener noreferrer">${escapeHtml(value)}</a>`;
  } catch {
    // not an address: shown as written
  }
  return escapeHtml(value);
}

const WORDS: Record<string, string> = {
  Completed: 'Completed',
  Failed: 'Failed',
  Initialized: 'Started',
  Pending: 'Not started',
  Unknown: 'Unknown',
};
const JOB_WORDS: Record<string, string> = {
  Completed: 'Placed',
  Failed: 'Failed',
  Initialized: 'Not started',
  Pending: 'In progress',
  Unknown: 'Unknown',
};

export async function backlinkReport(db: Queryable, job: ReportJob): Promise<{ html: string; fileName: string }> {
  const steps = await db.query<ReportStep>(
    `select position, kind, status, file_name,
            to_char(started_on at time zone 'UTC', 'YYYY-MM-DD HH24:MI "UTC"') as started,
            to_char(completed_on at time zone 'UTC', 'YYYY-MM-DD HH24:MI "UTC"') as completed
       from backlink_steps where job_id = $1 order by position, id`,
    [job.id],
  );
  const done = steps.filter((step) => step.status === 'Completed').length;
  const facts: Array<[string, string]> = [
    ['Firm', escapeHtml(job.client_name)],
    ['Target page', linkOrText(job.target_url)],
    ['Anchor text', escapeHtml(job.anchor_text)],
    ['Referring site', linkOrText(job.referring_site)],
    ['Live link', linkOrText(job.live_url)],
    ['Status', escapeHtml(JOB_WORDS[job.status] ?? job.status)],
    ['Start date', escapeHtml(job.start_date ?? '—')],
    ['Progress', `${done} of ${steps.length} steps`],
  ];
  const rows = steps.map(
    (step) =>
      `<tr><td>${step.position + 1}. ${escapeHtml(step.kind)}</td><td>${escapeHtml(WORDS[step.status] ?? step.status)}</td><td>${escapeHtml(step.started ?? '—')}</td><td>${escapeHtml(step.completed ?? '—')}</td><td>${escapeHtml(step.file_name ?? '—')}</td></tr>`,
  );
  const title = `Backlink report: ${job.anchor_text}`;
  const html = [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${POLICY}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    `<style>${REPORT_STYLE}</style>`,
    '</head><body><main>',
    `<h1>${escapeHtml(title)}</h1>`,
    `<dl>${facts.map(([label, value]) => `<dt>${label}</dt><dd>${value}</dd>`).join('')}</dl>`,
    '<h2>Steps</h2>',
    '<table><thead><tr><th scope="col">Step</th><th scope="col">Status</th><th scope="col">Started</th><th scope="col">Completed</th><th scope="col">File</th></tr></thead>',
    `<tbody>${rows.join('')}</tbody></table>`,
    `<p>Made ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC.</p>`,
    '</main></body></html>',
    '',
  ].join('\n');
  return { html, fileName: `${slug(job.anchor_text).slice(0, 80)}-backlink-report.html` };
}
