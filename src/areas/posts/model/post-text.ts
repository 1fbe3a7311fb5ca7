import type { SocialPlatform } from '../../../core/api/generated/graphql.ts';
import { PLATFORM_LIMITS } from '../../../shared/posts/platform-limits.ts';
import { extractEntitiesWithIndices } from '../../../shared/posts/twitter-text.ts';

/**
 * A post's text as the preview draws it: runs of plain text, links, hashtags and mentions, as data with
 * UTF-16 offsets into the text (a component renders them as text nodes and anchors; nothing here is HTML).
 * Entities are found by twitter-text, the same rules X applies, which also fit the other networks well
 * enough for a likeness. `linked` says whether the network draws that kind as a link in the feed.
 */
export type PostTokenKind = 'text' | 'link' | 'hashtag' | 'mention';

export type PostToken =
  | { kind: 'text'; text: string; start: number; end: number }
  | { kind: 'link'; text: string; start: number; end: number; url: string; linked: boolean }
  | { kind: 'hashtag'; text: string; start: number; end: number; tag: string; linked: boolean }
  | { kind: 'mention'; text: string; start: number; end: number; handle: string; linked: boolean };

/**
 * What each feed draws as a link. Instagram captions never make URLs clickable; Facebook and LinkedIn link
 * a typed @name only when it was tagged in their composer, which a scheduled text cannot do; a Google
 * Business Profile post shows its text plain (its button carries the link).
 */
const LINKED_KINDS: Record<SocialPlatform, ReadonlySet<PostTokenKind>> = {
  X: new Set(['link', 'hashtag', 'mention']),
  Instagram: new Set(['hashtag', 'mention']),
  Facebook: new Set(['link', 'hashtag']),
  LinkedIn: new Set(['link', 'hashtag']),
  GoogleBusinessProfile: new Set(),
};

/** twitter-text also finds URLs written without a scheme ("example.com"): they open as https. */
const withScheme = (url: string) => (/^https?:\/\//i.test(url) ? url : `https://${url}`);

export function postTokens(platform: SocialPlatform, text: string): PostToken[] {
  const linked = LINKED_KINDS[platform];
  const tokens: PostToken[] = [];
  let at = 0;
  const plain = (end: number) => {
    if (end > at) tokens.push({ kind: 'text', text: text.slice(at, end), start: at, end });
  };
  for (const entity of extractEntitiesWithIndices(text)) {
    const [start, end] = entity.indices;
    const part = { text: text.slice(start, end), start, end };
    // Cashtags ($AAPL) stay plain text: no law firm's post means a ticker.
    if ('cashtag' in entity) continue;
    plain(start);
    if ('url' in entity) tokens.push({ kind: 'link', ...part, url: withScheme(entity.url), linked: linked.has('link') });
    else if ('hashtag' in entity) tokens.push({ kind: 'hashtag', ...part, tag: entity.hashtag, linked: linked.has('hashtag') });
    else tokens.push({ kind: 'mention', ...part, handle: entity.screenName, linked: linked.has('mention') });
    at = end;
  }
  plain(text.length);
  return tokens;
}

export type SeeMoreCut = { shown: string; hidden: string; cut: boolean };

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const words = new Intl.Segmenter(undefined, { granularity: 'word' });

/** The offset after the first `count` graphemes (what a reader counts as characters), or the text's end. */
function graphemeEnd(text: string, count: number): number {
  let seen = 0;
  for (const { index, segment } of graphemes.segment(text)) {
    seen += 1;
    if (seen === count) return index + segment.length;
  }
  return text.length;
}

/** The offset of the newline that ends line `lines`, or the text's end when it has no more lines. */
function lineEnd(text: string, lines: number | undefined): number {
  if (lines === undefined) return text.length;
  let at = -1;
  for (let line = 0; line < lines; line += 1) {
    at = text.indexOf('\n', at + 1);
    if (at === -1) return text.length;
  }
  return at;
}

/** Moves a cut inside a word, a link, a hashtag or a mention back to its start, so none is broken in two. */
function wordStart(text: string, end: number): number {
  const inside = extractEntitiesWithIndices(text).find(({ indices: [start, stop] }) => start < end && end < stop);
  if (inside) return inside.indices[0];
  const word = words.segment(text).containing(end);
  return word && word.index < end && word.isWordLike ? word.index : end;
}

/**
 * The text split where the network's feed folds it behind "… more" (platform-limits.ts: about N characters,
 * or N lines, whichever comes first). The cut falls on a word boundary, so it never splits a surrogate pair,
 * an emoji sequence or any grapheme; a first word longer than the fold is cut at a grapheme instead.
 * `shown` loses its trailing spaces and `hidden` starts at the first hidden word.
 */
export function seeMoreCut(platform: SocialPlatform, text: string): SeeMoreCut {
  const { seeMore, seeMoreLines } = PLATFORM_LIMITS[platform];
  const whole = { shown: text, hidden: '', cut: false };
  if (seeMore === null) return whole;
  const byLines = lineEnd(text, seeMoreLines);
  const fold = Math.min(byLines, graphemeEnd(text, seeMore));
  if (text.slice(fold).trim() === '') return whole;
  let cut = fold === byLines ? fold : wordStart(text, fold);
  if (text.slice(0, cut).trim() === '') cut = fold;
  return { shown: text.slice(0, cut).trimEnd(), hidden: text.slice(cut).trimStart(), cut: true };
}
