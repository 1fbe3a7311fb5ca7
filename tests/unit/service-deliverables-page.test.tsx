// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServiceDeliverablesPage, type InterimRouteId } from '../../src/features/service-deliverables/service-deliverables-page.tsx';
import { allByRole, byRole, cleanup, click, flush, hasText } from './support/render.tsx';
import { pageSession, periods, periodsAnswers, renderPage } from './home-support.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const pageFor = (routeId: InterimRouteId) =>
  function Page() {
    return <ServiceDeliverablesPage routeId={routeId} />;
  };

const title = (root: ShadowRoot) => root.querySelector('h1')?.textContent;
const tableRows = (root: ShadowRoot, slot: string) =>
  [...root.querySelectorAll(`[data-slot="${slot}"] tbody tr`)].map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));

const REPORTS = [
  { id: 'r1', deliverableId: 'd1', serviceName: 'Blog', title: 'Blog report: Harbor & Vale Law', createdOn: '2026-11-10T12:00:00Z' },
  { id: 'r2', deliverableId: 'd2', serviceName: 'SEO', title: 'SEO report: Harbor & Vale Law', createdOn: '2026-11-12T12:00:00Z' },
];
const CONNECTIONS = {
  clientId: 'c1', wordPressAutoPublish: false, isEnrolledInSocialMedia: true, isEnrolledInGbp: true,
  connections: [
    { platform: 'WordPress', accountName: 'Harbor & Vale Law WordPress', connectedOn: '2026-06-01T12:00:00Z' },
    { platform: 'Facebook', accountName: null, connectedOn: '2026-07-01T12:00:00Z' },
  ],
  wordPressCredential: { siteUrl: 'https://harborvale.example', username: 'portal', updatedOn: '2026-06-02T12:00:00Z' },
};

describe('the interim area pages: the route title and the period’s deliverables of the service', () => {
  it.each<[InterimRouteId, string, string[][]]>([
    ['backlinks', 'Backlinks', [['Backlink 1', 'Not started', 'Nov 20, 2026']]],
  ])('%s shows "%s" and its deliverables with status and due date', async (routeId, heading, rows) => {
    const { session } = pageSession(periodsAnswers());
    const { root } = await renderPage(session, pageFor(routeId));
    expect(title(root)).toBe(heading);
    expect(tableRows(root, 'deliverables-table')).toEqual(rows);
    expect([...root.querySelectorAll('th')].map((cell) => cell.textContent)).toEqual(['Deliverable', 'Status', 'Due date']);
  });

  it('shows the selected period, not the current one, when another is selected', async () => {
    const { session } = pageSession(periodsAnswers());
    const last = periods()[0]!;
    session.runtime.stores.period.getState().setSelectedPeriod({ ...last, deliverablesByService: [] });
    const { root } = await renderPage(session, pageFor('backlinks'));
    expect(hasText(root, 'No deliverables of this service in this period')).toBe(true);
  });

  it('shows a spinner while the deliverables load, and an error with a retry when they fail', async () => {
    const loading = pageSession(periodsAnswers(), { pending: ['GetPeriodDeliverables'] });
    const first = await renderPage(loading.session, pageFor('backlinks'));
    expect(byRole(first.root, 'status', 'Loading deliverables')).toBeTruthy();
    cleanup();

    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    const list = periods();
    const { session, service } = pageSession({
      ...periodsAnswers(),
      GetPeriodDeliverables: () => (fail ? { errors: [{ message: 'down' }] } : { data: { deliverablesByServiceForSidebar: list } }),
    });
    const { root } = await renderPage(session, pageFor('backlinks'));
    const alert = byRole(root, 'alert');
    expect(alert.textContent).toContain('Unable to load this period’s deliverables at this time.');
    fail = false;
    click(byRole(alert, 'button', 'Try again'));
    await flush();
    expect(service.count('GetPeriodDeliverables')).toBe(2);
    expect(tableRows(root, 'deliverables-table')).toEqual([['Backlink 1', 'Not started', 'Nov 20, 2026']]);
  });

  it('says so when the client has no subscription period yet', async () => {
    const { session } = pageSession(periodsAnswers([]));
    const { root } = await renderPage(session, pageFor('backlinks'));
    expect(hasText(root, 'There is no subscription period to show yet')).toBe(true);
  });
});

describe('Reporting and Settings', () => {
  it("Reporting lists the period's deliverable reports with title, service and creation day", async () => {
    const { session, service } = pageSession({ ...periodsAnswers(), GetPeriodDeliverableReports: { data: { deliverableReports: REPORTS } } });
    const { root } = await renderPage(session, pageFor('reporting'));
    expect(title(root)).toBe('Reporting');
    expect(tableRows(root, 'reports-table')).toEqual([
      ['Blog report: Harbor & Vale Law', 'Blog', 'Nov 10, 2026'],
      ['SEO report: Harbor & Vale Law', 'SEO', 'Nov 12, 2026'],
    ]);
    expect(service.requests.find((request) => request.operationName === 'GetPeriodDeliverableReports')?.variables).toEqual({ input: { clientId: 'c1', periodId: 'p-now' } });
  });

  it("Reporting says when the period has no reports", async () => {
    const { session } = pageSession({ ...periodsAnswers(), GetPeriodDeliverableReports: { data: { deliverableReports: [] } } });
    const { root } = await renderPage(session, pageFor('reporting'));
    expect(hasText(root, 'No reports for this period yet')).toBe(true);
  });

  it('Settings lists every platform, connected or not, and the WordPress site', async () => {
    const { session } = pageSession({ GetClientConnections: { data: { clientSettings: CONNECTIONS } } });
    const { root } = await renderPage(session, pageFor('settings'));
    expect(title(root)).toBe('Settings');
    const platforms = [...root.querySelectorAll('[data-slot="connections"] li')].map((item) => [item.getAttribute('data-platform'), item.querySelectorAll('span')[1]?.textContent]);
    expect(platforms).toEqual([
      ['WordPress', 'Connected as Harbor & Vale Law WordPress since Jun 1, 2026'],
      ['GoogleBusinessProfile', 'Not connected'],
      ['GoogleSearchConsole', 'Not connected'],
      ['Facebook', 'Connected since Jul 1, 2026'],
      ['Instagram', 'Not connected'],
      ['LinkedIn', 'Not connected'],
      ['X', 'Not connected'],
    ]);
    expect(root.querySelector('[data-slot="word-press-status"]')?.textContent).toBe('https://harborvale.example, signed in as portal (updated Jun 2, 2026)');
    expect(allByRole(root, 'heading', 'WordPress')).toHaveLength(1);
  });

  it('Settings shows an error with a retry when the connections fail', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { session } = pageSession({ GetClientConnections: { errors: [{ message: 'down' }] } });
    const { root } = await renderPage(session, pageFor('settings'));
    expect(byRole(root, 'alert').textContent).toContain('Unable to load your connections at this time.');
    expect(byRole(root, 'button', 'Try again')).toBeTruthy();
  });
});
