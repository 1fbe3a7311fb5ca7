/**
 * The links a backlinks job carries (its target page, the referring site, the live page) are shown as text with a
 * link only to an http or https address: never HTML from the service, never another scheme (javascript:, data:).
 * The same rules as the service's (demo/server/domain/backlinks.ts) check what staff type before it is sent.
 */
const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/i;
const MAX_LINK_LENGTH = 2000;

function httpUrl(text: string): URL | null {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && DOMAIN.test(url.hostname) ? url : null;
  } catch {
    return null;
  }
}

/** Where a link may point: the http(s) address itself, a bare domain's https address, or null (shown as text only). */
export function safeHref(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text || text.length > MAX_LINK_LENGTH) return null;
  if (DOMAIN.test(text)) return `https://${text}/`;
  return httpUrl(text)?.href ?? null;
}

export type LinkProblem = 'notHttp' | 'notSite' | 'tooLong';

/** Why a live link cannot be saved (an http or https address with a domain); null when fine or empty. */
export function liveUrlProblem(value: string): LinkProblem | null {
  const text = value.trim();
  if (!text) return null;
  if (value.length > MAX_LINK_LENGTH) return 'tooLong';
  return httpUrl(text) ? null : 'notHttp';
}

/** Why a referring site cannot be saved (a domain, or an http or https address); null when fine or empty. */
export function referringSiteProblem(value: string): LinkProblem | null {
  const text = value.trim();
  if (!text) return null;
  if (value.length > MAX_LINK_LENGTH) return 'tooLong';
  return DOMAIN.test(text) || httpUrl(text) ? null : 'notSite';
}
