import type { ReviewArea } from '../areas/index.ts';
import type { FpEventName } from './element-events.ts';

type OutcomeEventsOf<Area> = Area extends { review: { outcomeEvents: infer Events } } ? Events[keyof Events] : never;

/** The outcome events the review areas' manifests name: `blog-approved`, `on-page-seo-review-submitted`, … */
export type ReviewOutcomeEventName = OutcomeEventsOf<ReviewArea>;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

// The host's event list (element-events.ts) is the elements' own two events and the manifests' outcomes, no more and
// no fewer: adding a review area without its events, or an event without its area, fails the type check here.
export const EVENTS_MATCH_THE_AREAS: Same<FpEventName, 'client-change' | 'navigate' | ReviewOutcomeEventName> = true;
