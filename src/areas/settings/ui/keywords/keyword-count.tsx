import { useMemo } from 'react';
import { keywordLinesOf } from '../../../../core/forms/keyword-list-text-form.ts';
import { KEYWORD_MAX, KEYWORDS_MAX, tidyKeywords } from '../../../../core/forms/keyword-lines.ts';
import { cn } from '../../../../ui/cn.ts';
import { KEYWORD_TEXT } from './keyword-texts.ts';

/**
 * How many keywords the text holds once tidied, against the limit, and what saving will remove or refuse; said
 * politely to a screen reader as it changes (it changes by the line, not by the key).
 */
export function KeywordCount({ text }: { text: string }) {
  const tidy = useMemo(() => tidyKeywords(keywordLinesOf(text)), [text]);
  const tooLong = tidy.keywords.filter((keyword) => keyword.length > KEYWORD_MAX).length;
  const over = tidy.keywords.length > KEYWORDS_MAX;
  const removed = tidy.duplicates + tidy.blanks > 0;
  return (
    <p data-slot="keyword-count" aria-live="polite" className="flex flex-wrap gap-x-2 text-xs text-fp-muted">
      <span className={cn(over && 'font-medium text-fp-danger')}>{KEYWORD_TEXT.liveCount(tidy.keywords.length)}</span>
      {over ? <span className="text-fp-danger">{KEYWORD_TEXT.tooMany(tidy.keywords.length)}</span> : null}
      {tooLong ? <span className="text-fp-danger">{KEYWORD_TEXT.tooLong(tooLong)}</span> : null}
      {removed ? <span>{KEYWORD_TEXT.willRemove(tidy.duplicates, tidy.blanks)}</span> : null}
    </p>
  );
}
