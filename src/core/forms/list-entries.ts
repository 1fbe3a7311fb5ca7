/** What people put between the entries of a pasted list: line breaks, commas, semicolons. */
const SEPARATORS = /[\r\n,;]+/;

/** The entries of a pasted or typed text (one per line, or separated by commas), trimmed, blanks dropped. */
export function entriesOf(text: string): string[] {
  return text
    .split(SEPARATORS)
    .map((entry) => entry.trim())
    .filter(Boolean);
}

export interface AddedEntries {
  /** The list with the new entries at its end. */
  entries: string[];
  /** New entries already on the list (or given twice), left out. */
  repeats: string[];
}

/**
 * Adds entries to a list, leaving out those it already holds; `key` says when two entries are the same (an
 * e-mail address ignores case).
 */
export function addEntries(
  list: readonly string[],
  added: readonly string[],
  key: (entry: string) => string = (entry) => entry,
): AddedEntries {
  const seen = new Set(list.map(key));
  const entries = [...list];
  const repeats: string[] = [];
  for (const entry of added) {
    if (seen.has(key(entry))) {
      repeats.push(entry);
    } else {
      seen.add(key(entry));
      entries.push(entry);
    }
  }
  return { entries, repeats };
}
