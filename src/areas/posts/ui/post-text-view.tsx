import { useMemo, useState, type ReactNode } from 'react';
import type { SocialPlatform } from '../../../core/api/generated/graphql.ts';
import { safeLink } from '../../../core/content/url-schemes.ts';
import { markedSegments, type MarkedSegment, type TextMark } from '../model/marked-segments.ts';
import { postTokens, seeMoreCut } from '../model/post-text.ts';
import { PREVIEW_TEXTS } from '../post-texts.ts';

function Segment({ segment }: { segment: MarkedSegment }) {
  const { token } = segment;
  let body: ReactNode = segment.text;
  if (token.kind === 'link' && token.linked) {
    const href = safeLink(token.url);
    body = href ? (
      <a href={href} target="_blank" rel="noopener noreferrer nofollow" className="text-[#1d6fd8] underline">
        {segment.text}
      </a>
    ) : (
      segment.text
    );
  } else if (token.kind !== 'text' && token.linked) {
    body = <span className="text-[#1d6fd8]">{segment.text}</span>;
  }
  if (segment.marks.length === 0) return <>{body}</>;
  const reasons = segment.marks.map((mark) => mark.reason).join(' ');
  const phone = segment.marks.some((mark) => mark.kind === 'phone');
  // The mark's meaning is spoken and shown on hover, not carried by its colour alone.
  return (
    <mark
      data-mark={phone ? 'phone' : 'restricted'}
      title={reasons}
      className="rounded-sm bg-amber-200 text-inherit underline decoration-wavy decoration-amber-700"
    >
      {body}
      <span className="sr-only"> ({phone ? PREVIEW_TEXTS.phoneMark : PREVIEW_TEXTS.restrictedMark})</span>
    </mark>
  );
}

/**
 * A post's text as the network's feed shows it: its own "see more" cut, links and hashtags drawn as that network
 * draws them, and the law-firm checks' marks. Text only: nothing of the post reaches the DOM as HTML.
 */
export function PostTextView({ platform, text, marks }: { platform: SocialPlatform; text: string; marks: readonly TextMark[] }) {
  const [expanded, setExpanded] = useState(false);
  const cut = useMemo(() => seeMoreCut(platform, text), [platform, text]);
  const shownText = expanded || !cut.cut ? text : cut.shown;
  const segments = useMemo(() => markedSegments(shownText, postTokens(platform, shownText), marks), [platform, shownText, marks]);
  return (
    <p data-slot="post-text" className="whitespace-pre-wrap break-words text-sm leading-relaxed">
      {segments.map((segment, index) => (
        <Segment key={index} segment={segment} />
      ))}
      {cut.cut ? (
        <button
          type="button"
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
          className="ml-1 font-medium text-fp-muted hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-fp-primary rounded-sm"
        >
          {expanded ? PREVIEW_TEXTS.seeLess : PREVIEW_TEXTS.seeMore}
        </button>
      ) : null}
    </p>
  );
}
