/* global describe, it, before, after, fetch, HTMLAnchorElement */
// The Reporting dashboard in real Chromium, in a real shadow root, on the fixture's stand-in service: figures against
// the period before in words, a chart read by keyboard (one tab stop, arrows, Home, End) and by pointer, its data as a
// table, charts that follow their container's width, a CSV export's file, the Search Console notice for a firm
// without the connection, and a deliverable report opened as a readable report.
import { loadAxe } from './support/axe.js';
import { emulateMedia, sendMouse, setViewport } from '/node_modules/@web/test-runner-commands/browser/commands.mjs';
import { expect, waitFor } from './support/expect.js';
import { allInside, inside } from './support/portal-fixtures.js';
import { clickOn, nextPaint, press, resetMouse } from './support/real-input.js';

let fixture;
let page;

const text = (element) => element?.textContent.replace(/\s+/g, ' ').trim();
const tile = (label) => allInside(page, '[data-slot="figure-tile"]').find((entry) => text(entry.querySelector('dt')) === label);
const chartNamed = (title) => allInside(page, 'figure[data-slot="chart"]').find((figure) => text(figure.querySelector('h3')) === title);
const tooltip = (figure) => figure.querySelector('[data-slot="chart-tooltip"]');
const tooltipText = (figure) => [...tooltip(figure).querySelectorAll('p, li')].map(text).join(' ');
const buttonNamed = (name) => allInside(page, 'button').find((button) => (button.getAttribute('aria-label') ?? text(button)) === name);

/**
 * Scrolls `element` to the middle of the view and clicks it once it stays put: charts out of view keep an estimated
 * height (content-visibility) and take their own as they come near, which moves what is below them.
 */
async function clickInView(element) {
  let top;
  do {
    top = element.getBoundingClientRect().top;
    element.scrollIntoView({ block: 'center' });
    await nextPaint();
    await nextPaint();
  } while (Math.abs(element.getBoundingClientRect().top - top) >= 1);
  await clickOn(element);
}

async function shown(searchConsole = true, width = 1100) {
  page = fixture.mountDashboard({ searchConsole, width });
  await waitFor(
    () =>
      tile('Deliverables done') &&
      inside(page, '[data-slot="report-list"]') &&
      (inside(page, '[data-slot="search-tiles"]') || inside(page, '[data-slot="search-console-notice"]')),
    'the dashboard',
    5000,
  );
}

describe('the Reporting dashboard', () => {
  before(async () => {
    await setViewport({ width: 1200, height: 900 });
    fixture = await import('/dist/test/reporting-fixture.js');
  });
  after(() => page?.remove());

  it('shows each figure with its change against the period before, in words and not in colour alone', async () => {
    await shown();
    expect(text(inside(page, '[data-slot="reporting-period"]'))).toBe('Harbor & Vale Law · Nov 2026 (so far)');
    const done = tile('Deliverables done');
    expect(text(done.querySelector('[data-slot="figure-value"]'))).toBe('5');
    expect(text(done)).toContain('of 6 contracted');
    expect(text(done.querySelector('[data-slot="figure-change"]'))).toBe('▲ Up +1 (+25%) from 4');
    expect(done.querySelector('[data-slot="figure-change"] [aria-hidden="true"]').textContent.trim()).toBe('▲');
    expect(text(tile('On-page changes applied').querySelector('[data-slot="figure-change"]'))).toBe('■ No change from 3');
    expect(text(tile('Average position').querySelector('[data-slot="figure-change"]'))).toBe('▼ Down −0.9 (−9.4%) from 9.6, better');
    expect(text(tile('Click-through rate').querySelector('[data-slot="figure-change"]'))).toBe('▲ Up +0.3 pts (+8.7%) from 4.0%');
  });

  it('reads a chart by keyboard: one tab stop, Left, Right, Home and End move the tooltip between periods', async () => {
    await shown();
    const figure = chartNamed('Deliverables: done, contracted and on time');
    const plot = figure.querySelector('[data-slot="chart-plot"]');
    expect(plot.getAttribute('tabindex')).toBe('0');
    expect(figure.querySelector('svg').getAttribute('aria-hidden')).toBe('true');
    expect(text(figure.querySelector('[data-slot="chart-summary"]'))).toBe(
      'Done stayed at 5 (Nov 2026); highest 5 (Sep 2026), lowest 4 (Oct 2026). Contracted stayed at 6 (Nov 2026); highest 6 (Sep 2026), lowest 6 (Sep 2026). On time fell from 5 (Sep 2026) to 4 (Nov 2026), −20%; highest 5 (Sep 2026), lowest 3 (Oct 2026).',
    );
    plot.focus();
    await waitFor(() => tooltip(figure).dataset.state === 'open', 'the tooltip on focus');
    expect(tooltip(figure).getAttribute('aria-live')).toBe('polite');
    expect(tooltipText(figure)).toBe('Nov 2026 Done: 5 Contracted: 6 On time: 4');
    await press('Home');
    await waitFor(() => tooltipText(figure) === 'Sep 2026 Done: 5 Contracted: 6 On time: 5', 'the first period');
    await press('ArrowRight');
    await waitFor(() => tooltipText(figure) === 'Oct 2026 Done: 4 Contracted: 6 On time: 3', 'the next period');
    await press('End');
    await waitFor(() => tooltipText(figure).startsWith('Nov 2026'), 'the last period');
    await press('Escape');
    await waitFor(() => tooltip(figure).dataset.state === 'closed', 'the tooltip closed');
  });

  it('shows the tooltip under the pointer too, with a day that has no position said in words', async () => {
    await shown();
    const figure = chartNamed('Average position by day');
    figure.scrollIntoView({ block: 'center' });
    await nextPaint();
    const box = figure.querySelector('svg').getBoundingClientRect();
    // Five days across the plot: the middle of the svg is the third day, which had no impressions.
    await sendMouse({ type: 'move', position: [Math.round(box.left + box.width / 2 + 10), Math.round(box.top + box.height / 2)] });
    await waitFor(() => tooltip(figure).dataset.state === 'open', 'the tooltip under the pointer');
    expect(tooltipText(figure)).toBe('Nov 3 Average position: no data');
    await resetMouse();
  });

  it('has each chart’s data as a table behind “Show data”', async () => {
    await shown();
    const figure = chartNamed('Clicks by day');
    const details = figure.querySelector('details[data-slot="chart-data"]');
    expect(details.open).toBe(false);
    await clickInView(details.querySelector('summary'));
    // The table is built when the disclosure opens (chart-frame.tsx), so it is looked for once it is there.
    await waitFor(() => details.open && details.querySelector('table'), 'the data shown');
    const table = details.querySelector('table');
    expect([...table.querySelectorAll('th')].map(text)).toEqual(['Day', 'Clicks']);
    expect([...table.querySelectorAll('tbody tr')].map((row) => [...row.cells].map(text))).toEqual([
      ['Nov 1', '40'],
      ['Nov 2', '52'],
      ['Nov 3', '0'],
      ['Nov 4', '61'],
      ['Nov 5', '47'],
    ]);
    expect(text(table.querySelector('caption'))).toBe('Clicks by day');
  });

  it('redraws its charts for their container’s width, down to a phone’s', async () => {
    await shown(true, 1100);
    const chart = () => chartNamed('Clicks by day').querySelector('[data-slot="line-chart"]');
    // A chart out of view is drawn at its width once it comes near (content-visibility), as a reader scrolls to it.
    chartNamed('Clicks by day').scrollIntoView({ block: 'center' });
    await waitFor(() => Number(chart().dataset.width) > 400, 'the chart drawn at its container’s width');
    page.style.width = '360px';
    await waitFor(() => Number(chart().dataset.width) < 330, 'the narrow chart');
    const svg = chartNamed('Clicks by day').querySelector('svg');
    expect(Number(svg.getAttribute('width'))).toBe(Number(chart().dataset.width));
    expect(svg.getBoundingClientRect().right <= page.getBoundingClientRect().right).toBe(true);
  });

  describe('CSV', () => {
    let downloads = [];
    const realClick = HTMLAnchorElement.prototype.click;
    before(() => {
      HTMLAnchorElement.prototype.click = function click() {
        if (this.download) downloads.push({ name: this.download, href: this.href });
        else realClick.call(this);
      };
    });
    after(() => {
      HTMLAnchorElement.prototype.click = realClick;
    });

    it('exports the top queries as a file of their rows, with a formula kept as text', async () => {
      await shown();
      downloads = [];
      await clickInView(buttonNamed('Export CSV: Top queries'));
      await waitFor(() => downloads.length === 1, 'the download');
      expect(downloads[0].name).toBe('harbor-vale-law-nov-2026-so-far-top-queries.csv');
      const body = await (await fetch(downloads[0].href)).text();
      expect(body.replace('\uFEFF', '').split('\r\n')).toEqual([
        'Query,Clicks,Impressions,CTR,Position',
        'divorce lawyer boston,80,1500,0.05333333333333334,4.2',
        `"'=HYPERLINK(""https://evil.example"")",5,90,0.05555555555555555,30.1`,
        '"child custody, mediation",115,3010,0.03820598006644518,6.3',
        '',
      ]);
    });

    it('exports a chart’s data: the point, then each series', async () => {
      await shown();
      downloads = [];
      await clickInView(buttonNamed('Export CSV: Family law'));
      await waitFor(() => downloads.length === 1, 'the download');
      const body = await (await fetch(downloads[0].href)).text();
      expect(body.replace('\uFEFF', '').split('\r\n')).toEqual([
        'Period,divorce lawyer,custody attorney',
        'Sep 2026,12.5,',
        'Oct 2026,10.1,22.4',
        'Nov 2026,8,18.2',
        '',
      ]);
    });
  });

  it('sorts the top queries by clicks at first, and by another column on its header', async () => {
    await shown();
    const table = () => inside(page, '[data-slot="top-queries"] table');
    const firstColumn = () => [...table().querySelectorAll('tbody tr')].map((row) => text(row.cells[0]));
    expect(firstColumn()).toEqual(['child custody, mediation', 'divorce lawyer boston', '=HYPERLINK("https://evil.example")']);
    const positionHeader = [...table().querySelectorAll('th')].find((cell) => text(cell).startsWith('Position'));
    await clickInView(positionHeader.querySelector('button'));
    await waitFor(() => positionHeader.getAttribute('aria-sort') === 'descending', 'sorted by position');
    expect(firstColumn()[0]).toBe('=HYPERLINK("https://evil.example")');
  });

  it('tells a firm without Search Console the spec’s notice, with the way to its connection settings, instead of the charts', async () => {
    await shown(false);
    const notice = inside(page, '[data-slot="search-console-notice"]');
    expect(text(notice.querySelector('span'))).toBe('Contact FirmPilot to connect Google Search Console and unlock additional features.');
    expect(notice.querySelector('a').getAttribute('href')).toBe(fixture.SETTINGS_HREF);
    expect(inside(page, '[data-slot="search-tiles"]')).toBe(null);
    expect(inside(page, '[data-slot="search-charts"]')).toBe(null);
    expect(Boolean(tile('Deliverables done'))).toBe(true);
  });

  it('prints a letterhead with the firm and the period, and no buttons, disclosures or links to settings', async () => {
    await shown(false);
    const letterhead = inside(page, '[data-slot="print-header"]');
    expect(letterhead.checkVisibility()).toBe(false);
    await emulateMedia({ media: 'print' });
    try {
      await waitFor(() => letterhead.checkVisibility(), 'the letterhead in print');
      expect([...letterhead.querySelectorAll('p')].map(text)).toEqual([
        'Harbor & Vale Law: report',
        'Nov 2026 (so far)',
        'Compared with Oct 2026',
      ]);
      expect(
        allInside(page, 'button')
          .filter((button) => button.checkVisibility() && !button.closest('th'))
          .map(text),
      ).toEqual([]);
      expect(allInside(page, 'details').some((details) => details.checkVisibility())).toBe(false);
      expect(inside(page, '[data-slot="search-console-notice"] a').checkVisibility()).toBe(false);
      expect(inside(page, 'h1').checkVisibility()).toBe(false);
    } finally {
      await emulateMedia({ media: 'screen' });
    }
  });

  it('shows a section that failed as an error with a retry, beside the sections that answered', async () => {
    page = fixture.mountDashboard({ fail: ['GetSearchPerformance'] });
    const search = () => inside(page, '[data-slot="search-performance"]');
    const alert = await waitFor(() => search()?.querySelector('[role="alert"]'), 'the search section’s error', 5000);
    expect(text(alert.querySelector('span'))).toBe('Unable to load search performance at this time.');
    expect(Boolean(tile('Deliverables done'))).toBe(true);
    expect(Boolean(inside(page, '[data-slot="report-list"]'))).toBe(true);
    // The failed query is asked once, not again and again (a section that remounted would ask anew).
    const asked = () => fixture.service.requests().filter((request) => request.operationName === 'GetSearchPerformance').length;
    await nextPaint();
    expect(asked()).toBe(1);
    fixture.service.recover();
    await clickInView(alert.querySelector('button'));
    await waitFor(() => search().querySelector('[data-slot="search-tiles"]'), 'the search figures after the retry');
  });

  it('opens a deliverable report as a readable report: labelled figures, never JSON', async () => {
    await shown();
    await clickInView(buttonNamed('Open report: SEO report: Harbor & Vale Law'));
    const dialog = await waitFor(() => inside(page, 'dialog[data-slot="report-dialog"][open]'), 'the report');
    expect(text(page.shadowRoot.getElementById(dialog.getAttribute('aria-labelledby')))).toBe('SEO report: Harbor & Vale Law');
    const pairs = (selector) => [...dialog.querySelectorAll(`${selector} dt`)].map((term) => [text(term), text(term.nextElementSibling)]);
    expect(pairs('[data-slot="report-facts"]')).toEqual([
      ['Service', 'SEO'],
      ['Period', 'Nov 2026 (so far)'],
      ['Created', 'Nov 10, 2026'],
      ['Updated', 'Nov 12, 2026'],
    ]);
    expect(pairs('[data-slot="report-metrics"]')).toEqual([
      ['Impressions', '1,234'],
      ['Clicks', '56'],
      ['Ranking keywords', '12'],
      ['Pages indexed last 30 days', '40'],
    ]);
    expect(/[{}"]/.test(dialog.textContent)).toBe(false);
    expect(dialog.contains(page.shadowRoot.activeElement)).toBe(true);
    await press('Escape');
    await waitFor(() => !inside(page, 'dialog[data-slot="report-dialog"][open]'), 'the report closed');
  });

  it('axe finds no serious or critical violation, with and without Search Console, with a chart’s data and a report open', async () => {
    const axe = await loadAxe();
    const serious = async (what) => {
      const { violations } = await axe.run(page, { resultTypes: ['violations'] });
      return violations
        .filter((violation) => ['serious', 'critical'].includes(violation.impact))
        .map((violation) => `${what}: ${violation.id} ${violation.nodes.map((node) => JSON.stringify(node.target)).join(' | ')}`);
    };
    await shown(true);
    for (const details of allInside(page, 'details')) details.open = true;
    const found = await serious('connected');
    await clickInView(buttonNamed('Open report: SEO report: Harbor & Vale Law'));
    await waitFor(() => inside(page, 'dialog[data-slot="report-dialog"][open]'), 'the report');
    found.push(...(await serious('report')));
    await press('Escape');
    await shown(false, 360);
    found.push(...(await serious('not connected, phone')));
    expect(found).toEqual([]);
  });
});
