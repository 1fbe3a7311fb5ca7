import type { FastifyInstance } from 'fastify';
import { depthCheckedJsonParser } from './input/json-depth.ts';
import { createWindowBudget } from './input/window-budget.ts';
import { CSP_REPORT_PATH } from './security-headers.ts';

/** A browser's report is a few hundred bytes; a batch of the Reporting API a few of them. */
const REPORT_BODY_LIMIT = 64 * 1024;
/** Lines logged per request, so one request cannot flood the log. */
const MAX_LOGGED = 10;
const FIELD_LIMIT = 300;
/**
 * Reports one address may send a minute: anyone may post here, and a page the policy breaks sends one a violation,
 * a few dozen at most. Beyond it the reports are refused (429) and nothing is logged.
 */
export const CSP_REPORTS_PER_MINUTE = 120;

interface Violation {
  page: string;
  directive: string;
  blocked: string;
  source: string;
}

const text = (value: unknown) =>
  (typeof value === 'string' || typeof value === 'number' ? String(value) : '').replace(/\p{Cc}/gu, ' ').slice(0, FIELD_LIMIT);
const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** `report-uri`'s shape (application/csp-report): one `{ "csp-report": { ... } }` with kebab-case keys. */
function fromCspReport(body: unknown): Violation[] {
  const report = record(record(body)['csp-report']);
  const where = [text(report['source-file']), text(report['line-number'])].filter(Boolean).join(':');
  return [
    {
      page: text(report['document-uri']),
      directive: text(report['effective-directive'] ?? report['violated-directive']),
      blocked: text(report['blocked-uri']),
      source: where,
    },
  ];
}

/** The Reporting API's shape (application/reports+json): a list of `{ type, url, body }`, camelCase in the body. */
function fromReportingApi(body: unknown): Violation[] {
  if (!Array.isArray(body)) throw Object.assign(new Error('A report batch is a JSON array.'), { statusCode: 400 });
  return body
    .map(record)
    .filter((report) => report.type === 'csp-violation')
    .map((report) => {
      const details = record(report.body);
      const where = [text(details.sourceFile), text(details.lineNumber)].filter(Boolean).join(':');
      return {
        page: text(details.documentURL ?? report.url),
        directive: text(details.effectiveDirective),
        blocked: text(details.blockedURL),
        source: where,
      };
    });
}

/**
 * Where browsers report what the page policy blocked (security-headers.ts names this path in `report-uri` and
 * `report-to`): each violation is one warning in the service's log, so a page the policy breaks shows there.
 */
export async function registerCspReports(app: FastifyInstance): Promise<void> {
  // The service's JSON parse (the depth check, Fastify's guards against `__proto__` keys) for the report types too.
  const parseJson = depthCheckedJsonParser(app);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    ['application/csp-report', 'application/reports+json', 'application/json'],
    { parseAs: 'string', bodyLimit: REPORT_BODY_LIMIT },
    parseJson,
  );

  const budget = createWindowBudget(CSP_REPORTS_PER_MINUTE, 60_000);
  app.post(CSP_REPORT_PATH, async (request, reply) => {
    const admission = budget.admit(request.ip);
    if (!admission.admitted) return reply.status(429).header('retry-after', String(admission.retryAfterSeconds)).send();
    const type = String(request.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim()
      .toLowerCase();
    const violations = type === 'application/reports+json' ? fromReportingApi(request.body) : fromCspReport(request.body);
    for (const { page, directive, blocked, source } of violations.slice(0, MAX_LOGGED)) {
      console.warn(`[csp] ${page} blocked by ${directive || 'the policy'}: ${blocked || 'inline'}${source ? ` (${source})` : ''}`);
    }
    return reply.status(204).send();
  });
}
