import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { REPORT_STYLE } from './rest/handlers/backlink-report.ts';

/** Where browsers send what the page policy blocked (csp-reports.ts logs it). */
export const CSP_REPORT_PATH = '/csp-reports';
const REPORT_GROUP = 'csp';

/**
 * The answers that are data, not pages: the two APIs, the flag endpoint, the log intake, the demo's settings and
 * the recording targets. Everything else Fastify serves is a page or an asset of one.
 */
const API_PREFIXES = ['/graphql', '/v1', '/flags', '/intake', '/__targets'];
const API_FILES = new Set(['/demo-config.json', '/healthz', CSP_REPORT_PATH]);
export const isApiPath = (path: string) =>
  API_FILES.has(path) || API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/**
 * The inline styles of documents the portal opens in a tab of its own origin from a blob (a printed approval record,
 * a backlinks step's picture, a backlinks job's report): such a document runs under the policy of the page that made
 * it, so that policy allows their style by its hash. The record's and the picture page's styles are the portal's (a
 * unit test keeps these hashes equal to them), the report's the service's own.
 */
export const RECORD_STYLE_HASH = "'sha256-+D0kstRIcvbPgC7FqfzLD7TfKg1FwmbFTUzRlMukXwo='";
/** A backlinks step's picture opened in a tab: its page's style (src/areas/backlinks/model/picture-page.ts PICTURE_PAGE_STYLE). */
export const PICTURE_PAGE_STYLE_HASH = "'sha256-s4TfyQe4B8Vf5LPQp0H2d7u3UrJqxpKZayeVia//+w0='";

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;
const INLINE_STYLE = /<style[^>]*>([\s\S]*?)<\/style>/gi;

/** The hashes of every inline script and style block of the demo pages, read once at start. */
export function inlineHashes(pagesDir: string): { scripts: string[]; styles: string[] } {
  const pages = readdirSync(pagesDir)
    .filter((name) => name.endsWith('.html'))
    .map((name) => readFileSync(join(pagesDir, name), 'utf8'));
  const hashesOf = (pattern: RegExp) => [
    ...new Set(pages.flatMap((html) => [...html.matchAll(pattern)].map((match) => sha256(match[1] ?? '')))),
  ];
  return { scripts: hashesOf(INLINE_SCRIPT), styles: hashesOf(INLINE_STYLE) };
}

export interface SecurityHeaderOptions {
  /** The demo pages' folder: their inline blocks are allowed by hash. */
  pagesDir: string;
  /** HTTPS origins also get Strict-Transport-Security. */
  publicUrl: string;
}

/**
 * Google Analytics, which the portal loads when a page gives it an analytics id (src/core/telemetry/analytics-script.ts):
 * gtag.js by its path only (the whole tag manager host would let an injected tag load any container), and where it
 * sends its events.
 */
const ANALYTICS_SCRIPTS = ['https://www.googletagmanager.com/gtag/'];
const ANALYTICS_CONNECTIONS = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];

/**
 * The page policy, for what the portal does on its own origin (the identity provider, the API, the flag endpoint
 * and the log intake all live there): scripts and styles from the origin and the pages' own inline blocks by hash
 * (the elements' styles are constructable stylesheets, which the policy does not govern); images also as data: and
 * blob: (previews of a file being uploaded) and from any HTTPS site (a post's pictures live on the firm's website or
 * a stock library); Google Analytics; the silent sign-in's frame to the identity provider; framed by the origin's
 * own pages only.
 */
function pageDirectives({ scripts, styles }: { scripts: string[]; styles: string[] }) {
  return {
    'default-src': ["'none'"],
    'script-src': ["'self'", ...scripts, ...ANALYTICS_SCRIPTS],
    'style-src': ["'self'", ...styles, RECORD_STYLE_HASH, PICTURE_PAGE_STYLE_HASH, sha256(REPORT_STYLE)],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'connect-src': ["'self'", ...ANALYTICS_CONNECTIONS],
    'font-src': ["'self'"],
    'frame-src': ["'self'"],
    'manifest-src': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'report-uri': [CSP_REPORT_PATH],
    'report-to': [REPORT_GROUP],
  };
}

/** The headers the service's own fixed answers carry too: the identity provider's, which sets its own policy. */
export function setIdentityHeaders(res: ServerResponse): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'no-referrer');
}

/**
 * Every answer Fastify sends gets its headers here, before any route runs, from helmet: a route that sets its own
 * (a file served as an attachment with a stricter policy, say) overrides them.
 */
export function registerSecurityHeaders(fastify: FastifyInstance, options: SecurityHeaderOptions): void {
  const hsts = new URL(options.publicUrl).protocol === 'https:' ? { maxAge: 31_536_000, includeSubDomains: false } : false;
  const pageHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: pageDirectives(inlineHashes(options.pagesDir)) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'sameorigin' },
    // Images and the bundle may be shown by firms' own sites (the WordPress plugin's pages).
    crossOriginResourcePolicy: false,
    strictTransportSecurity: hsts,
  });
  const apiHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] } },
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
    // The WordPress plugin's update screen shows the plugin's banner from /v1 on the firm's own site.
    crossOriginResourcePolicy: false,
    crossOriginOpenerPolicy: false,
    strictTransportSecurity: hsts,
  });
  fastify.addHook('onRequest', (request, reply, done) => {
    const path = request.url.split('?')[0] ?? '/';
    const api = isApiPath(path);
    if (!api) reply.raw.setHeader('Reporting-Endpoints', `${REPORT_GROUP}="${CSP_REPORT_PATH}"`);
    (api ? apiHeaders : pageHeaders)(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
}
