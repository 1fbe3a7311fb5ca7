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
  const seen = new Set<string>();
  const keywords: string[] = [];
  let duplicates = 0;
  let blanks = 0;
  for (const entry of entries) {
    const keyword = entry.trim().replace(/\s+/g, ' ');
    if (!keyword) {
      blanks += 1;
    } else if (seen.has(sameKeyword(keyword))) {
      duplicates += 1;
    } else {
      seen.add(sameKeyword(keyword));
      keywords.push(keyword);
    }
  }
  return { keywords, duplicates, blanks };
}

/** One keyword per line: how a text area holds a list. */
export const keywordsFromLines = (text: string): string[] => text.split(/\r?\n/);

/** What tidying removed, in a sentence; null when nothing was removed. */
export function tidyNote({ duplicates, blanks }: TidyKeywords): string | null {
  const parts = [duplicates && `${duplicates} duplicate${duplicates === 1 ? '' : 's'}`, blanks && `${blanks} blank line${blanks === 1 ? '' : 's'}`].filter(Boolean);
  return parts.length ? `Removed ${parts.join(' and ')}.` : null;
}
