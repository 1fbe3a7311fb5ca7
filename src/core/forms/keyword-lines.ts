import { addEntries } from './list-entries.ts';

/** Limits of a keyword list, as the service keeps them. */
export const KEYWORDS_MAX = 200;
export const KEYWORD_MAX = 100;

export interface TidyKeywords {
  /** The keywords kept: trimmed, in the order given, the first spelling of each. */
  keywords: string[];
  /** Repeats dropped, compared ignoring case and inner spacing. */
  duplicates: number;
  /** Empty lines or chips dropped. */
  blanks: number;
}

const sameKeyword = (keyword: string) => keyword.toLowerCase().replace(/\s+/g, ' ');

/** Keywords as a person typed them (lines or chips): blanks and repeats removed, counted so the page can say so. */
export function tidyKeywords(entries: readonly string[]): TidyKeywords {
  const typed = entries.map((entry) => entry.trim().replace(/\s+/g, ' '));
  const given = typed.filter(Boolean);
  const { entries: keywords, repeats } = addEntries([], given, sameKeyword);
  return { keywords, duplicates: repeats.length, blanks: typed.length - given.length };
}

/** One keyword per line: how a text area holds a list. */
export const keywordsFromLines = (text: string): string[] => text.split(/\r?\n/);

/** What tidying removed, in a sentence; null when nothing was removed. */
export function tidyNote({ duplicates, blanks }: TidyKeywords): string | null {
  const parts = [
    duplicates && `${duplicates} duplicate${duplicates === 1 ? '' : 's'}`,
    blanks && `${blanks} blank line${blanks === 1 ? '' : 's'}`,
  ].filter(Boolean);
  return parts.length ? `Removed ${parts.join(' and ')}.` : null;
}
