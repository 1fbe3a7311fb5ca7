import { formatInstantDate } from '../../../../core/review/review-dates.ts';
import type { ItemActionHandlers } from '../../../../ui/form/item-actions.tsx';
import { ListItemFrame } from '../../../../ui/form/list-item-frame.tsx';
import { KEYWORD_TEXT } from './keyword-texts.ts';

export interface KeywordList {
  id: string;
  name: string;
  keywords: readonly string[];
  updatedOn: string;
}

/** One keyword list: its name, how many keywords and when it last changed; its keywords behind a disclosure. */
export function KeywordListItem({ list, actions }: { list: KeywordList; actions: ItemActionHandlers | undefined }) {
  const keywords = list.keywords.length ? (
    <details className="text-sm">
      <summary className="cursor-pointer rounded-sm py-1 text-fp-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-fp-primary">
        {KEYWORD_TEXT.showKeywords}
        <span className="sr-only"> {list.name}</span>
      </summary>
      <ul data-slot="keywords" className="mt-2 flex flex-wrap gap-1">
        {list.keywords.map((keyword) => (
          <li key={keyword} className="break-words rounded-full bg-gray-100 px-2 py-0.5 text-xs text-fp-text">
            {keyword}
          </li>
        ))}
      </ul>
    </details>
  ) : null;
  return (
    <ListItemFrame slot="keyword-list" name={list.name} actions={actions} footer={keywords}>
      <p className="text-sm text-fp-muted">
        {KEYWORD_TEXT.keywordCount(list.keywords.length)} ·{' '}
        <time dateTime={list.updatedOn}>{KEYWORD_TEXT.updated(formatInstantDate(list.updatedOn))}</time>
      </p>
    </ListItemFrame>
  );
}
