/**
 * What a proposed on-page SEO change does to the live text, word by word, for the two columns of its row: the
 * live text with what goes marked, the proposed text with what comes marked. Plain text in, plain text out:
 * the page renders each part as text (a schema's JSON-LD or a payload in a title never becomes markup).
 */
import { diffWords } from 'diff';
import { countWords, mergeRuns } from '../../../core/content/word-runs.ts';

export type ChangePartKind = 'same' | 'added' | 'removed';

export interface ChangePart {
  kind: ChangePartKind;
  text: string;
}

export interface ChangeDiff {
  /** The live text: unchanged and removed parts. */
  live: ChangePart[];
  /** The proposed text: unchanged and added parts. */
  proposed: ChangePart[];
  /** Words added and removed. */
  added: number;
  removed: number;
}

/** How long a word diff may run before the two texts are shown as one removal and one addition (two unrelated long texts). */
const CHANGE_DIFF_TIMEOUT_MS = 200;

const SPACE = /\s/;

/**
 * diffWords compares words and lets white space follow them (a change of spacing alone is no change), so the text
 * of its unchanged runs has one side's spacing. Each side is cut again from its own text: a run takes the characters
 * its words stand on, with the white space around them, so every side reads exactly as stored.
 */
function realign(parts: readonly ChangePart[], source: string): ChangePart[] {
  let at = 0;
  const cut = parts.map((part, index) => {
    const start = at;
    const words = part.text.replace(/\s+/g, '');
    for (let matched = 0; at < source.length && matched < words.length; at += 1) if (!SPACE.test(source[at]!)) matched += 1;
    if (/\s$/.test(part.text) || index === parts.length - 1) while (at < source.length && SPACE.test(source[at]!)) at += 1;
    return { kind: part.kind, text: source.slice(start, at) };
  });
  if (at < source.length) cut.push({ kind: 'same', text: source.slice(at) });
  return cut;
}

export function diffChange(liveText: string, proposedText: string): ChangeDiff {
  const words = diffWords(liveText, proposedText, { timeout: CHANGE_DIFF_TIMEOUT_MS });
  const parts: ChangePart[] = words
    ? words.map((change) => ({ kind: change.added ? 'added' : change.removed ? 'removed' : 'same', text: change.value }))
    : [
        { kind: 'removed', text: liveText },
        { kind: 'added', text: proposedText },
      ];
  const live = mergeRuns(
    realign(
      parts.filter((part) => part.kind !== 'added'),
      liveText,
    ),
  );
  const proposed = mergeRuns(
    realign(
      parts.filter((part) => part.kind !== 'removed'),
      proposedText,
    ),
  );
  const total = (list: ChangePart[], kind: ChangePartKind) =>
    list.filter((part) => part.kind === kind).reduce((sum, part) => sum + countWords(part.text), 0);
  return { live, proposed, added: total(proposed, 'added'), removed: total(live, 'removed') };
}
