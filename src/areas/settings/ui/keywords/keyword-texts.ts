import { KEYWORD_MAX, KEYWORDS_MAX } from '../../../../core/forms/keyword-lines.ts';

const plural = (count: number, one: string, many: string) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

export const KEYWORD_TEXT = {
  listsLabel: 'Keyword lists',
  add: 'Add a list',
  empty: 'No keyword lists yet. Add one with the searches you want your content to be found for, such as “divorce lawyer in Denver”.',
  emptyReadOnly: 'No keyword lists yet.',
  newTitle: 'New keyword list',
  editTitle: (name: string) => `Edit “${name}”`,
  name: 'Name',
  nameHint: 'A name that tells this list from the others, such as a practice area.',
  keywords: 'Keywords',
  keywordsHint: `One keyword or phrase a line: up to ${KEYWORDS_MAX} keywords of at most ${KEYWORD_MAX} characters each. Repeats and blank lines are removed when you save.`,
  addSave: 'Add list',
  editSave: 'Save list',
  keywordCount: (count: number) => plural(count, 'keyword', 'keywords'),
  liveCount: (count: number) => `${count.toLocaleString('en-US')} of ${KEYWORDS_MAX} keywords`,
  tooMany: (count: number) => `${plural(count - KEYWORDS_MAX, 'keyword', 'keywords')} over the limit.`,
  tooLong: (count: number) => `${plural(count, 'keyword is', 'keywords are')} longer than ${KEYWORD_MAX} characters.`,
  willRemove: (duplicates: number, blanks: number) =>
    `${[duplicates && plural(duplicates, 'repeat', 'repeats'), blanks && plural(blanks, 'blank line', 'blank lines')].filter(Boolean).join(' and ')} will be removed when you save.`,
  /** Said after a save: which list, and what tidying removed from it (`removed` is tidyNote's sentence). */
  savedNote: (name: string, removed: string) => `“${name}” saved. ${removed}`,
  updated: (date: string) => `Updated ${date}`,
  showKeywords: 'Show keywords',
  deleteTitle: (name: string) => `Delete the keyword list “${name}”?`,
  deleteDescription: (count: number) =>
    `Its ${plural(count, 'keyword', 'keywords')} will no longer guide new content. Content already written stays as it is. This cannot be undone.`,
  deleteConfirm: 'Delete list',
  deleting: 'Deleting…',
} as const;
