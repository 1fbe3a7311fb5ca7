import { DOMAIN, httpUrl, MAX_LINK_LENGTH } from '../../../shared/backlinks/backlink-rules.ts';

/**
 * The links a backlinks job carries (its target page, the referring site, the live page) are shown as text with a
 * link only to an http or https address: never HTML from the service, never another scheme (javascript:, data:).
 * What staff type is checked by the rules the service enforces (src/shared/backlinks/backlink-rules.ts).
 */
/** Where a link may point: the http(s) address itself, a bare domain's https address, or null (shown as text only). */
export function safeHref(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text || text.length > MAX_LINK_LENGTH) return null;
  if (DOMAIN.test(text)) return `https://${text}/`;
  return httpUrl(text)?.href ?? null;
}
