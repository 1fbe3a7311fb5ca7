import { linkText } from '../model/backlink-display.ts';
import { safeHref } from '../model/backlink-links.ts';
import { cn } from '../../../ui/cn.ts';
import { NOT_YET } from '../backlinks-texts.ts';

export interface SafeLinkProps {
  /** The stored address or domain, shown as text exactly as stored. */
  value: string | null | undefined;
  className?: string;
  /** What a screen reader hears after the text (e.g. ', opens in a new tab'). */
  srSuffix?: string;
  /** Shown without its scheme and "www.", cut with an ellipsis at 5.5rem (a board card is narrow); the whole address stays in its title. */
  short?: boolean;
}

/**
 * A stored link as text, a link only when it is an http or https address (or a bare domain, which reads as its https
 * address); anything else (javascript:, data:, a typo) stays plain text. It opens in a new tab, away from the portal.
 * Padded to 24px high: links sit close together in a card's facts, and a finger needs the room (Lighthouse's target size).
 */
export function SafeLink({ value, className, srSuffix, short = false }: SafeLinkProps) {
  const stored = value?.trim();
  if (!stored) return <span className={cn('text-fp-muted', className)}>{NOT_YET}</span>;
  const text = short ? linkText(stored) : stored;
  const href = safeHref(stored);
  if (!href)
    return (
      <span className={className} title={stored}>
        {text}
      </span>
    );
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      title={stored}
      className={cn(
        'inline-block py-1 text-fp-primary underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-fp-primary rounded-sm',
        short && 'max-w-[5.5rem] truncate align-bottom',
        className,
      )}
    >
      {text}
      {srSuffix ? <span className="sr-only">{srSuffix}</span> : null}
    </a>
  );
}
