// The keyword list form as a text area holds it (src/core/forms/keyword-list-text-form.ts): lines read as keywords,
// a last line break not counted as a blank line, and the shared list rules (name, duplicates, limits) kept.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { keywordLinesOf, keywordListTextForm } from '../../src/core/forms/keyword-list-text-form.ts';
import { tidyKeywords, tidyNote } from '../../src/core/forms/keyword-lines.ts';

const messages = (result: v.SafeParseResult<ReturnType<typeof keywordListTextForm>>) =>
  (result.issues ?? []).map((issue) => [v.getDotPath(issue), issue.message]);

describe('keywordLinesOf', () => {
  it('reads one keyword a line, Windows line breaks too, and keeps blank lines inside the text', () => {
    expect(keywordLinesOf('a\r\nb\n\nc')).toEqual(['a', 'b', '', 'c']);
  });

  it('does not count line breaks at the very end, and finds no lines in an empty text', () => {
    expect(keywordLinesOf('a\nb\n\n')).toEqual(['a', 'b']);
    expect(keywordLinesOf('')).toEqual([]);
    expect(tidyNote(tidyKeywords(keywordLinesOf('divorce lawyer\n')))).toBeNull();
  });
});

describe('keywordListTextForm', () => {
  it('gives the tidy keywords: trimmed, repeats (any case or spacing) and blanks removed, in the order typed', () => {
    const result = v.safeParse(keywordListTextForm(), {
      name: '  Family law ',
      keywords: 'divorce lawyer\n\nDivorce   Lawyer\n child custody \n  \nalimony\n',
    });
    expect(result.output).toEqual({ name: 'Family law', keywords: ['divorce lawyer', 'child custody', 'alimony'] });
  });

  it('refuses a name another list has, whatever its case', () => {
    expect(messages(v.safeParse(keywordListTextForm(['Wills', 'Trusts']), { name: 'WILLS', keywords: 'a' }))).toEqual([
      ['name', 'Another list already has this name; choose a different one.'],
    ]);
  });

  it('refuses no keywords, too many, one too long, and control characters, each under the keywords', () => {
    const refused = (keywords: string) => messages(v.safeParse(keywordListTextForm(), { name: 'List', keywords }));
    expect(refused('\n \n')).toEqual([['keywords', 'Enter at least one keyword.']]);
    expect(refused(Array.from({ length: 201 }, (_, index) => `keyword ${index}`).join('\n'))).toEqual([
      ['keywords', 'A list holds at most 200 keywords (this has 201); split it into two lists.'],
    ]);
    expect(refused(`ok\n${'k'.repeat(101)}`)).toEqual([['keywords', 'Keep each keyword to 100 characters or fewer.']]);
    expect(refused('bell\u0007')).toEqual([['keywords', 'Remove the invisible control characters (they often come with pasted text).']]);
  });
});
