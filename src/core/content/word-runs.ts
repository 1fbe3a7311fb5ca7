// What the word diffs share (a blog post's versions, an on-page SEO change's live and proposed text): runs of one
// kind of change joined, and words counted as a reader counts them.

/** A run of text, unchanged or changed in one way. */
export interface TextRun<K extends string> {
  kind: K;
  text: string;
}

/** Joins neighbours of the same kind and drops empty runs, so the page renders one mark per run of changes. */
export function mergeRuns<K extends string, R extends TextRun<K>>(runs: readonly R[]): R[] {
  const result: R[] = [];
  for (const run of runs) {
    if (!run.text) continue;
    const previous = result[result.length - 1];
    if (previous?.kind === run.kind) previous.text += run.text;
    else result.push({ ...run });
  }
  return result;
}

// A word is a run of letters or digits, with inner apostrophes or hyphens ("don't", "follow-up"); punctuation is not.
const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

export const countWords = (text: string) => text.match(WORD)?.length ?? 0;
