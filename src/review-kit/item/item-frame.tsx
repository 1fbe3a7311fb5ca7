import type { ReactNode } from 'react';
import { Spinner } from '../../ui/primitives/spinner.tsx';
import type { ReviewClient } from '../review-client.ts';
import { ItemLoadError } from './item-load-error.tsx';

/** What an item page says before it has its item. */
export interface ItemFrameTexts {
  noClient: string;
  loading: string;
  notFound: string;
  error: string;
  /** The way back, offered with an error when the page around has none of its own. */
  back: string;
}

/** The item's query as the frame reads it (a TanStack Query result). */
export interface ItemQueryState<Item> {
  status: 'pending' | 'error' | 'success';
  data: Item | undefined;
  error: Error | null;
  refetch: () => unknown;
}

export interface ItemFrameProps<Item> {
  client: ReviewClient | null;
  query: ItemQueryState<Item>;
  texts: ItemFrameTexts;
  onBack?: () => void;
  /** The loaded item, on the frame's layout (`ItemLayout`). */
  children: (item: Item, client: ReviewClient) => ReactNode;
}

/**
 * Every item page's way to its item: no client chosen, loading, gone (no retry) or not loaded (retry, and a way
 * back), then the item. The area gives its query, its texts and what the loaded item shows.
 */
export function ItemFrame<Item>({ client, query, texts, onBack, children }: ItemFrameProps<Item>) {
  if (!client) return <p className="text-sm text-fp-muted">{texts.noClient}</p>;
  if (query.status === 'pending') return <Spinner label={texts.loading} />;
  if (query.status === 'error') {
    return (
      <ItemLoadError
        error={query.error ?? new Error(texts.error)}
        notFoundText={texts.notFound}
        errorText={texts.error}
        onRetry={() => void query.refetch()}
        back={onBack ? { label: texts.back, onBack } : undefined}
      />
    );
  }
  return children(query.data as Item, client);
}

export interface ItemLayoutProps {
  /** Title, status, facts (`ItemHeader`). */
  header: ReactNode;
  /** What the firm should know first (auto-publish, a missing connection). */
  notices?: ReactNode;
  /** Where the item stands on its way to sign-off: the named stages and who signs each. */
  stages?: ReactNode;
  /** The moves the person may make (`ActionBar`). */
  actions: ReactNode;
  /** What is reviewed: the area's own. */
  body: ReactNode;
  /** The conversation about the item (comments, replies). */
  comments?: ReactNode;
  /** The approval record. */
  record?: ReactNode;
  /** The status history (`StatusHistoryPanel`). */
  history: ReactNode;
}

/**
 * The order of an item page, the same in every area: header, notices, stages, actions, the item, its comments,
 * its record, its history. A slot left empty takes no room.
 */
export function ItemLayout({ header, notices, stages, actions, body, comments, record, history }: ItemLayoutProps) {
  return (
    <article className="space-y-8">
      {header}
      {notices}
      {stages}
      {actions}
      {body}
      {comments}
      {record}
      {history}
    </article>
  );
}
