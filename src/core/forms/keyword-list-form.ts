import * as v from 'valibot';
import { CONTROL_MESSAGE, hasControlCharacter, requiredText } from './field-rules.ts';
import { KEYWORD_MAX, KEYWORDS_MAX, tidyKeywords } from './keyword-lines.ts';

/** The keywords of a list: tidied (blanks and repeats removed), then 1..KEYWORDS_MAX of at most KEYWORD_MAX characters. */
export const keywordEntries = v.pipe(
  v.array(v.string('Enter each keyword as text.'), 'Enter the keywords, one per line.'),
  v.transform((entries) => tidyKeywords(entries).keywords),
  v.minLength(1, 'Enter at least one keyword.'),
  v.maxLength(
    KEYWORDS_MAX,
    (issue) => `A list holds at most ${KEYWORDS_MAX} keywords (this has ${issue.received}); split it into two lists.`,
  ),
  v.check(
    (keywords) => keywords.every((keyword) => keyword.length <= KEYWORD_MAX),
    `Keep each keyword to ${KEYWORD_MAX} characters or fewer.`,
  ),
  v.check((keywords) => !keywords.some((keyword) => hasControlCharacter(keyword)), CONTROL_MESSAGE),
);

const sameName = (name: string) => name.trim().toLowerCase();

/**
 * A keyword list (AddClientKeywordList, UpdateClientKeywordList). `otherNames` are the names of the firm's
 * other lists: two lists of one name could not be told apart, so a repeat (ignoring case) is refused.
 */
export const keywordListForm = (otherNames: readonly string[] = []) =>
  v.object({
    name: v.pipe(
      requiredText("the list's name"),
      v.check(
        (name) => !otherNames.some((other) => sameName(other) === sameName(name)),
        'Another list already has this name; choose a different one.',
      ),
    ),
    keywords: keywordEntries,
  });
export type KeywordListFormValues = v.InferOutput<ReturnType<typeof keywordListForm>>;
