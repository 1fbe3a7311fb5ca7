import type { JobStatus } from '../api/generated/graphql.ts';
import type { PeriodDeliverable, ServiceDeliverables } from './period-deliverables-query.ts';

/**
 * A deliverable is done once its work reached the firm for good: Complete (finished work, e.g. an SEO
 * deliverable or a report) or Published (a post that is live). ReadyForPublication is approved but not out
 * yet, so it still counts as open.
 */
export const DONE_STATUSES: readonly JobStatus[] = ['Complete', 'Published'];

/**
 * A canceled deliverable (a contract ended, work replaced) and one the firm opted out of will not be
 * delivered: they count neither as done nor towards the total, so a period can still reach 100%.
 */
export const countsTowardsProgress = (deliverable: Pick<PeriodDeliverable, 'status' | 'isOptedOut'>): boolean =>
  deliverable.status !== 'Canceled' && !deliverable.isOptedOut;

export const isDone = (deliverable: Pick<PeriodDeliverable, 'status'>): boolean => DONE_STATUSES.includes(deliverable.status);

export interface ServiceProgress {
  serviceName: string;
  done: number;
  total: number;
  /** Every deliverable of the service, those not counted included (they still show, with their status). */
  deliverables: PeriodDeliverable[];
}

/** Done vs total per service, in the order the service lists them. */
export function progressByService(services: readonly ServiceDeliverables[]): ServiceProgress[] {
  return services.map(({ serviceName, deliverables }) => {
    const counted = deliverables.filter(countsTowardsProgress);
    return { serviceName, done: counted.filter(isDone).length, total: counted.length, deliverables };
  });
}

/** Whole percent, rounded down so 'done' is never shown before it is; 0 for a service with nothing to deliver. */
export const progressPercent = ({ done, total }: Pick<ServiceProgress, 'done' | 'total'>): number =>
  total === 0 ? 0 : Math.floor((done / total) * 100);
