/**
 * What changed between two saved versions of a post, in words a reviewer reads rather than in HTML: each
 * version's HTML becomes readable text, one line per block, and the two texts are compared word by word.
 * The HTML is read here without a DOM (this runs in core tests, and a parser would be one more place where
 * service HTML meets the browser); the result is plain text that the page renders as text, never as HTML.
 */
import { diffArrays, diffWords } from 'diff';
import { countWords, mergeRuns } from '../../../core/content/word-runs.ts';

export type DiffSegmentKind = 'same' | 'added' | 'removed';

export interface DiffSegment {
  kind: DiffSegmentKind;
  text: string;
}

/** How long a word diff may run before it gives up for a block-by-block one (two very different long posts). */
export const WORD_DIFF_TIMEOUT_MS = 300;

/** An image in the text, so a swapped picture shows in the diff too. */
export const imageText = (alt: string) => `[Image: ${alt.trim() || 'no description'}]`;

// Elements that end a line of text (a paragraph, a heading, a list item, a table cell...).
const BLOCK_TAGS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'caption',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
]);
// Elements whose content is not text a reader sees.
const HIDDEN_TAGS = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object', 'svg', 'math', 'head', 'title']);
// A comment, a doctype, or a tag whose attribute values may hold '>' inside quotes.
const TOKEN = /<!--[\s\S]*?(?:-->|$)|<![^>]*>|<(\/?)([a-zA-Z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ALT_ATTRIBUTE = /\balt\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  copy: '©',
  reg: '®',
  trade: '™',
  sect: '§',
  para: '¶',
  middot: '·',
  bull: '•',
  deg: '°',
  euro: '€',
  pound: '£',
  cent: '¢',
  times: '×',
};

function codePointText(code: number, original: string): string {
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : original;
}

/** HTML character references as the characters they stand for; an unknown name stays as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, (match, name: string) => {
    if (name[0] === '#')
      return codePointText(name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10), match);
    return NAMED_ENTITIES[name.toLowerCase()] ?? match;
  });
}

/** A post's HTML as the lines of text a reader sees: one per block, spaces collapsed, empty lines dropped. */
export function htmlToTextBlocks(html: string): string[] {
  const blocks: string[] = [];
  let current = '';
  let hiddenUntil: string | null = null;
  const endBlock = () => {
    const line = decodeEntities(current).replace(/\s+/g, ' ').trim();
    if (line) blocks.push(line);
    current = '';
  };
  let last = 0;
  for (const match of html.matchAll(TOKEN)) {
    if (hiddenUntil === null) current += html.slice(last, match.index);
    last = match.index + match[0].length;
    const [, closing, rawName, attributes = ''] = match;
    if (!rawName) continue;
    const name = rawName.toLowerCase();
    if (hiddenUntil !== null) {
      if (closing && name === hiddenUntil) hiddenUntil = null;
      continue;
    }
    if (!closing && HIDDEN_TAGS.has(name) && !attributes.trimEnd().endsWith('/')) hiddenUntil = name;
    else if (name === 'img' && !closing) {
      const alt = ALT_ATTRIBUTE.exec(attributes);
      endBlock();
      current = imageText(decodeEntities(alt?.[1] ?? alt?.[2] ?? alt?.[3] ?? ''));
      endBlock();
    } else if (BLOCK_TAGS.has(name)) endBlock();
  }
  if (hiddenUntil === null) current += html.slice(last);
  endBlock();
  return blocks;
}

const kindOf = (change: { added: boolean; removed: boolean }): DiffSegmentKind =>
  change.added ? 'added' : change.removed ? 'removed' : 'same';

/**
 * The changes from `olderHtml` to `newerHtml`, word by word; lines (blocks) are separated by '\n'. When the
 * word diff takes longer than WORD_DIFF_TIMEOUT_MS, whole blocks are compared instead, which is coarser but
 * keeps the page responsive on two unrelated 200,000-character versions.
 */
export function diffRevisionText(olderHtml: string, newerHtml: string): DiffSegment[] {
  const older = htmlToTextBlocks(olderHtml);
  const newer = htmlToTextBlocks(newerHtml);
  const words = diffWords(older.join('\n'), newer.join('\n'), { timeout: WORD_DIFF_TIMEOUT_MS });
  if (words) return mergeRuns(words.map((change) => ({ kind: kindOf(change), text: change.value })));
  const blocks = diffArrays(older, newer);
  return mergeRuns(blocks.map((change) => ({ kind: kindOf(change), text: change.value.map((line) => `${line}\n`).join('') })));
}

/** How many words a text has (letters or digits, with inner apostrophes or hyphens). */
export { countWords };

/** How many words the newer version adds and removes. */
export function diffSummary(segments: readonly DiffSegment[]): { added: number; removed: number } {
  let added = 0;
  let removed = 0;
  for (const segment of segments) {
    if (segment.kind === 'added') added += countWords(segment.text);
    if (segment.kind === 'removed') removed += countWords(segment.text);
  }
  return { added, removed };
}
