import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSession } from '../../src/core/session/session.ts';
import { clientConnectionsQueryOptions } from '../../src/core/review/client-connections-query.ts';
import { deliverableReportsQueryOptions } from '../../src/areas/reporting/api/deliverable-reports-query.ts';
import { periodDeliverablesQueryOptions } from '../../src/core/review/period-deliverables-query.ts';
import { reviewKeys } from '../../src/core/review/review-keys.ts';
import { REVIEW_QUEUE_FAILED_MESSAGE, reviewQueueQueryOptions } from '../../src/composers/review/review-queue-query.ts';
import { fakeAuthClient, fakeGraphQL, memoryRuntime, testConfig } from './session-fakes.ts';

afterEach(() => vi.restoreAllMocks());

function sessionAnswering(answers: Parameters<typeof fakeGraphQL>[0]) {
  const runtime = memoryRuntime();
  runtime.stores.user.getState().setToken('stored-token');
  const service = fakeGraphQL(answers);
  const session = createSession(runtime, testConfig(), { fetch: service.fetch, createAuthClient: async () => fakeAuthClient() });
  return { session, service };
}

const EMPTY_QUEUE = { blogJobs: { totalCount: 0, items: [] }, socialMediaJobs: [], googleBusinessProfilePosts: [], seoJobs: [] };

describe('query keys carry the client id', () => {
  it('every key starts with the client, so invalidating one client reaches all of its queries', () => {
    const { session } = sessionAnswering({});
    const keys = [
      reviewQueueQueryOptions(session, 'c1', 'p1').queryKey,
      periodDeliverablesQueryOptions(session, 'c1').queryKey,
      clientConnectionsQueryOptions(session, 'c1').queryKey,
    ];
    for (const key of keys) expect(key.slice(0, 2)).toEqual(reviewKeys.client('c1'));
    expect(new Set(keys.map((key) => JSON.stringify(key))).size).toBe(3);
    expect(reviewQueueQueryOptions(session, 'c2', 'p1').queryKey).not.toEqual(reviewQueueQueryOptions(session, 'c1', 'p1').queryKey);
    expect(reviewQueueQueryOptions(session, 'c1', 'p2').queryKey).not.toEqual(reviewQueueQueryOptions(session, 'c1', 'p1').queryKey);
  });
});

describe('what each query asks the service', () => {
  it('the review queue: waiting blog jobs, SocialMedia-channel jobs, and the period for the rest, in one request', async () => {
    const { session, service } = sessionAnswering({ GetReviewQueue: { data: EMPTY_QUEUE } });
    await expect(reviewQueueQueryOptions(session, 'c1', 'p1').queryFn({})).resolves.toEqual(EMPTY_QUEUE);
    expect(service.requests).toHaveLength(1);
    expect(service.requests[0]).toMatchObject({
      operationName: 'GetReviewQueue',
      variables: {
        blogJobs: { clientId: 'c1', periodId: 'p1', statuses: ['ReadyForExternalReview'], first: 200 },
        socialMediaJobs: { clientId: 'c1', periodId: 'p1', channel: 'SocialMedia' },
        period: { clientId: 'c1', periodId: 'p1' },
      },
    });
  });

  it('the period deliverables, the reports and the connections answer their field', async () => {
    const { session, service } = sessionAnswering({
      GetPeriodDeliverables: { data: { deliverablesByServiceForSidebar: [] } },
      GetPeriodDeliverableReports: { data: { deliverableReports: [{ id: 'r1' }] } },
      GetClientConnections: { data: { clientSettings: { clientId: 'c1', connections: [] } } },
    });
    await expect(periodDeliverablesQueryOptions(session, 'c1').queryFn({})).resolves.toEqual([]);
    await expect(deliverableReportsQueryOptions(session, 'c1', 'p1').queryFn({})).resolves.toEqual([{ id: 'r1' }]);
    await expect(clientConnectionsQueryOptions(session, 'c1').queryFn({})).resolves.toEqual({ clientId: 'c1', connections: [] });
    expect(service.requests.map((request) => [request.operationName, request.variables])).toEqual([
      ['GetPeriodDeliverables', { input: { clientId: 'c1' } }],
      ['GetPeriodDeliverableReports', { input: { clientId: 'c1', periodId: 'p1' } }],
      ['GetClientConnections', { input: { clientId: 'c1' } }],
    ]);
  });

  it('logs a failure with the client and period, then rethrows it for the page to show', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { session } = sessionAnswering({ GetReviewQueue: { errors: [{ message: 'service down' }] } });
    await expect(reviewQueueQueryOptions(session, 'c1', 'p1').queryFn({})).rejects.toThrow('service down');
    expect(logged).toHaveBeenCalledWith(REVIEW_QUEUE_FAILED_MESSAGE, 'c1', 'p1', expect.any(Error));
  });
});
