import * as v from 'valibot';
import { keywordListForm } from './keyword-list-form.ts';
import { keywordsFromLines } from './keyword-lines.ts';

/**
 * The keywords of a list as a text area holds them, one a line. Line breaks at the very end are not blank
 * lines the person meant (a text area invites a last Enter), so they are not counted as removed; an empty
 * text holds no lines at all.
 */
export function keywordLinesOf(text: string): string[] {
  const lines = text.replace(/(\r?\n)+$/, '');
  return lines ? keywordsFromLines(lines) : [];
}

/**
 * keywordListForm for a form that edits the keywords in a text area: the same name rule and keyword rules,
 * the keywords read from the text's lines first.
 */
export function keywordListTextForm(otherNames: readonly string[] = []) {
  const list = keywordListForm(otherNames);
  return v.object({
    name: list.entries.name,
    keywords: v.pipe(v.string('Enter the keywords, one per line.'), v.transform(keywordLinesOf), list.entries.keywords),
  });
}
export type KeywordListTextInput = v.InferInput<ReturnType<typeof keywordListTextForm>>;
export type KeywordListTextValues = v.InferOutput<ReturnType<typeof keywordListTextForm>>;
