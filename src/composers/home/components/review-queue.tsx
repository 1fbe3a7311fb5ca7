import { Link } from '@tanstack/react-router';
import { Suspense, useRef, type RefObject } from 'react';
import { waitedText } from '../../../core/review/waited-text.ts';
import { useReviewClient } from '../../../review-kit/review-client.ts';
import { useReviewOutcomeListener } from '../../../review-kit/review-outcome-listener.ts';
import { useSession } from '../../../ui/hooks/use-session.tsx';
import { Badge } from '../../../ui/primitives/badge.tsx';
import type { InPlaceReviewProps } from '../../../review-kit/define-area.ts';
import { listReviewOf } from '../../review/in-place-reviews.ts';
import { useReviewQueue } from '../hooks/use-review-queue.ts';
import {
  LOADING_REVIEW_QUEUE_LABEL,
  NOTHING_TO_REVIEW_TEXT,
  REVIEW_KIND_LABELS,
  REVIEW_QUEUE_ERROR_TEXT,
  REVIEW_QUEUE_HEADING,
  waitingText,
} from '../home-texts.ts';
import { TitledSection } from '../../../ui/layout/titled-section.tsx';
import { QueryState } from '../../../ui/layout/query-state.tsx';

/** How analytics names Home when an action is taken from it. */
const HOME_PAGE_TYPE = 'home';

/**
 * Every blog post, social post, Google Business Profile post and on-page SEO change of the period that
 * waits for the firm, the longest wait first; each title opens its review page. Social and profile posts
 * can also be approved or sent back right here, by those whose role may review; the item then leaves the list
 * (the action refreshes the client's queries) and focus goes to the list rather than to the page's body.
 */
export function ReviewQueue({ clientId, periodId }: { clientId: string; periodId: string }) {
  const session = useSession();
  const queue = useReviewQueue(clientId, periodId);
  const client = useReviewClient(clientId);
  const listener = useReviewOutcomeListener();
  // The list takes focus when an item leaves it with the focused button.
  const list = useRef<HTMLUListElement>(null);
  const items = queue.data ?? [];
  const now = session.now();
  return (
    <TitledSection title={REVIEW_QUEUE_HEADING} className="rounded-fp border border-fp-border bg-fp-background p-4">
      <QueryState
        status={queue.status}
        loadingLabel={LOADING_REVIEW_QUEUE_LABEL}
        errorText={REVIEW_QUEUE_ERROR_TEXT}
        onRetry={() => void queue.refetch()}
        emptyText={NOTHING_TO_REVIEW_TEXT}
        isEmpty={items.length === 0}
      >
        <ul ref={list} tabIndex={-1} data-slot="review-queue" className="divide-y divide-fp-border focus-visible:outline-none">
          {items.map((item) => (
            <li key={item.key} data-kind={item.kind} className="flex flex-col gap-1 py-3">
              {/* The title gets the full width; what it is and how long it has waited sit on the line below. */}
              <Link
                to={item.path}
                className="break-words font-medium text-fp-text underline-offset-2 hover:underline focus-visible:underline"
              >
                {item.title}
              </Link>
              <div className="flex flex-wrap items-center gap-2">
                <Badge variant="secondary">{REVIEW_KIND_LABELS[item.kind]}</Badge>
                <time dateTime={new Date(item.since).toISOString()} className="text-sm text-fp-muted">
                  {waitingText(waitedText(item.since, now))}
                </time>
              </div>
              {client && (
                <InPlace kind={item.kind} jobId={item.jobId} title={item.title} client={client} onOutcome={listener} list={list} />
              )}
            </li>
          ))}
        </ul>
      </QueryState>
    </TitledSection>
  );
}

/** The area's in-place review of a queued item, if its area offers one (posts: approve, request changes). */
function InPlace({
  kind,
  title,
  list,
  ...item
}: { kind: string; jobId: string; title: string; list: RefObject<HTMLUListElement | null> } & Pick<
  InPlaceReviewProps,
  'client' | 'onOutcome'
>) {
  const review = listReviewOf(kind);
  if (!review) return null;
  return (
    <Suspense fallback={null}>
      <review.Review kind={kind} pageType={HOME_PAGE_TYPE} label={review.label(title)} focusAfter={list} {...item} />
    </Suspense>
  );
}
