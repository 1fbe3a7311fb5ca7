import { formatInstantDate } from '../../../core/review/review-dates.ts';
import { ItemActions, type ItemActionHandlers } from '../../../ui/form/item-actions.tsx';
import { KEYWORD_TEXT } from './keyword-texts.ts';

export interface KeywordList {
  id: string;
  name: string;
  keywords: readonly string[];
  updatedOn: string;
}

export interface KeywordListItemProps {
  list: KeywordList;
  /** Edit and Delete, for those who may change the firm's settings; without them the list is only shown. */
  actions?: ItemActionHandlers;
}

/** One keyword list: its name, how many keywords and when it last changed; its keywords behind a disclosure. */
export function KeywordListItem({ list, actions }: KeywordListItemProps) {
  return (
    <li data-slot="keyword-list" className="space-y-2 rounded-fp border border-fp-border p-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 className="break-words font-medium text-fp-text">{list.name}</h3>
          <p className="text-sm text-fp-muted">
            {KEYWORD_TEXT.keywordCount(list.keywords.length)} · <time dateTime={list.updatedOn}>{KEYWORD_TEXT.updated(formatInstantDate(list.updatedOn))}</time>
          </p>
        </div>
        {actions ? <ItemActions itemName={list.name} {...actions} /> : null}
      </div>
      {list.keywords.length ? (
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
      ) : null}
    </li>
  );
}
