/**
 * Element-test fixture of the Reporting dashboard, built to dist/test/reporting-fixture.js: `<fp-reporting-test>`
 * renders ReportingDashboard in a SessionProvider over a stand-in for the service that answers the periods, the
 * delivery report, search performance (connected or not, as the test asks) and the period's deliverable reports.
 * The Search Console notice leads to `#settings-connections` (no router here).
 */
import { defineElement } from '../../../src/elements/define-element.ts';
import { ReportingDashboard } from '../../../src/areas/reporting/ui/reporting-dashboard.tsx';
import { SessionProvider } from '../../../src/ui/hooks/use-session.tsx';
import { answer, fakeSession, signInOnOneClient } from './fake-session.ts';

export const CLIENT_ID = 'c-1';
export const SETTINGS_HREF = '#settings-connections';
const month = (id: string, start: string, end: string, isCurrentPeriod = false) => ({
  id,
  startDate: start,
  endDate: end,
  isCurrentPeriod,
  deliverablesByService: [{ serviceName: 'Blog' }],
});
const PERIODS = [
  month('p-9', '2026-09-01', '2026-09-30'),
  month('p-10', '2026-10-01', '2026-10-31'),
  month('p-11', '2026-11-01', '2026-11-30', true),
];

const delivery = (period: (typeof PERIODS)[number], blog: [number, number, number], posts: number) => ({
  periodId: period.id,
  startDate: period.startDate,
  endDate: period.endDate,
  isCurrentPeriod: period.isCurrentPeriod,
  services: [
    { serviceName: 'Blog', contracted: blog[0], done: blog[1], onTime: blog[2] },
    { serviceName: 'Backlink', contracted: 2, done: 1, onTime: 1 },
  ],
  blogPostsPublished: posts,
  socialPostsPublished: posts * 2,
  profilePostsPublished: 1,
  seoChangesApplied: 3,
  backlinksPlaced: 1,
});
export const DELIVERY = [delivery(PERIODS[0]!, [4, 4, 4], 4), delivery(PERIODS[1]!, [4, 3, 2], 3), delivery(PERIODS[2]!, [4, 4, 3], 4)];

const day = (n: number, clicks: number, impressions: number, position: number | null) => ({
  date: `2026-11-0${n}`,
  clicks,
  impressions,
  ctr: impressions ? clicks / impressions : 0,
  position,
});
const row = (key: string, clicks: number, impressions: number, position: number) => ({
  key,
  clicks,
  impressions,
  ctr: clicks / impressions,
  position,
});
export const SEARCH = {
  isConnected: true,
  startDate: '2026-11-01',
  endDate: '2026-11-05',
  days: [day(1, 40, 1000, 9.5), day(2, 52, 1100, 8.9), day(3, 0, 0, null), day(4, 61, 1300, 8.1), day(5, 47, 1200, 8.4)],
  totals: { clicks: 200, impressions: 4600, ctr: 200 / 4600, position: 8.7 },
  previousTotals: { clicks: 160, impressions: 4000, ctr: 0.04, position: 9.6 },
  topQueries: [
    row('divorce lawyer boston', 80, 1500, 4.2),
    row('=HYPERLINK("https://evil.example")', 5, 90, 30.1),
    row('child custody, mediation', 115, 3010, 6.3),
  ],
  topPages: [row('https://harborvale.example/divorce', 120, 2500, 5.1), row('https://harborvale.example/custody', 80, 2100, 7.9)],
  keywordPositions: [
    {
      listName: 'Family law',
      keyword: 'divorce lawyer',
      points: PERIODS.map((period, index) => ({ periodId: period.id, startDate: period.startDate, position: [12.5, 10.1, 8.0][index]! })),
    },
    {
      listName: 'Family law',
      keyword: 'custody attorney',
      points: PERIODS.map((period, index) => ({ periodId: period.id, startDate: period.startDate, position: [null, 22.4, 18.2][index]! })),
    },
  ],
};
const NOT_CONNECTED = {
  ...SEARCH,
  isConnected: false,
  days: [],
  topQueries: [],
  topPages: [],
  keywordPositions: [],
  totals: { clicks: 0, impressions: 0, ctr: 0, position: null },
  previousTotals: { clicks: 0, impressions: 0, ctr: 0, position: null },
};

export const REPORT = {
  id: 'r-1',
  deliverableId: 'd-1',
  serviceName: 'SEO',
  title: 'SEO report: Harbor & Vale Law',
  metrics: { impressions: 1234, clicks: 56, rankingKeywords: 12, pagesIndexedLast30Days: 40 },
  createdOn: '2026-11-10T12:00:00.000Z',
  updatedOn: '2026-11-12T12:00:00.000Z',
};

let connected = true;
/** Operations the stand-in answers with an error, until the test lets them through again. */
const failing = new Set<string>();
const requests: Array<{ operationName: string; variables: Record<string, unknown> }> = [];

async function fakeService(_input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const { operationName, variables } = JSON.parse(String(init?.body ?? '{}'));
  requests.push({ operationName, variables });
  if (failing.has(operationName)) return answer({ data: null, errors: [{ message: `${operationName} is down.` }] });
  if (operationName === 'GetDeliverablesByServiceForSidebar') return answer({ data: { deliverablesByServiceForSidebar: PERIODS } });
  if (operationName === 'GetDeliveryReport') return answer({ data: { deliveryReport: DELIVERY } });
  if (operationName === 'GetSearchPerformance') return answer({ data: { searchPerformance: connected ? SEARCH : NOT_CONNECTED } });
  if (operationName === 'GetPeriodDeliverableReports') return answer({ data: { deliverableReports: [REPORT] } });
  if (operationName === 'GetClientSettings')
    return answer({ data: { client: { id: CLIENT_ID, name: 'Harbor & Vale Law', logoUrl: null }, clientSettings: null } });
  return answer({ data: null, errors: [{ message: `The test service does not answer ${operationName}.` }] });
}

const session = fakeSession(fakeService);

function ReportingTest() {
  return (
    <SessionProvider session={session} autoStart={false}>
      <div className="p-4">
        <ReportingDashboard settingsHref={SETTINGS_HREF} />
      </div>
    </SessionProvider>
  );
}

defineElement('fp-reporting-test', ReportingTest, {});

export const service = { requests: () => requests, recover: () => failing.clear() };

/** Signs in an owner of Harbor & Vale Law, forgetting the last test, and mounts a fresh dashboard `width` pixels wide. */
export function mountDashboard({
  searchConsole = true,
  width = 1100,
  fail = [],
}: {
  searchConsole?: boolean;
  width?: number;
  fail?: string[];
} = {}): HTMLElement {
  for (const element of document.querySelectorAll('fp-reporting-test')) element.remove();
  signInOnOneClient(session, 'ACCOUNT_OWNER', { clientId: CLIENT_ID, name: 'Harbor & Vale Law' });
  connected = searchConsole;
  requests.length = 0;
  failing.clear();
  for (const operation of fail) failing.add(operation);
  const element = document.createElement('fp-reporting-test');
  element.style.display = 'block';
  element.style.width = `${width}px`;
  document.body.append(element);
  return element;
}
