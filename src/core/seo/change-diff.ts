/**
 * What a proposed on-page SEO change does to the live text, word by word, for the two columns of its row: the
 * live text with what goes marked, the proposed text with what comes marked. Plain text in, plain text out:
 * the page renders each part as text (a schema's JSON-LD or a payload in a title never becomes markup).
 */
import { diffWords } from 'diff';
import { countWords, mergeRuns } from '../content/word-runs.ts';

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
export const CHANGE_DIFF_TIMEOUT_MS = 200;

export function diffChange(liveText: string, proposedText: string): ChangeDiff {
  const words = diffWords(liveText, proposedText, { timeout: CHANGE_DIFF_TIMEOUT_MS });
  const parts: ChangePart[] = words
    ? words.map((change) => ({ kind: change.added ? 'added' : change.removed ? 'removed' : 'same', text: change.value }))
    : [
        { kind: 'removed', text: liveText },
        { kind: 'added', text: proposedText },
      ];
  const live = mergeRuns(parts.filter((part) => part.kind !== 'added'));
  const proposed = mergeRuns(parts.filter((part) => part.kind !== 'removed'));
  const total = (list: ChangePart[], kind: ChangePartKind) => list.filter((part) => part.kind === kind).reduce((sum, part) => sum + countWords(part.text), 0);
  return { live, proposed, added: total(proposed, 'added'), removed: total(live, 'removed') };
}
