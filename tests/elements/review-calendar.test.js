/* global describe, it, before, after, window, performance, KeyboardEvent */
// The review kit's calendar in real Chromium, in a shadow root: the month grid and its label, the date grid's keys
// across a month boundary, opening an entry by click and by Enter, a day's "+N more" list, week mode, the empty text,
// the agenda on a small screen, a month of 1,200 entries, and axe.
import { loadAxe } from './support/axe.js';
import { setViewport } from '/node_modules/@web/test-runner-commands/browser/commands.mjs';
import { expect, waitFor } from './support/expect.js';
import { allInside, inside } from './support/portal-fixtures.js';
import { clickOn, nextPaint, press } from './support/real-input.js';

let fixture;
let calendar;

const heading = () => inside(calendar, 'h2[aria-live]');
const cells = () => allInside(calendar, '[role="gridcell"]');
const cell = (day) => inside(calendar, `[role="gridcell"][data-day="${day}"]`);
const links = (root) => [...root.querySelectorAll('a[data-slot="calendar-entry"]')];
const button = (name) =>
  allInside(calendar, 'button').find((candidate) => (candidate.getAttribute('aria-label') ?? candidate.textContent.trim()) === name);
const focused = () => calendar.shadowRoot.activeElement;
const dayName = (day) => cell(day).querySelector('[data-slot="calendar-day-name"]').textContent;
const emptyText = () => inside(calendar, '[data-slot="calendar-empty"]').textContent;
const mount = async (list, options) => {
  calendar = fixture.mountCalendar(list, options);
  await waitFor(() => heading(), 'the calendar');
  await nextPaint();
};

// November 2026 starts on a Sunday: with Sunday weeks, the month is exactly 5 weeks.
const NOVEMBER = () => [
  fixture.entry(1, '2026-11-03', 'published'),
  fixture.entry(2, '2026-11-03', 'scheduled', { detail: 'Facebook' }),
  fixture.entry(3, '2026-11-30', 'scheduled'),
  ...[10, 11, 12, 13, 14].map((n) => fixture.entry(n, '2026-11-18', n % 2 ? 'published' : 'scheduled')),
  fixture.entry(20, '2026-12-01', 'scheduled'),
];

describe('the review calendar', () => {
  before(async () => {
    await setViewport({ width: 1280, height: 1000 });
    fixture = await import('/dist/test/review-calendar-fixture.js');
  });
  after(() => calendar?.remove());

  it('shows the month as a date grid: the range heard as it changes, weekday headers, each day named in full, the days around it dimmed', async () => {
    await mount(NOVEMBER(), { initialDay: '2026-11-15' });
    expect(heading().textContent).toBe('November 2026');
    expect(heading().getAttribute('aria-live')).toBe('polite');
    const grid = inside(calendar, '[role="grid"]');
    expect(grid.getAttribute('aria-label')).toBe('Blog calendar, November 2026');
    expect(allInside(calendar, '[role="columnheader"]').map((header) => header.textContent)).toEqual([
      'SunSunday',
      'MonMonday',
      'TueTuesday',
      'WedWednesday',
      'ThuThursday',
      'FriFriday',
      'SatSaturday',
    ]);
    expect(cells().length).toBe(35);
    // The cell's name (from its content) starts with the full date and how many entries it holds.
    expect(cell('2026-11-25').firstElementChild.firstElementChild.dataset.slot).toBe('calendar-day-name');
    expect(dayName('2026-11-25')).toBe('Wednesday, November 25, 2026, Nothing scheduled or published');
    expect(dayName('2026-11-18')).toBe('Wednesday, November 18, 2026, 5 items');
    expect(
      cells()
        .filter((day) => day.tabIndex === 0)
        .map((day) => day.dataset.day),
    ).toEqual(['2026-11-15']);
    expect(cell('2026-11-30').dataset.outside).toBe(undefined);
    expect(cell('2026-12-01').dataset.outside).toBe('true'); // the 5th week runs into December
    expect(links(cell('2026-12-01')).length).toBe(1);
    expect(allInside(calendar, 'button[aria-pressed]').map((mode) => `${mode.textContent}:${mode.getAttribute('aria-pressed')}`)).toEqual([
      'Month:true',
      'Week:false',
    ]);
    // Published before scheduled; the kind, platform and status are in the link's words, not in its colour alone.
    expect(links(cell('2026-11-03')).map((link) => link.textContent)).toEqual([
      'Published: Topic 0001',
      'Scheduled: Topic 0002, Facebook, Ready for publication',
    ]);
    expect(links(cell('2026-11-03')).map((link) => link.dataset.kind)).toEqual(['published', 'scheduled']);
    expect(emptyText()).toBe('');
  });

  it('starts the weeks on Monday when asked, dimming the days of the months around', async () => {
    await mount(NOVEMBER(), { initialDay: '2026-11-15', weekStartsOn: 1 });
    expect(allInside(calendar, '[role="columnheader"]')[0].textContent).toBe('MonMonday');
    expect(cells()[0].dataset.day).toBe('2026-10-26');
    expect(cells()[0].dataset.outside).toBe('true');
    expect(cells().at(-1).dataset.day).toBe('2026-12-06');
    expect(links(cell('2026-12-01')).map((link) => link.textContent.includes('Topic 0020'))).toEqual([true]);
  });

  it('marks today', async () => {
    await mount([]);
    const today = fixture.todayLocal();
    expect(cell(today).getAttribute('aria-current')).toBe('date');
    expect(allInside(calendar, '[aria-current="date"]').length).toBe(1);
    expect(cell(today).tabIndex).toBe(0);
  });

  it('moves by keyboard: arrows by day and week, Home/End, PageUp/PageDown, shifting the month past its edge', async () => {
    await mount(NOVEMBER(), { initialDay: '2026-11-30' });
    cell('2026-11-30').focus();
    await press('ArrowRight');
    await waitFor(() => heading().textContent === 'December 2026', 'December after ArrowRight from Nov 30');
    await waitFor(() => focused()?.dataset.day === '2026-12-01', 'focus on Dec 1');
    expect(focused().tabIndex).toBe(0);
    expect(cells().filter((day) => day.tabIndex === 0).length).toBe(1);
    await press('ArrowLeft');
    await waitFor(() => focused()?.dataset.day === '2026-11-30', 'back on Nov 30');
    expect(heading().textContent).toBe('November 2026');
    await press('Home');
    await waitFor(() => focused()?.dataset.day === '2026-11-29', 'the week’s Sunday');
    await press('End');
    await waitFor(() => focused()?.dataset.day === '2026-12-05', 'the week’s Saturday, in December');
    expect(heading().textContent).toBe('December 2026');
    await press('PageUp');
    await waitFor(() => focused()?.dataset.day === '2026-11-05', 'the same day a month earlier');
    await press('ArrowUp');
    await waitFor(() => focused()?.dataset.day === '2026-10-29', 'a week earlier, in October');
    expect(heading().textContent).toBe('October 2026');
    await press('PageDown');
    await waitFor(() => focused()?.dataset.day === '2026-11-29', 'a month later');
    await press('ArrowDown');
    await waitFor(() => heading().textContent === 'December 2026' && focused()?.dataset.day === '2026-12-06', 'a week later, in December');
    // A key that stays put (Home on the week's first day) keeps focus, and leaves none pending for later renders.
    await press('Home');
    await nextPaint();
    expect(focused()?.dataset.day).toBe('2026-12-06');
    const next = button('Next month');
    await clickOn(next);
    await waitFor(() => heading().textContent === 'January 2027', 'January');
    await nextPaint();
    expect(focused() === next).toBe(true);
    expect(inside(calendar, '[role="gridcell"][tabindex="0"]').dataset.day).toBe('2027-01-06');
  });

  it('counts every key pressed before the last move has rendered', async () => {
    await mount(NOVEMBER(), { initialDay: '2026-11-27' });
    const start = cell('2026-11-27');
    start.focus();
    // Three presses in one go: the first's new range has not rendered when the others arrive.
    for (let step = 0; step < 3; step += 1)
      start.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, composed: true, cancelable: true }));
    await waitFor(() => focused()?.dataset.day === '2026-12-18', 'three weeks on');
    expect(heading().textContent).toBe('December 2026');
  });

  it('shows today’s month when the first day given is not a day', async () => {
    await mount([], { initialDay: '2026-02-30' });
    expect(cells().some((day) => day.getAttribute('aria-current') === 'date')).toBe(true);
  });

  it('opens an entry with a plain click and with Enter, its link pointing at the item', async () => {
    await mount(NOVEMBER(), { initialDay: '2026-11-03' });
    const [published, scheduled] = links(cell('2026-11-03'));
    expect(published.getAttribute('href')).toBe('#/posts/job-1');
    expect(scheduled.getAttribute('href')).toBe('#/posts/job-2');
    await clickOn(scheduled);
    await waitFor(() => fixture.opened.length === 1, 'the click to open the entry');
    expect(fixture.opened).toEqual([{ id: 'entry-2', jobId: 'job-2' }]);
    expect(window.location.hash).toBe('');
    cell('2026-11-03').focus();
    await press('Enter');
    await waitFor(() => focused() === links(cell('2026-11-03'))[0], 'Enter moves into the day, to its first entry');
    await press('Enter');
    await waitFor(() => fixture.opened.length === 2, 'Enter on the entry');
    expect(fixture.opened[1]).toEqual({ id: 'entry-1', jobId: 'job-1' });
    await press('Tab');
    expect(focused()).toBe(links(cell('2026-11-03'))[1]);
    await press('Escape');
    await waitFor(() => focused() === cell('2026-11-03'), 'Escape back to the day');
  });

  it('shows three entries of a busy day and “+N more”, which lists the whole day in a dialog from which any entry opens', async () => {
    await mount(NOVEMBER(), { initialDay: '2026-11-15' });
    const busy = cell('2026-11-18');
    expect(links(busy).length).toBe(3);
    const more = busy.querySelector('button[data-slot="calendar-more"]');
    expect(more.textContent).toBe('+2 more');
    expect(more.getAttribute('aria-label')).toBe('+2 more on Wednesday, November 18, 2026');
    await clickOn(more);
    const dialog = await waitFor(() => inside(calendar, 'dialog[open]'), 'the day’s dialog');
    expect(dialog.getRootNode()).toBe(calendar.shadowRoot);
    expect(dialog.querySelector('h2').textContent).toBe('Wednesday, November 18, 2026');
    expect(links(dialog).map((link) => link.textContent.match(/Topic \d+/)[0])).toEqual([
      'Topic 0011',
      'Topic 0013',
      'Topic 0010',
      'Topic 0012',
      'Topic 0014',
    ]);
    await press('Escape');
    await waitFor(() => !inside(calendar, 'dialog[open]'), 'Escape to close the dialog');
    expect(focused()).toBe(more);
    await clickOn(more);
    const again = await waitFor(() => inside(calendar, 'dialog[open]'), 'the dialog again');
    await clickOn(links(again)[4]);
    await waitFor(() => fixture.opened.length === 1, 'the fifth entry opening');
    expect(fixture.opened).toEqual([{ id: 'entry-14', jobId: 'job-14' }]);
    await waitFor(() => !inside(calendar, 'dialog[open]'), 'the dialog closing as the entry opens');
  });

  it('shows a week with every entry of each day, and pages by a week', async () => {
    await mount(NOVEMBER(), { initialDay: '2026-11-15' });
    button('Week').click();
    await waitFor(() => heading().textContent === 'Nov 15 – 21, 2026', 'the week heading');
    expect(button('Week').getAttribute('aria-pressed')).toBe('true');
    expect(cells().map((day) => day.dataset.day)).toEqual([
      '2026-11-15',
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
    ]);
    expect(links(cell('2026-11-18')).length).toBe(5);
    expect(inside(calendar, 'button[data-slot="calendar-more"]')).toBe(null);
    expect(
      links(cell('2026-11-18'))
        .map((link) => link.textContent)
        .slice(0, 3),
    ).toEqual(['Topic 0011, Published', 'Topic 0013, Published', 'Topic 0010, Scheduled, Ready for publication']);
    button('Next week').click();
    await waitFor(() => heading().textContent === 'Nov 22 – 28, 2026', 'the next week');
    cell('2026-11-22').focus();
    await press('PageDown');
    await waitFor(() => heading().textContent === 'Nov 29 – Dec 5, 2026' && focused()?.dataset.day === '2026-11-29', 'PageDown by a week');
    expect(links(cell('2026-11-30')).length).toBe(1);
    button('Previous week').click();
    button('Previous week').click();
    await waitFor(() => heading().textContent === 'Nov 15 – 21, 2026', 'two weeks back');
    button('Month').click();
    await waitFor(() => heading().textContent === 'November 2026', 'the month again');
  });

  it('says so when nothing is scheduled or published in the shown month or week', async () => {
    await mount(NOVEMBER(), { initialDay: '2026-11-15' });
    button('Previous month').click();
    await waitFor(() => heading().textContent === 'October 2026', 'October');
    expect(emptyText()).toBe('Nothing scheduled or published in this month.');
    expect(inside(calendar, '[data-slot="calendar-empty"]').getAttribute('role')).toBe('status');
    button('Today').click();
    await waitFor(() => heading().textContent !== 'October 2026', 'today’s month');
    button('Week').click();
    await mount([], { initialDay: '2026-11-15', initialMode: 'week' });
    expect(emptyText()).toBe('Nothing scheduled or published in this week.');
    expect(cells().length).toBe(7);
  });

  it('lists only the days with entries on a small screen, each entry a link in the tab order', async () => {
    await setViewport({ width: 500, height: 900 });
    try {
      await mount(NOVEMBER(), { initialDay: '2026-11-15' });
      const agenda = await waitFor(() => inside(calendar, '[data-slot="calendar-agenda"]'), 'the agenda');
      expect(inside(calendar, '[role="grid"]')).toBe(null);
      expect([...agenda.querySelectorAll(':scope > li')].map((day) => day.querySelector('h3').textContent)).toEqual([
        'Tuesday, November 3, 2026',
        'Wednesday, November 18, 2026',
        'Monday, November 30, 2026',
      ]);
      expect(links(agenda).length).toBe(8);
      expect(links(agenda).every((link) => link.tabIndex === 0)).toBe(true);
      links(agenda)[0].focus();
      await press('Enter');
      await waitFor(() => fixture.opened.length === 1, 'Enter on an agenda entry');
    } finally {
      await setViewport({ width: 1280, height: 1000 });
    }
  });

  it('renders only the shown month of a busy list, and moves through it without delay', async () => {
    const list = [];
    for (let n = 0; n < 3000; n += 1)
      list.push(
        fixture.entry(
          n,
          `2026-${n < 1200 ? '11' : n < 2100 ? '10' : '12'}-${String(1 + (n % 28)).padStart(2, '0')}`,
          n % 3 ? 'scheduled' : 'published',
        ),
      );
    const started = performance.now();
    await mount(list, { initialDay: '2026-11-15' });
    const shownIn = performance.now() - started;
    // November's 28 busy days and the 5 of December that fill its last week, 3 entries each; not October's.
    expect(links(inside(calendar, '[role="grid"]')).length).toBe((28 + 5) * 3);
    expect(allInside(calendar, 'button[data-slot="calendar-more"]').length).toBe(28 + 5);
    expect(shownIn < 1500).toBe(true);
    cell('2026-11-15').focus();
    const moved = performance.now();
    for (let step = 0; step < 10; step += 1) await press('ArrowRight');
    await waitFor(() => focused()?.dataset.day === '2026-11-25', 'ten days on');
    expect(performance.now() - moved < 3000).toBe(true);
  });
});

describe('the review calendar’s accessibility', () => {
  const seriousIn = async (what) => {
    const { violations } = await window.axe.run(calendar, { resultTypes: ['violations'] });
    return violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${what}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
  };

  it('axe finds no serious or critical violation in month, week, the day dialog and the agenda', async () => {
    await loadAxe();
    await mount(NOVEMBER(), { initialDay: '2026-11-15' });
    const found = [...(await seriousIn('month'))];
    button('+2 more on Wednesday, November 18, 2026').click();
    await waitFor(() => inside(calendar, 'dialog[open]'), 'the dialog');
    found.push(...(await seriousIn('dialog')));
    await press('Escape');
    button('Week').click();
    await waitFor(() => cells().length === 7, 'the week');
    found.push(...(await seriousIn('week')));
    await setViewport({ width: 500, height: 900 });
    try {
      await waitFor(() => inside(calendar, '[data-slot="calendar-agenda"]'), 'the agenda');
      found.push(...(await seriousIn('agenda')));
    } finally {
      await setViewport({ width: 1280, height: 1000 });
    }
    expect(found).toEqual([]);
    calendar.remove();
  });
});
