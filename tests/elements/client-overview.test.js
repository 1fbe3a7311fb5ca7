/* global describe, it, before, afterEach, document */
// Staff's overview of every client (/clients) in real Chromium, on the fixture's stand-in for the service: the
// header buttons sort (aria-sort follows) and the service is asked for that order, the filter chips and the name
// search narrow the rows and say how many match, the state is in the URL, 5,000 clients keep only a screenful of
// rows in the DOM and come page by page as the table scrolls, and the keyboard alone switches to a client.
import { setViewport } from '/node_modules/@web/test-runner-commands/browser/commands.mjs';
import { expect, waitFor } from './support/expect.js';
import { allInside, inside, mount } from './support/portal-fixtures.js';
import { nextPaint, press, type } from './support/real-input.js';

let fixture;
let element;

const rows = () => allInside(element, '[role="row"][aria-rowindex]').filter((row) => row.getAttribute('aria-rowindex') !== '1');
const names = () => rows().map((row) => row.querySelector('[data-slot="open-client"]')?.textContent);
const header = (label) => allInside(element, '[role="columnheader"]').find((cell) => cell.textContent.startsWith(label));
const chip = (label) => allInside(element, '[role="group"] button').find((button) => button.textContent === label);
const count = () => inside(element, '[data-slot="client-count"]')?.textContent ?? '';
const location = () => inside(element, '[data-slot="location"]').textContent;
const overviewRequests = () => fixture.requests.filter((request) => request.operationName === 'GetClientOverview');
const lastInput = () => overviewRequests().at(-1).input;

async function show(list, path = '/clients') {
  fixture.serveClients(list);
  fixture.signInStaff();
  element = mount(`<fp-client-overview-test path="${path}"></fp-client-overview-test>`);
  await waitFor(() => rows().length > 0 || count().startsWith('No clients') || inside(element, '[role="alert"]'), 'the overview');
}

describe('the overview of every client', () => {
  before(async () => {
    await setViewport({ width: 1400, height: 900 });
    fixture = await import('/dist/test/client-overview-fixture.js');
  });
  afterEach(() => {
    element?.remove();
    fixture.setFailing(false);
  });

  it('lists every client with its state, what waits and how long, what is overdue and missing, and the period', async () => {
    await show([
      fixture.overviewClient(1, { name: 'Aspen Trust Lawyers', isReady: false, waitingForReview: 0, waitingSince: null }),
      fixture.overviewClient(2, { name: 'Cedar Point Workers Comp', isChurned: true, waitingForReview: 0, waitingSince: null }),
      fixture.overviewClient(3, {
        name: 'Harbor & Vale Law',
        waitingForReview: 4,
        waitingSince: fixture.TODAY,
        overdue: 2,
        missingConnections: ['WordPress', 'GoogleSearchConsole'],
        periodDone: 3,
        periodTotal: 5,
      }),
    ]);
    expect(count()).toBe('3 clients');
    // The default order: the most waiting first.
    expect(names()).toEqual(['Harbor & Vale Law', 'Aspen Trust Lawyers', 'Cedar Point Workers Comp']);
    expect(header('Waiting').getAttribute('aria-sort')).toBe('descending');
    const [harbor, aspen, cedar] = rows();
    const cells = (row) => [...row.querySelectorAll('[role="cell"]')].map((cell) => cell.textContent);
    expect(cells(harbor)).toEqual([
      'Harbor & Vale Law',
      '4',
      'since today',
      '2',
      'WordPress, Google Search Console',
      '3 of 5',
      cells(harbor)[6],
    ]);
    expect(harbor.querySelector('[role="progressbar"]').getAttribute('aria-valuetext')).toBe('3 of 5');
    expect(aspen.querySelector('[data-slot="badge"]').textContent).toBe('In set-up');
    expect(cedar.querySelector('[data-slot="badge"]').textContent).toBe('Inactive');
    expect(inside(element, '[role="table"]').getAttribute('aria-rowcount')).toBe('4');
  });

  it('sorts by any column from its header, asking the service, and keeps the order in the URL', async () => {
    await show(Array.from({ length: 30 }, (_, n) => fixture.overviewClient(n + 1)));
    header('Client').querySelector('button').click();
    await waitFor(() => names()[0] === 'Client 0001', 'A to Z');
    expect(lastInput()).toEqual({ ...lastInput(), sort: 'NAME', direction: 'ASC' });
    expect(header('Client').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Waiting').getAttribute('aria-sort')).toBe('none');
    expect(location()).toBe('/clients?sort=name&dir=asc');
    header('Client').querySelector('button').click();
    await waitFor(() => names()[0] === 'Client 0030', 'Z to A');
    expect(header('Client').getAttribute('aria-sort')).toBe('descending');
    for (const [label, sort] of [
      ['Overdue', 'OVERDUE'],
      ['Missing connections', 'MISSING_CONNECTIONS'],
      ['This period', 'PROGRESS'],
      ['Last activity', 'LAST_ACTIVITY'],
      ['Waiting since', 'WAITING_SINCE'],
    ]) {
      header(label).querySelector('button').click();
      await waitFor(() => lastInput().sort === sort, `the service asked for ${sort}`);
      await waitFor(() => header(label).getAttribute('aria-sort') !== 'none', `${label} marked sorted`);
    }
  });

  it('filters with the chips, searches by name once typing pauses, and says when nothing matches', async () => {
    await show([
      fixture.overviewClient(1, { name: 'Aspen Trust Lawyers', isReady: false }),
      fixture.overviewClient(2, { name: 'Cedar Point Workers Comp', isChurned: true }),
      fixture.overviewClient(3, { name: 'Harbor & Vale Law' }),
      fixture.overviewClient(5, { name: 'Summit Employment Lawyers' }),
    ]);
    chip('In set-up').click();
    await waitFor(() => count() === '1 client', 'the client in set-up');
    expect(names()).toEqual(['Aspen Trust Lawyers']);
    expect(chip('In set-up').getAttribute('aria-pressed')).toBe('true');
    expect(lastInput().filter).toBe('IN_SETUP');
    chip('Inactive').click();
    await waitFor(() => names().join() === 'Cedar Point Workers Comp', 'the churned client');
    chip('Overdue').click();
    await waitFor(() => names().join() === 'Summit Employment Lawyers', 'the overdue client');
    chip('All').click();
    await waitFor(() => count() === '4 clients', 'every client again');

    const before = overviewRequests().length;
    inside(element, 'input[type="search"]').focus();
    await type('LAWYERS');
    await waitFor(() => count() === '2 clients', 'the two lawyers');
    // One request for the whole word, not one per key.
    expect(overviewRequests().length - before).toBe(1);
    expect(lastInput().search).toBe('LAWYERS');
    expect(location()).toBe('/clients?q=LAWYERS');
    await type('zzz');
    await waitFor(() => count() === 'No clients match "LAWYERSzzz"', 'the no-match text');
    expect(rows().length).toBe(0);
  });

  it('opens on the state its URL holds, and says so when the service fails, with a retry', async () => {
    fixture.setFailing(true);
    await show([fixture.overviewClient(3), fixture.overviewClient(6)], '/clients?filter=waiting&sort=name&dir=desc&q=client');
    await waitFor(() => inside(element, '[role="alert"]'), 'the error');
    expect(inside(element, '[role="alert"]').textContent).toContain('Unable to load the clients at this time.');
    expect(lastInput()).toEqual({ ...lastInput(), filter: 'WAITING', sort: 'NAME', direction: 'DESC', search: 'client' });
    fixture.setFailing(false);
    allInside(element, 'button')
      .find((button) => button.textContent === 'Try again')
      .click();
    await waitFor(() => names().join() === 'Client 0006,Client 0003', 'the rows after the retry');
    expect(inside(element, 'input[type="search"]').value).toBe('client');
    expect(chip('Waiting').getAttribute('aria-pressed')).toBe('true');
  });

  it('keeps a screenful of 5,000 clients in the DOM and fetches pages as the table scrolls to the last', async () => {
    await show(
      Array.from({ length: 5000 }, (_, n) => fixture.overviewClient(n + 1)),
      '/clients?sort=name&dir=asc',
    );
    expect(count()).toBe('5,000 clients');
    expect(inside(element, '[role="table"]').getAttribute('aria-rowcount')).toBe('5001');
    expect(rows().length < 40).toBe(true);
    // A page of 100 at first, not the 5,000.
    expect(overviewRequests().every((request) => request.input.first === 100)).toBe(true);
    expect(overviewRequests().length <= 2).toBe(true);
    const scroller = inside(element, '[data-slot="client-overview-scroller"]');
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => names().includes('Client 5000'), 'the last client after scrolling', 10000);
    expect(rows().length < 40).toBe(true);
    expect(rows().at(-1).getAttribute('aria-rowindex')).toBe('5001');
    const offsets = overviewRequests().map((request) => request.input.offset);
    expect(offsets.slice(0, 3)).toEqual([0, 100, 200]);
  });

  it('with the keyboard alone: Tab reaches a client’s name, Enter switches to it and opens its Home; Back returns to the table', async () => {
    await show(
      [fixture.overviewClient(1, { name: 'Aspen Trust Lawyers' }), fixture.overviewClient(2, { name: 'Harbor & Vale Law' })],
      '/clients?sort=name&dir=asc',
    );
    document.body.tabIndex = -1;
    document.body.focus();
    let focused;
    for (let presses = 0; presses < 20; presses += 1) {
      await press('Tab');
      focused = element.shadowRoot.activeElement;
      if (focused?.textContent === 'Harbor & Vale Law') break;
    }
    expect(focused.getAttribute('data-slot')).toBe('open-client');
    await press('Enter');
    await waitFor(() => inside(element, '[data-slot="home"]'), 'Home');
    expect(inside(element, '[data-slot="home"]').textContent).toBe('Home of Harbor & Vale Law');
    expect(fixture.selectedClientName()).toBe('Harbor & Vale Law');
    fixture.goBack();
    await waitFor(() => location() === '/clients?sort=name&dir=asc', 'the table again');
    await waitFor(() => rows().length === 2, 'its rows');
    await nextPaint();
    expect(header('Client').getAttribute('aria-sort')).toBe('ascending');
  });
});
