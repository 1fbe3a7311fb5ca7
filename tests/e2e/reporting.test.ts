// The Reporting dashboard on the shared service, one Chromium and one sign-in for the file, as the owner of Harbor &
// Vale Law (no Search Console) and Sterling Injury Attorneys (connected). The service is the oracle: every figure the
// page shows is computed here from what GraphQL answers the same owner (deliveryReport, searchPerformance), with the
// arithmetic written out here, not imported from src/. Also: a CSV export's rows, a PDF of the page in print media
// that names the firm and the period (read with pdfjs-dist), and axe-core on the page.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import {
  GetDeliveryReportDocument,
  GetSearchPerformanceDocument,
  type GetDeliveryReportQuery,
  type GetSearchPerformanceQuery,
} from '../../src/core/api/generated/operations.ts';
import { clientIdOf } from '../../demo/server/store/seed/demo.ts';
import { MAIN_CLIENT, SECOND_CLIENT } from '../../demo/server/store/seed/demo-users.ts';
import { blockingViolations } from './support/axe.ts';
import { PEOPLE } from './support/blog-expected.ts';
import { selectedPeriodServices } from './support/portal-expected.ts';
import { usePortalHarness } from './support/portal-harness.ts';
import {
  BRAND,
  expectHeading,
  MOBILE_VIEWPORT,
  openPortalPath,
  pickPortalClient,
  portal,
  selectedClientName,
  SETTLE,
  waitForPath,
} from './support/portal.ts';

const harness = usePortalHarness();
const OWNER = PEOPLE.owner;
const MONTH = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const count = (value: number) => value.toLocaleString('en-US');

type Delivery = GetDeliveryReportQuery['deliveryReport'][number];
type Search = GetSearchPerformanceQuery['searchPerformance'];

/** What the service says for the client's selected (current) period, and that period's name as the page writes it. */
async function oracle(clientName: string) {
  const clientId = clientIdOf(clientName);
  const { period } = await selectedPeriodServices(harness.service, OWNER.id, clientId);
  const input = { input: { clientId, periodId: period.id } };
  const delivery = await harness.service.graphql<GetDeliveryReportQuery>(OWNER.id, GetDeliveryReportDocument, input);
  const search = await harness.service.graphql<GetSearchPerformanceQuery>(OWNER.id, GetSearchPerformanceDocument, input);
  if (!delivery.data || !search.data)
    throw new Error(`The service did not answer the reports of ${clientName}: ${JSON.stringify([delivery.errors, search.errors])}`);
  const report = delivery.data.deliveryReport;
  const selected = report.find((entry) => entry.periodId === period.id)!;
  const previous = report[report.indexOf(selected) - 1] ?? null;
  const name = `${MONTH.format(new Date(`${period.startDate}T00:00:00Z`))}${period.isCurrentPeriod ? ' (so far)' : ''}`;
  return { report, selected, previous, search: search.data.searchPerformance, periodName: name };
}

const sum = (period: Delivery, field: 'done' | 'contracted' | 'onTime') =>
  period.services.reduce((total, service) => total + service[field], 0);
/** The direction word a tile starts its change with, computed here. */
const direction = (now: number, before: number) => (now > before ? 'Up' : now < before ? 'Down' : 'No change');

/** The dashboard of `clientName`: switching client goes home (spec section 2), so the page is opened after the switch. */
async function openReporting(page: Page, clientName: string) {
  await openPortalPath(page, harness.service.url, '/reporting');
  await expectHeading(page, 'Reporting');
  await expect.poll(() => selectedClientName(page), SETTLE).not.toBeNull();
  if ((await selectedClientName(page)) !== clientName) {
    await pickPortalClient(page, clientName);
    await waitForPath(page, '/');
    await openPortalPath(page, harness.service.url, '/reporting');
  }
  await expectHeading(page, 'Reporting');
  const host = portal(page);
  await host.locator('[data-slot="figure-tile"]').first().waitFor(SETTLE);
  await host.locator('[data-slot="search-tiles"], [data-slot="search-console-notice"]').first().waitFor(SETTLE);
  await host.locator('[data-slot="reports"] [data-slot="spinner"]').waitFor({ state: 'detached', ...SETTLE });
  return host;
}

const chart = (host: Locator, title: string) =>
  host.locator('figure[data-slot="chart"]').filter({ has: host.page().locator('h3', { hasText: new RegExp(`^${title}$`) }) });

/** A chart's data table, opened as a reader opens it (its 'Show data' disclosure). */
async function chartData(host: Locator, title: string): Promise<Locator> {
  const figure = chart(host, title);
  await figure.getByText('Show data').click();
  const table = figure.locator('[data-slot="chart-data"] table');
  await table.waitFor(SETTLE);
  return table;
}
const tile = (host: Locator, label: string) =>
  host.locator('[data-slot="figure-tile"]').filter({ has: host.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) });
const tileValue = (host: Locator, label: string) => tile(host, label).locator('[data-slot="figure-value"]').textContent();
const tileChange = async (host: Locator, label: string) =>
  ((await tile(host, label).locator('[data-slot="figure-change"]').textContent()) ?? '').replace(/\s+/g, ' ').trim();

describe('the Reporting dashboard, figures from the service', () => {
  it('shows the owner what was delivered, each figure with its change against the period before', async () => {
    const expected = await oracle(MAIN_CLIENT);
    const page = await harness.signedInPage(OWNER.email);
    const host = await openReporting(page, MAIN_CLIENT);
    expect(await host.locator('[data-slot="reporting-period"]').textContent()).toBe(`${MAIN_CLIENT} · ${expected.periodName}`);
    const { selected, previous } = expected;
    const done = sum(selected, 'done');
    expect(await tileValue(host, 'Deliverables done')).toBe(count(done));
    expect(await tile(host, 'Deliverables done').textContent()).toContain(`of ${count(sum(selected, 'contracted'))} contracted`);
    expect(await tileValue(host, 'Done on time')).toBe(count(sum(selected, 'onTime')));
    const counts = [
      ['Blog posts published', 'blogPostsPublished'],
      ['Social media posts published', 'socialPostsPublished'],
      ['Google Business Profile posts published', 'profilePostsPublished'],
      ['On-page changes applied', 'seoChangesApplied'],
      ['Backlinks placed', 'backlinksPlaced'],
    ] as const;
    for (const [label, field] of counts) {
      expect(await tileValue(host, label)).toBe(count(selected[field]));
      if (previous) {
        const change = await tileChange(host, label);
        expect(change).toContain(direction(selected[field], previous[field]));
        expect(change).toContain(`from ${count(previous[field])}`);
      }
    }
    if (previous) expect(await tileChange(host, 'Deliverables done')).toContain(`${direction(done, sum(previous, 'done'))}`);

    // The per-service table: one row per service of the period, done / contracted / on time as the service counts them.
    const rows = await host
      .locator('[data-slot="service-delivery"] tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...(tr as HTMLTableRowElement).cells].slice(0, 4).map((cell) => cell.textContent)));
    const services = [...selected.services].sort((a, b) =>
      a.serviceName.localeCompare(b.serviceName, 'en', { sensitivity: 'base', numeric: true }),
    );
    expect(rows).toEqual(
      services.map((service) => [service.serviceName, String(service.done), String(service.contracted), String(service.onTime)]),
    );

    // The charts cover the report's periods, oldest first.
    const points = await (await chartData(host, 'Posts published')).locator('tbody tr td:first-child').allTextContents();
    expect(points).toEqual(expected.report.map((period) => MONTH.format(new Date(`${period.startDate}T00:00:00Z`))));
  });

  it('tells Harbor & Vale Law, which has no Search Console, the spec’s notice with the way to its connection settings', async () => {
    const expected = await oracle(MAIN_CLIENT);
    expect(expected.search.isConnected).toBe(false);
    const page = await harness.signedInPage(OWNER.email);
    const host = await openReporting(page, MAIN_CLIENT);
    const notice = host.locator('[data-slot="search-console-notice"]');
    expect(await notice.locator('span').textContent()).toBe(
      `Contact ${BRAND} to connect Google Search Console and unlock additional features.`,
    );
    await notice.getByRole('link', { name: 'Open connection settings' }).click();
    await waitForPath(page, '/settings');
    expect(new URL(page.url()).searchParams.get('section')).toBe('connections');
  });

  it('shows Sterling Injury Attorneys its Search Console figures against the same days of the period before', async () => {
    const expected = await oracle(SECOND_CLIENT);
    const search: Search = expected.search;
    expect(search.isConnected).toBe(true);
    const page = await harness.signedInPage(OWNER.email);
    const host = await openReporting(page, SECOND_CLIENT);
    expect(await tileValue(host, 'Clicks')).toBe(count(search.totals.clicks));
    expect(await tileValue(host, 'Impressions')).toBe(count(search.totals.impressions));
    expect(await tileValue(host, 'Click-through rate')).toBe(`${(search.totals.ctr * 100).toFixed(1)}%`);
    expect(await tileValue(host, 'Average position')).toBe(search.totals.position === null ? '–' : search.totals.position.toFixed(1));
    expect(await tileChange(host, 'Clicks')).toContain(`${direction(search.totals.clicks, search.previousTotals.clicks)}`);
    expect(await tileChange(host, 'Clicks')).toContain(`from ${count(search.previousTotals.clicks)}`);
    const charts = await host.locator('[data-slot="search-charts"] figure h3').allTextContents();
    expect(charts).toEqual(['Clicks by day', 'Impressions by day', 'Click-through rate by day', 'Average position by day']);
    const days = await (await chartData(host, 'Clicks by day')).locator('tbody tr').count();
    expect(days).toBe(search.days.length);
    const queries = await host.locator('[data-slot="top-queries"] tbody tr td:first-child').allTextContents();
    expect(queries.length).toBe(search.topQueries.length);
    // On a period's first day its figures are still to come (the rows run to yesterday): no query to rank.
    if (search.topQueries.length) {
      const mostClicks = Math.max(...search.topQueries.map((row) => row.clicks));
      expect(search.topQueries.find((row) => row.key === queries[0])?.clicks).toBe(mostClicks);
    }
    if (search.keywordPositions.length) await host.locator('[data-slot="keyword-positions"] figure').first().waitFor(SETTLE);
  });
});

describe('exports', () => {
  it('downloads the per-service table as a CSV of its rows', async () => {
    const expected = await oracle(MAIN_CLIENT);
    const page = await harness.signedInPage(OWNER.email);
    const host = await openReporting(page, MAIN_CLIENT);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      host.getByRole('button', { name: 'Export CSV: By service' }).click(),
    ]);
    const lines = readFileSync((await download.path())!, 'utf8')
      .replace('\uFEFF', '')
      .trim()
      .split('\r\n');
    const previousDone = (name: string) =>
      expected.previous ? String(expected.previous.services.find((service) => service.serviceName === name)?.done ?? 0) : '';
    expect(lines).toEqual([
      'Service,Done,Contracted,On time,Done the period before',
      ...expected.selected.services.map((service) =>
        [service.serviceName, service.done, service.contracted, service.onTime, previousDone(service.serviceName)].join(','),
      ),
    ]);
  });

  it('prints a PDF that opens with the firm’s name and the period, without the shell or buttons', async () => {
    const expected = await oracle(MAIN_CLIENT);
    const page = await harness.signedInPage(OWNER.email);
    await openReporting(page, MAIN_CLIENT);
    await page.emulateMedia({ media: 'print' });
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: true }).promise;
    const first = await document.getPage(1);
    const text = (await first.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ');
    expect(text).toContain(`${MAIN_CLIENT}: report`);
    expect(text).toContain(expected.periodName);
    expect(text).toContain('Delivered');
    expect(text).not.toContain('Download PDF');
    expect(text).not.toContain('Export CSV');
    // On screen a chart out of view is left unrendered until it is scrolled near (content-visibility); on paper
    // every chart is drawn, the last ones of the page too.
    const pages = await Promise.all(
      Array.from({ length: document.numPages }, (_, index) => document.getPage(index + 1).then((one) => one.getTextContent())),
    );
    const whole = pages.flatMap((content) => content.items.map((item) => ('str' in item ? item.str : ''))).join(' ');
    for (const title of ['Posts published', 'On-page changes applied', 'Backlinks placed']) expect(whole).toContain(title);
  });
});

describe('accessibility', () => {
  for (const [width, viewport] of [
    ['desktop', undefined],
    ['phone', MOBILE_VIEWPORT],
  ] as const) {
    it(`has no serious or critical axe violation at a ${width}’s width, for a firm with and without Search Console`, async () => {
      const page = await harness.signedInPage(OWNER.email, viewport ? { viewport } : {});
      await openReporting(page, MAIN_CLIENT);
      expect(await blockingViolations(page, `/reporting ${MAIN_CLIENT}`)).toEqual([]);
      if (!viewport) {
        await openReporting(page, SECOND_CLIENT);
        expect(await blockingViolations(page, `/reporting ${SECOND_CLIENT}`)).toEqual([]);
      }
    });
  }
});
