/* global describe, it, before, after */
// The social media and Google Business Profile boards in real Chromium, on the fixture's fake service: five groups
// with their counts, each job's platforms named, the calendar of each post opened from its day, the actions a role
// is offered, and the notices about auto-publishing and a missing connection.
import { setViewport } from '/node_modules/@web/test-runner-commands/browser/commands.mjs';
import { expect, waitFor } from './support/expect.js';
import { allInside, inside } from './support/portal-fixtures.js';
import { clickOn, nextPaint } from './support/real-input.js';

let fixture;
let board;

const regions = () => allInside(board, 'section[data-group]').map((section) => section.getAttribute('aria-label'));
const button = (name) =>
  allInside(board, 'button').find((candidate) => (candidate.getAttribute('aria-label') ?? candidate.textContent.trim()) === name);
const mix = () => [
  fixture.job(1, 'ReadyForExternalReview'),
  fixture.job(2, 'ReadyForPublication', ['Facebook', 'X'], fixture.scheduledOn(2)),
  fixture.job(3, 'Published', ['LinkedIn'], fixture.publishedOn(-2)),
  fixture.job(4, 'InProgress', []),
  fixture.job(5, 'Declined'),
  fixture.job(6, 'Failed', []),
  fixture.job(7, 'Canceled'),
];

describe('the social media board', () => {
  before(async () => {
    await setViewport({ width: 1400, height: 900 });
    fixture = await import('/dist/test/social-board-fixture.js');
  });
  after(() => board?.remove());

  it('groups the jobs by what the firm must do, sent-back and failed ones needing attention, canceled ones in none', async () => {
    board = fixture.mountBoard('ACCOUNT_OWNER', mix());
    await waitFor(() => regions().length === 5, 'the five groups');
    expect(regions()).toEqual([
      'Waiting for your review, 1 job',
      'Scheduled, 1 job',
      'Published, 1 job',
      'In progress, 1 job',
      'Needs attention, 2 jobs',
    ]);
  });

  it('names each job’s platforms, in words for screen readers', async () => {
    board = fixture.mountBoard('ACCOUNT_OWNER', mix());
    const card = await waitFor(
      () => allInside(board, 'article').find((article) => article.textContent.includes('Topic 002')),
      'the scheduled job',
    );
    expect([...card.querySelectorAll('[role="img"][data-platform]')].map((icon) => icon.getAttribute('aria-label'))).toEqual([
      'Facebook',
      'X',
    ]);
  });

  it('offers the firm approval on a job waiting for it, and staff their moves', async () => {
    board = fixture.mountBoard('USER', mix());
    await waitFor(() => regions().length === 5, 'the board');
    expect(button('Actions for Topic 001')).toBeTruthy();
    expect(button('Actions for Topic 002')).toBe(undefined);
    board = fixture.mountBoard('FIRM_PILOT_ADMIN', mix());
    await waitFor(() => regions().length === 5, 'the board');
    expect(button('Actions for Topic 002')).toBeTruthy();
  });

  it('shows each dated post on its calendar day and opens its job from there', async () => {
    board = fixture.mountBoard('ACCOUNT_OWNER', mix(), { view: 'calendar' });
    const grid = await waitFor(() => inside(board, '[role="grid"]'), 'the calendar');
    const links = [...grid.querySelectorAll('a')];
    expect(links.filter((link) => link.textContent.includes('Topic 002')).length).toBe(2);
    expect(links.filter((link) => link.textContent.includes('Topic 003')).length).toBe(1);
    expect(links.some((link) => link.textContent.includes('Topic 001'))).toBe(false);
    const published = links.find((link) => link.textContent.includes('Topic 003'));
    expect(published.getAttribute('href')).toBe('#/job/job-3');
    published.scrollIntoView({ block: 'center' });
    await nextPaint();
    await clickOn(published);
    await waitFor(() => fixture.opened.length === 1, 'the job opened');
    expect(fixture.opened).toEqual(['job-3']);
  });

  it('says when auto-publish is on, and asks to connect a network when none is', async () => {
    board = fixture.mountBoard('ACCOUNT_OWNER', mix(), { autoPublish: true });
    const notice = await waitFor(() => inside(board, '[data-slot="auto-publish"]'), 'the auto-publish notice');
    expect(notice.textContent).toBe('Auto-publish is on: these posts go out on their date without waiting for your approval.');
    expect(inside(board, '[data-slot="channel-notices"]').textContent).toContain('Connect your social media accounts to start posting.');
    board = fixture.mountBoard('ACCOUNT_OWNER', mix(), { connected: ['LinkedIn'] });
    await waitFor(() => inside(board, '[data-slot="auto-publish"]'), 'the notices');
    expect(inside(board, '[data-slot="channel-notices"]').textContent.includes('Connect your social media accounts')).toBe(false);
  });
});

describe('the Google Business Profile board', () => {
  it('lists its posts without a platform column, and asks to connect the profile', async () => {
    board = fixture.mountBoard('ACCOUNT_OWNER', mix(), { channel: 'GoogleBusinessProfile', view: 'list', connected: ['Facebook'] });
    const table = await waitFor(() => inside(board, '[role="table"]'), 'the list');
    expect(table.getAttribute('aria-label')).toBe('Google Business Profile posts');
    expect([...table.querySelectorAll('[role="columnheader"]')].map((header) => header.textContent)).toEqual([
      'Topic',
      'Status',
      'External review',
      'Scheduled',
      'Published',
      'Actions',
    ]);
    await waitFor(() => inside(board, '[data-slot="channel-notices"]'), 'the notices');
    expect(inside(board, '[data-slot="channel-notices"]').textContent).toContain(
      'Connect your Google Business Profile account to start posting.',
    );
  });
});
