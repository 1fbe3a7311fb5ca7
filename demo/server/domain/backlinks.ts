/**
 * What the service takes from the agency for a backlinks job: the evidence file saved with a step, and the
 * referring site and live link an edit of a step may carry. The rules are written once in
 * src/shared/backlinks/backlink-rules.ts, which the portal checks before it sends; here they get the service's words.
 */
import {
  BACKLINK_EVIDENCE_TYPES,
  MAX_LINK_LENGTH,
  liveUrlProblem as liveUrlRule,
  referringSiteProblem as referringSiteRule,
} from '../../../src/shared/backlinks/backlink-rules.ts';
import { isRasterType, rasterContentProblem } from '../input/image-rules.ts';

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

/** Why a value cannot be a job's live link (an http or https address with a domain); undefined when fine. Empty clears it. */
export function liveUrlProblem(value: unknown): string | undefined {
  if (value === null) return undefined;
  if (typeof value !== 'string') return 'must be a text: the http or https address of the page the link is on.';
  const problem = liveUrlRule(value);
  if (problem === 'tooLong') return `must be at most ${MAX_LINK_LENGTH} characters long.`;
  return problem
    ? `must be an http or https address with a domain (https://news.example.com/article), not "${value.slice(0, 100)}".`
    : undefined;
}

/** Why a value cannot be a job's referring site (a domain, or an http or https address); undefined when fine. Empty clears it. */
export function referringSiteProblem(value: unknown): string | undefined {
  if (value === null) return undefined;
  if (typeof value !== 'string') return 'must be a text: a domain (lawyers.example.org) or an http or https address.';
  const problem = referringSiteRule(value);
  if (problem === 'tooLong') return `must be at most ${MAX_LINK_LENGTH} characters long.`;
  return problem ? `must be a domain (lawyers.example.org) or an http or https address, not "${value.slice(0, 100)}".` : undefined;
}

/** A link as stored: trimmed, and null for an empty one. */
export const storedLink = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
