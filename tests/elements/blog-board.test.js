/* global describe, it, before, after, Event, document */
// The blog board in real Chromium, on the fixture's fake service: groups with their counts, virtualized list of
// thousands, search/filter/sort, the actions a role is offered, the menu and dialogs by keyboard, and a failed
// action that keeps what was typed.
import { setViewport } from '/node_modules/@web/test-runner-commands/browser/commands.mjs';
import { expect, waitFor } from './support/expect.js';
import { allInside, inside } from './support/portal-fixtures.js';
import { nextPaint, press, type } from './support/real-input.js';

let fixture;
let board;

const regions = () => allInside(board, 'section[data-group]').map((section) => section.getAttribute('aria-label'));
const cards = () => allInside(board, 'article').map((card) => card.querySelector('a').textContent);
const rows = () => allInside(board, '[role="row"][aria-rowindex]').filter((row) => row.getAttribute('aria-rowindex') !== '1');
const button = (name) =>
  allInside(board, 'button').find((candidate) => (candidate.getAttribute('aria-label') ?? candidate.textContent.trim()) === name);
const labelled = (name) => {
  const label = allInside(board, 'label').find((candidate) => candidate.textContent.trim() === name);
  return label ? board.shadowRoot.getElementById(label.htmlFor) : board.shadowRoot.querySelector(`[aria-label="${name}"]`);
};
const menuItems = () => allInside(board, '[role="menuitem"]').map((item) => item.textContent.trim());
const setValue = async (control, value) => {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value').set;
  setter.call(control, value);
  control.dispatchEvent(new Event(control.tagName === 'SELECT' ? 'change' : 'input', { bubbles: true }));
  await nextPaint();
};
const shown = () => waitFor(() => regions().length === 4 || rows().length > 0, 'the board');

describe('the blog board', () => {
  before(async () => {
    await setViewport({ width: 1400, height: 900 });
    fixture = await import('/dist/test/blog-board-fixture.js');
  });
  after(() => board?.remove());

  it("groups the period's posts by what the firm must do, names each group with its count, and leaves canceled posts out", async () => {
    board = fixture.mountBoard(
      'ACCOUNT_OWNER',
      Array.from({ length: 12 }, (_, n) => fixture.job(n)),
    );
    await shown();
    expect(regions()).toEqual(['Waiting for your review, 2 posts', 'Scheduled, 2 posts', 'Published, 2 posts', 'In progress, 4 posts']);
    expect(cards().includes('Topic 0005')).toBe(false); // n % 6 === 5 is Canceled
    const published = allInside(board, 'article').find((card) => card.textContent.includes('Topic 0002'));
    expect(published.textContent).toContain('Published');
    expect(published.querySelector('a[target="_blank"]').textContent).toBe('View on WordPress');
  });

  it('keeps only what is in view in the DOM for 2,000 posts, and reaches the last one by scrolling', async () => {
    board = fixture.mountBoard(
      'ACCOUNT_OWNER',
      Array.from({ length: 2000 }, (_, n) => fixture.job(n, 'InProgress')),
      'list',
    );
    await waitFor(() => rows().length > 0, 'the list rows');
    expect(fixture.requests.filter((request) => request.operationName === 'GetBlogBoard').length).toBe(10); // 200 per page
    expect(rows().length < 60).toBe(true);
    expect(inside(board, '[role="table"]').getAttribute('aria-rowcount')).toBe('2001');
    const scroller = inside(board, '[data-slot="board-scroller"]');
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => rows().some((row) => row.getAttribute('aria-rowindex') === '2001'), 'the last post after scrolling');
    expect(rows().length < 60).toBe(true);
  });

  it('searches by topic, filters by status, sorts, and says when nothing matches', async () => {
    const list = [
      fixture.job(1, 'InProgress', { topic: 'Wills and trusts', dueDate: '2026-11-20' }),
      fixture.job(2, 'Published', { topic: 'Estate planning', dueDate: '2026-11-03' }),
      fixture.job(3, 'InProgress', { topic: 'Trust disputes', dueDate: '2026-11-10' }),
    ];
    board = fixture.mountBoard('ACCOUNT_OWNER', list, 'list');
    await waitFor(() => rows().length === 3, 'three rows');
    const topics = () => rows().map((row) => row.querySelector('a').textContent);
    expect(topics()).toEqual(['Estate planning', 'Trust disputes', 'Wills and trusts']);
    await clickButton('Descending');
    expect(topics()).toEqual(['Wills and trusts', 'Trust disputes', 'Estate planning']);
    await setValue(labelled('Search by topic'), 'TRUST');
    await waitFor(() => rows().length === 2, 'the two posts about trusts');
    await setValue(labelled('Status'), 'Published');
    await waitFor(
      () =>
        inside(board, '.text-fp-muted')?.textContent.includes('No blog posts match these filters.') ||
        allInside(board, 'span').some((span) => span.textContent === 'No blog posts match these filters.'),
      'the no-match text',
    );
    await clickButton('Clear filters');
    await waitFor(() => rows().length === 3, 'every post again');
    expect(labelled('Search by topic').value).toBe('');
  });

  it('offers the firm approve and request changes on a post waiting for review, staff more, and PPC nothing', async () => {
    const waiting = [fixture.job(1, 'ReadyForExternalReview')];
    board = fixture.mountBoard('ACCOUNT_OWNER', waiting);
    await shown();
    await openMenuByKeyboard('Topic 0001');
    expect(menuItems()).toEqual(['Approve and schedule', 'Request changes']);
    await press('Escape');

    board = fixture.mountBoard('FIRM_PILOT_ADMIN', waiting);
    await shown();
    await openMenuByKeyboard('Topic 0001');
    expect(menuItems()).toEqual(['Approve and schedule', 'Request changes', 'Unschedule from external review', 'Regenerate', 'Rewrite']);
    await press('Escape');

    board = fixture.mountBoard('PPC_ADMIN', waiting);
    await shown();
    expect(button('Actions for Topic 0001')).toBe(undefined);
  });

  it('asks for a reason, keeps the comment when the service refuses, and reports success', async () => {
    let refuse = true;
    fixture.answers.ModifyBlogJobHumanQc = ({ input }) =>
      refuse
        ? { errors: [{ message: 'Cannot decline the blog post: the blog job is Published.', extensions: { code: 'ILLEGAL_TRANSITION' } }] }
        : { data: { modifyBlogJobHumanQC: { message: `Declined ${input.blogJobId}.` } } };
    board = fixture.mountBoard('USER', [fixture.job(7, 'ReadyForExternalReview')]);
    await shown();
    await openMenuByKeyboard('Topic 0007');
    await press('ArrowDown');
    await press('Enter');
    const dialog = await waitFor(() => inside(board, 'dialog[open]'), 'the dialog');
    expect(dialog.querySelector('h2').textContent).toBe('Request changes');
    expect(board.shadowRoot.activeElement && dialog.contains(board.shadowRoot.activeElement)).toBe(true);
    await clickButton('Send request');
    expect(dialog.querySelector('[role="alert"]').textContent).toBe('Reason is required.');

    await setValue(labelled('Reason'), 'UnProfessional');
    labelled('Comment').focus();
    await type('Too informal for our clients.');
    await clickButton('Send request');
    await waitFor(() => dialog.querySelector('[role="alert"]')?.textContent.includes('the blog job is Published'), "the service's refusal");
    expect(labelled('Comment').value).toBe('Too informal for our clients.');

    refuse = false;
    await clickButton('Send request');
    await waitFor(() => !inside(board, 'dialog[open]'), 'the dialog to close');
    const sent = fixture.requests.filter((request) => request.operationName === 'ModifyBlogJobHumanQc').at(-1).variables.input;
    expect(sent).toEqual({
      blogJobId: 'job-7',
      result: 'Failed',
      rejectionReason: 'UnProfessional',
      comment: 'Too informal for our clients.',
    });
    expect(fixture.done).toEqual([{ action: 'requestChanges', jobId: 'job-7' }]);
    await waitFor(() => board.shadowRoot.textContent.includes('Declined job-7.'), 'the success toast');
  });

  it('opens a post with a plain click on its topic and keeps the link for a new tab', async () => {
    board = fixture.mountBoard('ACCOUNT_OWNER', [fixture.job(1, 'ReadyForExternalReview')]);
    await shown();
    const link = allInside(board, 'article a').find((anchor) => anchor.textContent === 'Topic 0001');
    expect(link.getAttribute('href')).toBe('#/blog-content/job-1');
    link.click();
    expect(fixture.opened).toEqual(['job-1']);
  });
});

describe('the blog board with show="review" (the wp-admin dashboard widget)', () => {
  const listed = () => allInside(board, '[data-slot="review-list"] li').map((item) => item.querySelector('a').textContent);
  const count = () => inside(board, '[data-slot="review-count"]')?.textContent;

  before(async () => {
    await setViewport({ width: 350, height: 700 });
    fixture = await import('/dist/test/blog-board-fixture.js');
  });
  after(async () => {
    board?.remove();
    await setViewport({ width: 1400, height: 900 });
  });

  it("lists only the posts waiting for the firm's review, review date first, with their count and no toolbar, within 350px", async () => {
    const list = [
      ...Array.from({ length: 12 }, (_, n) => fixture.job(n)), // n % 6 === 0 waits: Topic 0000 and Topic 0006
      fixture.job(20, 'ReadyForExternalReview', {
        topic: 'Wrongful dismissal: what an employee must prove before the tribunal hears the claim',
        externalReviewDate: '2026-11-04',
      }),
    ];
    board = fixture.mountBoard('ACCOUNT_OWNER', list, 'board', 'review');
    await waitFor(() => listed().length === 3, 'the three waiting posts');
    expect(listed()).toEqual([
      'Wrongful dismissal: what an employee must prove before the tribunal hears the claim',
      'Topic 0000',
      'Topic 0006',
    ]);
    expect(count()).toBe('3 posts wait for your review');
    expect(inside(board, '[data-slot="review-list"]').getAttribute('aria-label')).toBe('Waiting for your review');
    expect(board.shadowRoot.textContent).toContain('Review by Nov 4, 2026');
    expect(labelled('Search by topic')).toBe(null);
    expect(button('List')).toBe(undefined);
    expect(allInside(board, 'section[data-group]').length).toBe(0);
    expect(document.documentElement.scrollWidth <= 350).toBe(true);
    for (const item of allInside(board, '[data-slot="review-list"] li')) expect(item.getBoundingClientRect().right <= 350).toBe(true);
  });

  it('opens a post from its topic by keyboard and offers the firm its actions from the menu', async () => {
    board = fixture.mountBoard('ACCOUNT_OWNER', [fixture.job(1, 'ReadyForExternalReview'), fixture.job(2, 'Published')], 'board', 'review');
    await waitFor(() => listed().length === 1, 'the waiting post');
    expect(count()).toBe('1 post waits for your review');
    const link = allInside(board, '[data-slot="review-list"] a').find((anchor) => anchor.textContent === 'Topic 0001');
    expect(link.getAttribute('href')).toBe('#/blog-content/job-1');
    link.focus();
    await press('Enter');
    expect(fixture.opened).toEqual(['job-1']);
    await openMenuByKeyboard('Topic 0001');
    expect(menuItems()).toEqual(['Approve and schedule', 'Request changes']);
    await press('Escape');
  });

  it('drops an approved post from the list and keeps focus in the list', async () => {
    const list = [fixture.job(1, 'ReadyForExternalReview'), fixture.job(2, 'ReadyForExternalReview')];
    fixture.answers.SetBlogDeliverableReadyForPublication = ({ input }) => {
      fixture.serveJobs(list.map((job) => (job.id === input.blogJobId ? { ...job, status: 'ReadyForPublication' } : job)));
      return { data: { setBlogDeliverableReadyForPublication: { message: `Approved ${input.blogJobId}.` } } };
    };
    board = fixture.mountBoard('ACCOUNT_OWNER', list, 'board', 'review');
    await waitFor(() => listed().length === 2, 'the two waiting posts');
    await openMenuByKeyboard('Topic 0001');
    await press('Enter');
    await waitFor(() => inside(board, 'dialog[open]'), 'the approve dialog');
    await clickButton('Approve');
    await waitFor(() => listed().length === 1, 'the approved post to leave the list');
    expect(listed()).toEqual(['Topic 0002']);
    expect(count()).toBe('1 post waits for your review');
    expect(fixture.done).toEqual([{ action: 'approve', jobId: 'job-1' }]);
    await waitFor(() => board.shadowRoot.activeElement === inside(board, '[data-slot="review-list"]'), 'focus on the list');
  });

  it('says so when nothing waits for review', async () => {
    board = fixture.mountBoard(
      'ACCOUNT_OWNER',
      [fixture.job(2, 'Published'), fixture.job(3, 'InProgress'), fixture.job(5, 'Canceled')],
      'board',
      'review',
    );
    await waitFor(() => board.shadowRoot.textContent.includes('No blog posts wait for your review.'), 'the empty text');
    expect(listed()).toEqual([]);
    expect(count()).toBe(undefined);
  });

  it("shows the board's error with a retry when the posts cannot be loaded", async () => {
    const served = fixture.answers.GetBlogBoard;
    fixture.answers.GetBlogBoard = () => ({ errors: [{ message: 'The service is down.' }] });
    try {
      board = fixture.mountBoard('ACCOUNT_OWNER', [], 'board', 'review');
      const alert = await waitFor(() => inside(board, '[role="alert"]'), 'the error');
      expect(alert.textContent).toContain('The blog posts could not be loaded.');
      expect(button('Try again')).toBeTruthy();
    } finally {
      fixture.answers.GetBlogBoard = served;
    }
  });
});

async function clickButton(name) {
  const found = await waitFor(() => button(name), `the button "${name}"`);
  found.click();
  await nextPaint();
}

async function openMenuByKeyboard(topic) {
  const trigger = await waitFor(() => button(`Actions for ${topic}`), 'the actions button');
  trigger.focus();
  await press('ArrowDown');
  await waitFor(() => menuItems().length > 0, 'the menu items');
}
