import { afterEach, describe, expect, it, vi } from 'vitest';
import { deliveryReportQueryOptions } from '../../src/areas/reporting/api/delivery-report-query.ts';
import { reportingKeys } from '../../src/areas/reporting/api/reporting-keys.ts';
import { prefetchReporting } from '../../src/areas/reporting/api/reporting-prefetch.ts';
import { createSession } from '../../src/core/session/session.ts';
import { fakeAuthClient, fakeGraphQL, memoryRuntime, testClock, testConfig } from './session-fakes.ts';

afterEach(() => vi.restoreAllMocks());

const OWNER = { sub: 'auth0|owner', userClientMapping: { globalRoles: [], userClients: [] } };
const CLIENT = {
  clientId: 'c1',
  name: 'Harbor & Vale Law',
  createdOn: '',
  updatedOn: '',
  isAutoPublish: false,
  isChurned: false,
  roles: [{ name: 'USER' as const }],
};
const period = (id: string, startDate: string, isCurrentPeriod: boolean) => ({
  id,
  startDate,
  endDate: startDate,
  isCurrentPeriod,
  deliverablesByService: [],
});
const PERIODS = [period('p-10', '2026-10-01', false), period('p-11', '2026-11-01', true)];
const ANSWERS = {
  GetDeliverablesByServiceForSidebar: { data: { deliverablesByServiceForSidebar: PERIODS } },
  GetDeliveryReport: { data: { deliveryReport: [] } },
  GetSearchPerformance: { data: { searchPerformance: { isConnected: false } } },
  GetPeriodDeliverableReports: { data: { deliverableReports: [] } },
};

function signedIn({ token = 'stored-token', client = true } = {}) {
  const clock = testClock(Date.parse('2026-11-21T10:00:00'));
  const runtime = memoryRuntime(clock);
  runtime.stores.user.getState().setUser(OWNER);
  if (token) runtime.stores.user.getState().setToken(token);
  if (client) {
    runtime.stores.clients.getState().setClients([CLIENT]);
    runtime.stores.clients.getState().selectClient('c1');
  }
  const service = fakeGraphQL(ANSWERS);
  const session = createSession(runtime, testConfig(), {
    now: clock,
    fetch: service.fetch,
    createAuthClient: async () => fakeAuthClient(),
  });
  return { runtime, service, session };
}

const REPORT_OPERATIONS = ['GetDeliveryReport', 'GetSearchPerformance', 'GetPeriodDeliverableReports'];

describe('prefetchReporting (the dashboard’s answers asked for as the portal opens on /reporting)', () => {
  it('asks for the selected period’s three answers once the periods are known, under the keys the page reads', async () => {
    const { service, session } = signedIn();
    await prefetchReporting(session);
    await vi.waitFor(() => expect(REPORT_OPERATIONS.map(service.count)).toEqual([1, 1, 1]));
    for (const request of service.requests.filter((entry) => REPORT_OPERATIONS.includes(entry.operationName))) {
      expect(request.variables).toEqual({ input: { clientId: 'c1', periodId: 'p-11' } });
    }
    await vi.waitFor(() => expect(session.queryClient.getQueryData(reportingKeys.delivery('c1', 'p-11'))).toEqual([]));

    // The page mounting a moment later takes the answer instead of asking again.
    await session.queryClient.fetchQuery(deliveryReportQueryOptions(session, 'c1', 'p-11'));
    expect(service.count('GetDeliveryReport')).toBe(1);
  });

  it('follows the stored period when the service still lists it', async () => {
    const { runtime, service, session } = signedIn();
    runtime.stores.period.getState().setSelectedPeriod(PERIODS[0]!);
    await prefetchReporting(session);
    await vi.waitFor(() => expect(service.count('GetDeliveryReport')).toBe(1));
    expect(service.requests.find((entry) => entry.operationName === 'GetDeliveryReport')!.variables).toEqual({
      input: { clientId: 'c1', periodId: 'p-10' },
    });
  });

  it('asks nothing without a stored sign-in or a stored client (the page asks once it knows them)', async () => {
    for (const options of [{ token: '' }, { client: false }]) {
      const { service, session } = signedIn(options);
      await prefetchReporting(session);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(service.requests).toEqual([]);
    }
  });
});
