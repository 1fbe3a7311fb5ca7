/** The list editor's own words; a form may replace any of them (`texts`), e.g. to say "recipients". */
export const ENTRY_LIST_TEXT = {
  add: 'Add',
  remove: (entry: string) => `Remove ${entry}`,
  empty: 'Nothing on the list yet.',
  listLabel: (count: number) => `On the list: ${count}`,
  linesHint: 'One per line. Repeats are removed.',
  asLines: 'Edit as text, one per line',
  asChips: 'Done editing as text',
  added: (entries: readonly string[]) => `Added ${entries.join(', ')}.`,
  removed: (entry: string) => `Removed ${entry}.`,
  repeats: (entries: readonly string[]) => `Already on the list, so left out: ${entries.join(', ')}.`,
};
export type EntryListTexts = typeof ENTRY_LIST_TEXT;
