import type { ComponentType, RefObject } from 'react';
import type { GetReviewQueueQuery } from '../core/api/generated/operations.ts';
import type { ApprovalSource } from '../core/notifications/notifications.ts';
import type { PortalRoute } from '../core/navigation/portal-route.ts';
import type { StatusTimeline } from '../core/review/waiting-since.ts';
import type { ReviewClient } from './review-client.ts';
import type { ReviewOutcome } from './review-outcome.ts';
import type { OnReviewOutcome } from './review-outcome-listener.ts';

/** A page's code, loaded when its route is first visited: each page is its own chunk. */
export type PageModule = () => Promise<{ default: ComponentType }>;

/** A job as Home's review queue reads it from the review-queue answer, before the waiting ones are picked. */
export interface QueueCandidate extends StatusTimeline {
  id: string;
  status: string;
  /** What the firm recognises it by: a blog post's title (or topic), a post's topic, an SEO job's page. */
  title: string;
}

/** What a list (Home's review queue, the bell) gives an area's in-place review of one of its items. */
export interface InPlaceReviewProps {
  kind: string;
  jobId: string;
  client: ReviewClient;
  pageType: string;
  /** Names the buttons' group for a screen reader: the item they act on. */
  label: string;
  onOutcome?: OnReviewOutcome | null;
  /** Where focus goes when the item leaves the list after an action (the list itself, the popover). */
  focusAfter?: RefObject<HTMLElement | null>;
  className?: string;
}

/** An area's review of an item from a list, without opening it: its control, loaded when a list first shows one. */
export interface InPlaceReview {
  load: () => Promise<{ default: ComponentType<InPlaceReviewProps> }>;
  /** How a list names the control's group, from the item's title. */
  label: (title: string) => string;
}

/** What an area the firm reviews adds to its manifest: Home's queue, the bell and the elements' events read it. */
export interface ReviewSpec<Kind extends string = string> {
  kind: Kind;
  /** The status in which an item waits for the firm, and for nobody else. */
  waitingStatus: string;
  /** How Home's queue names the kind. */
  label: string;
  /** The area's jobs in the review-queue answer. */
  queueItems: (answer: GetReviewQueueQuery) => readonly QueueCandidate[];
  /** The page an item is reviewed on: one of the area's routes. */
  itemRoute: string;
  /** The `fp-*` event (without its prefix) that each outcome of a review fires on the element. */
  outcomeEvents: Partial<Record<ReviewOutcome, string>>;
  /** The bell's notices of the area's jobs waiting for the firm; each opens the item route. */
  bell?: Pick<ApprovalSource, 'skippedWhen' | 'notices'>;
  /** Approving from Home's queue and the bell, in place. */
  inPlace?: InPlaceReview;
}

/** One area of the portal, written once in its own `area.ts`; `src/areas/index.ts` lists them. */
export interface AreaManifest<RouteId extends string = string, Kind extends string = string> {
  id: string;
  /** Its pages: the first is the one the sidebar opens, the others are its children. */
  routes: readonly PortalRoute<RouteId>[];
  /** Where in the sidebar, by ascending order: main items follow Home, secondary ones come after them. */
  sidebar: { group: 'main' | 'secondary'; order: number; hiddenWhileWorkInProgress?: boolean };
  /** Each route's page. */
  pages: Record<RouteId, PageModule>;
  /** The sidebar icon: one outline path on a 24×24 grid. */
  navIcon: string;
  review?: ReviewSpec<Kind>;
}

/** Checks a manifest and keeps its literal ids, kinds and event names for the types derived from the list. */
export const defineArea = <const Manifest extends AreaManifest>(manifest: Manifest): Manifest => manifest;
