import { isWebAddress } from '../../../../core/forms/field-rules.ts';
import { COMPETITOR_TEXT } from './competitor-texts.ts';

/**
 * A stored website as text, and a link only when it is an http or https address: an address written by another
 * client of the API (javascript:, a typo) stays plain text. It opens in a new tab, away from the portal.
 */
export function WebsiteLink({ url }: { url: string }) {
  if (!isWebAddress(url)) return <span className="break-all text-sm text-fp-muted">{url}</span>;
  return (
    <a
      href={new URL(url).href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-block break-all rounded-sm py-1 text-sm text-fp-primary underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-fp-primary"
    >
      {url}
      <span className="sr-only">{COMPETITOR_TEXT.newTab}</span>
    </a>
  );
}
