import { isRasterType, rasterContentProblem } from '../input/image-rules.ts';

/**
 * What the service takes from the agency for a backlinks job: the evidence file saved with a step, and the
 * referring site and live link an edit of a step may carry. The portal checks the same rules before it sends
 * (src/areas/backlinks/model/backlink-files.ts, held against these by tests/unit/backlinks-service-rules.test.ts).
 */

/** Screenshots, PDFs and plain or CSV text: what proves a link was asked for, placed and checked. */
export const BACKLINK_EVIDENCE_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'text/plain',
  'text/csv',
] as const;

const MAX_LINK_LENGTH = 2000;
const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/i;

/**
 * Why a file cannot be a step's evidence, as the end of a sentence that starts with its field name; undefined when
 * fine. A picture is served back inline from our origin, so it must be the format it claims, within the pixel limits.
 */
export function evidenceProblem(file: { contentType: string; bytes: Uint8Array }): string | undefined {
  const type = file.contentType.split(';')[0]!.trim().toLowerCase();
  if (!(BACKLINK_EVIDENCE_TYPES as readonly string[]).includes(type)) {
    return `is of type ${type || 'unknown'}, which a step does not take: send a PDF, a PNG, JPEG, WebP or GIF image, or a plain text or CSV file.`;
  }
  return isRasterType(type) ? rasterContentProblem(file.bytes, type) : undefined;
}

const httpUrl = (text: string): URL | undefined => {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && DOMAIN.test(url.hostname) ? url : undefined;
  } catch {
    return undefined;
  }
};

/** Why a value cannot be a job's live link (an http or https address); undefined when fine. Empty clears it. */
export function liveUrlProblem(value: unknown): string | undefined {
  if (value === null || value === '') return undefined;
  if (typeof value !== 'string') return 'must be a text: the http or https address of the page the link is on.';
  if (value.length > MAX_LINK_LENGTH) return `must be at most ${MAX_LINK_LENGTH} characters long.`;
  return httpUrl(value.trim())
    ? undefined
    : `must be an http or https address with a domain (https://news.example.com/article), not "${value.slice(0, 100)}".`;
}

/** Why a value cannot be a job's referring site (a domain, or an http or https address); undefined when fine. Empty clears it. */
export function referringSiteProblem(value: unknown): string | undefined {
  if (value === null || value === '') return undefined;
  if (typeof value !== 'string') return 'must be a text: a domain (lawyers.example.org) or an http or https address.';
  if (value.length > MAX_LINK_LENGTH) return `must be at most ${MAX_LINK_LENGTH} characters long.`;
  const text = value.trim();
  return DOMAIN.test(text) || httpUrl(text)
    ? undefined
    : `must be a domain (lawyers.example.org) or an http or https address, not "${value.slice(0, 100)}".`;
}

/** A link as stored: trimmed, and null for an empty one. */
export const storedLink = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
