/**
 * What a page around a review area hears of: an item approved, changes requested on it, or (on-page SEO, whose
 * changes the firm decides one by one) its review submitted. The elements turn these into their `fp-*-approved`,
 * `fp-*-changes-requested` and `fp-on-page-seo-review-submitted` events (elements/element-events.ts).
 */
export type ReviewOutcome = 'approved' | 'changesRequested' | 'reviewSubmitted';

export interface ReviewOutcomeHandlers {
  onApproved?: (itemId: string) => void;
  onChangesRequested?: (itemId: string) => void;
}

export function reportOutcome(outcome: ReviewOutcome | null, itemId: string, handlers: ReviewOutcomeHandlers): void {
  if (outcome === 'approved') handlers.onApproved?.(itemId);
  if (outcome === 'changesRequested') handlers.onChangesRequested?.(itemId);
}
