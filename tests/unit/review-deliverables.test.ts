import { describe, expect, it } from 'vitest';
import type { JobStatus } from '../../src/core/api/generated/graphql.ts';
import { progressByService, progressPercent } from '../../src/core/review/deliverable-progress.ts';
import { servicesOfPeriod, type DeliverablesPeriod, type PeriodDeliverable } from '../../src/core/review/period-deliverables-query.ts';
import { JOB_STATUS_LABELS, statusLabel } from '../../src/core/review/status-labels.ts';

let next = 0;
const deliverable = (serviceName: string, status: JobStatus, extra: Partial<PeriodDeliverable> = {}): PeriodDeliverable => ({
  id: `d${(next += 1)}`,
  name: `${serviceName} ${next}`,
  serviceName,
  status,
  dueDate: null,
  externalReviewDate: null,
  isOptedOut: false,
  ...extra,
});

describe('progressByService', () => {
  it('counts Complete and Published as done, out of every deliverable of the service', () => {
    const [blog] = progressByService([
      {
        serviceName: 'Blog',
        deliverables: [
          deliverable('Blog', 'Published'),
          deliverable('Blog', 'Complete'),
          deliverable('Blog', 'ReadyForPublication'),
          deliverable('Blog', 'InProgress'),
        ],
      },
    ]);
    expect(blog).toMatchObject({ serviceName: 'Blog', done: 2, total: 4 });
    expect(progressPercent(blog!)).toBe(50);
  });

  it('leaves canceled and opted-out deliverables out of the count, but keeps them in the list', () => {
    const [social] = progressByService([
      {
        serviceName: 'Social Media',
        deliverables: [
          deliverable('Social Media', 'Published'),
          deliverable('Social Media', 'Canceled'),
          deliverable('Social Media', 'NotStarted', { isOptedOut: true }),
        ],
      },
    ]);
    expect(social).toMatchObject({ done: 1, total: 1 });
    expect(social!.deliverables).toHaveLength(3);
    expect(progressPercent(social!)).toBe(100);
  });

  it('rounds the percent down and gives 0 for a service with nothing to count', () => {
    expect(progressPercent({ done: 2, total: 3 })).toBe(66);
    expect(progressPercent({ done: 0, total: 0 })).toBe(0);
  });
});

describe('the deliverables of a period', () => {
  const period = (id: string, services: DeliverablesPeriod['deliverablesByService']): DeliverablesPeriod => ({
    id,
    startDate: '2026-11-01',
    endDate: '2026-11-30',
    isCurrentPeriod: true,
    deliverablesByService: services,
  });

  it('picks the selected period by id, nothing for an unknown one', () => {
    const services = [{ serviceName: 'Blog', deliverables: [deliverable('Blog', 'InProgress')] }];
    expect(servicesOfPeriod([period('p0', []), period('p1', services)], 'p1')).toBe(services);
    expect(servicesOfPeriod([period('p1', services)], 'gone')).toEqual([]);
  });
});

describe('statusLabel', () => {
  it('has a readable label for every status of the contract', () => {
    expect(statusLabel('ReadyForExternalReview')).toBe('Ready for your review');
    expect(statusLabel('NotStarted')).toBe('Not started');
    expect(Object.values(JOB_STATUS_LABELS).every((label) => /^[A-Z][a-z ]+$/.test(label))).toBe(true);
  });

  it('spells out a status this build does not know', () => {
    expect(statusLabel('OnHoldByFirm')).toBe('On hold by firm');
  });
});
