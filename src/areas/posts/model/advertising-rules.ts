import { RESTRICTED_TERMS, type RestrictedTerm } from './restricted-words.ts';

/**
 * The law-firm checks beside a post's preview: words attorney-advertising rules restrict, marked in the text
 * with why (restricted-words.ts holds the list), and whether the post carries the firm's disclaimer.
 */
export type RestrictedWordMatch = {
  /** UTF-16 offsets into the text as given, so the page can mark exactly these characters. */
  start: number;
  end: number;
  /** The words as written in the post ("Guaranteed"). */
  word: string;
  /** The list entry it matched ("guarantee"). */
  term: string;
  reason: string;
};

// A word starts and ends where no letter, digit or underscore touches it, in any script ("bestow" is not
// "best"); a number's grouping does not count as an edge either ("1,100%" is not "100%", "No. 1:21-cv" no "No. 1").
const BEFORE = String.raw`(?<![\p{L}\p{N}_]|\p{N}[.,:])`;
const AFTER = String.raw`(?![\p{L}\p{N}_]|[.,:]\p{N})`;
const GAP = String.raw`[\s\-\u2013\u2014,/]+`;

function phrasePattern(phrase: string): string {
  return phrase
    .split(/[\s-]+/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/'/g, "['\u2019]"))
    .join(GAP);
}

// Longest first, so "guaranteed" wins over "guarantee" at the same place.
const wordsPattern = (words: string[]) =>
  new RegExp(
    `${BEFORE}(?:${[...words]
      .sort((a, b) => b.length - a.length)
      .map(phrasePattern)
      .join('|')})${AFTER}`,
    'giu',
  );

type CompiledTerm = { entry: RestrictedTerm; pattern: RegExp; unless?: RegExp };
const COMPILED: CompiledTerm[] = RESTRICTED_TERMS.map((entry) => ({
  entry,
  pattern: wordsPattern(entry.words),
  ...(entry.unless ? { unless: wordsPattern(entry.unless) } : {}),
}));

const spans = (pattern: RegExp, text: string) => [...text.matchAll(pattern)].map((m) => [m.index, m.index + m[0].length] as const);

/** Every restricted word or phrase in the text, in order; where two overlap, the one that starts first (then the longer) is kept. */
export function findRestrictedWords(text: string): RestrictedWordMatch[] {
  const found: RestrictedWordMatch[] = [];
  for (const { entry, pattern, unless } of COMPILED) {
    const excused = unless ? spans(unless, text) : [];
    for (const [start, end] of spans(pattern, text)) {
      if (excused.some(([from, to]) => from <= start && end <= to)) continue;
      found.push({ start, end, word: text.slice(start, end), term: entry.term, reason: entry.reason });
    }
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: RestrictedWordMatch[] = [];
  for (const match of found) if ((kept.at(-1)?.end ?? 0) <= match.start) kept.push(match);
  return kept;
}

export type DisclaimerState = 'present' | 'missing' | 'noneRequired';

/** What the page says when a post lacks the firm's disclaimer; the disclaimer itself is the firm's, from the service. */
export const DISCLAIMER_MISSING_NOTICE = "This post does not include your firm's required disclaimer. Add it before approving.";

// Compared as a reader would: case, runs of spaces and line breaks, curly quotes and Unicode composition do not matter.
const comparable = (text: string) =>
  text
    .normalize('NFC')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/** Whether the post carries the firm's disclaimer; a firm without one needs none. */
export function disclaimerCheck(text: string, disclaimer: string | null): { state: DisclaimerState } {
  const wanted = disclaimer === null ? '' : comparable(disclaimer);
  if (wanted === '') return { state: 'noneRequired' };
  return { state: comparable(text).includes(wanted) ? 'present' : 'missing' };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Where the firm's disclaimer stands in the text (UTF-16 ranges), found as disclaimerCheck finds it: any case,
 * any run of spaces, straight or curly quotes. The disclaimer is the firm's own required wording, so the
 * restricted-word check does not mark inside it ("Prior results do not guarantee…" is the point, not a promise).
 */
export function disclaimerRanges(text: string, disclaimer: string | null): { start: number; end: number }[] {
  const words = (disclaimer ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const quote = (word: string) =>
    escapeRegExp(word.normalize('NFC'))
      .replace(/['\u2018\u2019]/g, "['\u2018\u2019]")
      .replace(/["\u201C\u201D]/g, '["\u201C\u201D]');
  const pattern = new RegExp(words.map(quote).join('\\s+'), 'giu');
  return [...text.normalize('NFC').matchAll(pattern)].map((match) => ({ start: match.index, end: match.index + match[0].length }));
}

/** The restricted words of a post outside the firm's disclaimer. */
export function restrictedOutsideDisclaimer(text: string, disclaimer: string | null): RestrictedWordMatch[] {
  const ranges = disclaimerRanges(text, disclaimer);
  return findRestrictedWords(text).filter((match) => !ranges.some((range) => match.start >= range.start && match.end <= range.end));
}
