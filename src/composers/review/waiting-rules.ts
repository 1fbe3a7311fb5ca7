import { REVIEW_AREAS, type ReviewArea, type ReviewKind } from '../../areas/index.ts';

export type { ReviewKind } from '../../areas/index.ts';

type WaitingStatuses = { [Area in ReviewArea as Area['review']['kind']]: Area['review']['waitingStatus'] };

/**
 * The status in which each kind waits for the firm (and for nobody else), from each review area's manifest (its
 * model/waiting-status.ts says why). The service's own notification data (GetClientNotificationData) uses the same
 * rule. Whether auto-publish is on does not matter here: auto-publish decides what happens after the review date,
 * not whether the work was sent to the firm, so the queue lists it either way.
 */
export const WAITING_STATUS = Object.fromEntries(REVIEW_AREAS.map(({ review }) => [review.kind, review.waitingStatus])) as WaitingStatuses;

export const isWaitingForClient = (kind: ReviewKind, status: string): boolean => WAITING_STATUS[kind] === status;
