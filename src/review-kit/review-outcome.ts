/**
 * What a page around a review area hears of: an item approved, or changes requested on it. The elements turn
 * these into their `fp-*-approved` and `fp-*-changes-requested` events (elements/element-events.ts).
 */
export type ReviewOutcome = 'approved' | 'changesRequested';

export interface ReviewOutcomeHandlers {
  onApproved?: (itemId: string) => void;
  onChangesRequested?: (itemId: string) => void;
}

export function reportOutcome(outcome: ReviewOutcome | null, itemId: string, handlers: ReviewOutcomeHandlers): void {
  if (outcome === 'approved') handlers.onApproved?.(itemId);
  if (outcome === 'changesRequested') handlers.onChangesRequested?.(itemId);
}
