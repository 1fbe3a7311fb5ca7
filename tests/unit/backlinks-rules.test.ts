import { describe, expect, it } from 'vitest';
import { BACKLINK_GROUPING, backlinkBoardItem } from '../../src/areas/backlinks/model/backlink-board-items.ts';
import { linkText } from '../../src/areas/backlinks/model/backlink-display.ts';
import { fileSizeText, MAX_STEP_FILE_BYTES, opensInBrowser, stepFileProblem } from '../../src/areas/backlinks/model/backlink-files.ts';
import { safeHref } from '../../src/areas/backlinks/model/backlink-links.ts';
import { liveUrlProblem, referringSiteProblem } from '../../src/shared/backlinks/backlink-rules.ts';
import { jobProgress, progressText } from '../../src/areas/backlinks/model/backlink-progress.ts';
import { jobStatusLabel, stepStatusLabel } from '../../src/areas/backlinks/model/backlink-status.ts';
import { isBacklinkStaff, stepActions } from '../../src/areas/backlinks/model/backlink-step-actions.ts';
import type { BacklinkJob } from '../../src/areas/backlinks/model/backlink-types.ts';
import { searchByTopic, sortJobs } from '../../src/core/review/board-filters.ts';

const job = (id: string, status: BacklinkJob['status'], fields: Partial<BacklinkJob> = {}): BacklinkJob => ({
  id,
  clientId: 'c1',
  deliverableId: null,
  targetUrl: `https://www.firm.example/${id}`,
  anchorText: `anchor ${id}`,
  referringSite: null,
  liveUrl: null,
  status,
  startDate: '2026-11-10',
  stepCount: 4,
  completedSteps: 0,
  currentStep: 'Prospecting',
  createdOn: '2026-11-01T00:00:00Z',
  updatedOn: '2026-11-01T00:00:00Z',
  ...fields,
});

describe('progress through the steps', () => {
  it('counts the steps done of all, as "2 of 4 steps"', () => {
    expect(jobProgress({ completedSteps: 2, stepCount: 4, status: 'Pending' })).toEqual({ done: 2, total: 4, percent: 50 });
    expect(progressText(jobProgress({ completedSteps: 2, stepCount: 4, status: 'Pending' }))).toBe('2 of 4 steps');
    expect(progressText(jobProgress({ completedSteps: 1, stepCount: 1, status: 'Completed' }))).toBe('1 of 1 step');
    expect(jobProgress({ completedSteps: 1, stepCount: 3, status: 'Pending' }).percent).toBe(33);
  });

  it('never reads past the whole or below nothing, and a job without steps is done only once placed', () => {
    expect(jobProgress({ completedSteps: 7, stepCount: 4, status: 'Completed' })).toEqual({ done: 4, total: 4, percent: 100 });
    expect(jobProgress({ completedSteps: -1, stepCount: 4, status: 'Pending' })).toEqual({ done: 0, total: 4, percent: 0 });
    expect(jobProgress({ completedSteps: 0, stepCount: 0, status: 'Completed' }).percent).toBe(100);
    expect(jobProgress({ completedSteps: 0, stepCount: 0, status: 'Pending' }).percent).toBe(0);
  });
});

describe('readable statuses', () => {
  it('reads a job and a step by what status set D means for each', () => {
    expect(['Initialized', 'Pending', 'Completed', 'Failed', 'Unknown'].map(jobStatusLabel)).toEqual([
      'Not started',
      'In progress',
      'Placed',
      'Failed',
      'Unknown',
    ]);
    expect(['Pending', 'Initialized', 'Completed', 'Failed', 'Unknown'].map(stepStatusLabel)).toEqual([
      'Not started',
      'In progress',
      'Done',
      'Failed',
      'Unknown',
    ]);
  });

  it('reads a status the contract gained later as its words', () => {
    expect(jobStatusLabel('OnHold')).toBe('On hold');
    expect(stepStatusLabel('WaitingForEditor')).toBe('Waiting for editor');
  });
});

describe('the board', () => {
  it('groups jobs as in progress, placed, needing attention and not started; a new status needs attention', () => {
    const jobs = [
      job('a', 'Pending'),
      job('b', 'Completed'),
      job('c', 'Failed'),
      job('d', 'Unknown'),
      job('e', 'Initialized'),
      job('f', 'OnHold' as never),
    ];
    expect(BACKLINK_GROUPING.groups).toEqual(['inProgress', 'placed', 'needsAttention', 'notStarted']);
    const groups = BACKLINK_GROUPING.groupItems(jobs);
    expect(Object.fromEntries(Object.entries(groups).map(([group, items]) => [group, items.map((item) => item.id)]))).toEqual({
      inProgress: ['a'],
      placed: ['b'],
      needsAttention: ['c', 'd', 'f'],
      notStarted: ['e'],
    });
  });

  it('finds a job by its anchor text, its page, its linking site, its live link or its current step', () => {
    const items = [
      job('a', 'Pending', { anchorText: 'car accident lawyer' }),
      job('b', 'Completed', { referringSite: 'lawyers.justia.com', liveUrl: 'https://news.example.com/injury-clinic' }),
      job('c', 'Pending', { currentStep: 'Placement' }),
    ].map(backlinkBoardItem);
    expect(items[0]!.topic).toBe('car accident lawyer');
    const found = (query: string) => searchByTopic(items, query).map((item) => item.id);
    expect(found('ACCIDENT')).toEqual(['a']);
    expect(found('justia')).toEqual(['b']);
    expect(found('injury-clinic')).toEqual(['b']);
    expect(found('firm.example/c')).toEqual(['c']);
    expect(found('placement')).toEqual(['c']);
    expect(found('  ')).toEqual(['a', 'b', 'c']);
  });

  it('sorts by start date, anchor text or last change; jobs without a start date go last', () => {
    const items = [
      job('a', 'Pending', { startDate: '2026-11-20', anchorText: 'beta' }),
      job('b', 'Pending', { startDate: null, anchorText: 'alpha' }),
      job('c', 'Pending', { startDate: '2026-11-02', anchorText: 'Gamma' }),
    ].map(backlinkBoardItem);
    expect(sortJobs(items, 'startDate').map((item) => item.id)).toEqual(['c', 'a', 'b']);
    expect(sortJobs(items, 'startDate', 'DESC').map((item) => item.id)).toEqual(['a', 'c', 'b']);
    expect(sortJobs(items, 'topic').map((item) => item.id)).toEqual(['b', 'a', 'c']);
  });
});

describe('what staff may do with a step', () => {
  const admin = [{ name: 'FIRM_PILOT_ADMIN' as const }];
  it('offers staff edit (of a done step, its job’s links), start from Pending and save once started', () => {
    expect(stepActions(admin, { status: 'Pending' })).toEqual(['edit', 'start']);
    expect(stepActions(admin, { status: 'Initialized' })).toEqual(['edit', 'save']);
    expect(stepActions(admin, { status: 'Failed' })).toEqual(['edit']);
    expect(stepActions(admin, { status: 'Unknown' })).toEqual(['edit']);
    expect(stepActions(admin, { status: 'Completed' })).toEqual(['edit']);
    expect(isBacklinkStaff(admin)).toBe(true);
  });

  it('offers the firm nothing, whatever its role and the step’s status', () => {
    for (const role of ['ACCOUNT_OWNER', 'USER', 'USER_MANAGER', 'PPC_ADMIN'] as const) {
      for (const status of ['Pending', 'Initialized', 'Completed', 'Failed', 'Unknown'])
        expect(stepActions([role], { status }), `${role} ${status}`).toEqual([]);
      expect(isBacklinkStaff([role])).toBe(false);
    }
    expect(stepActions([], { status: 'Pending' })).toEqual([]);
  });
});

describe('links', () => {
  it('points only at http and https addresses; a bare domain reads as its https address', () => {
    expect(safeHref('https://news.example.com/a?b=1')).toBe('https://news.example.com/a?b=1');
    expect(safeHref(' http://news.example.com ')).toBe('http://news.example.com/');
    expect(safeHref('lawyers.justia.com')).toBe('https://lawyers.justia.com/');
    for (const unsafe of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      'ftp://files.example.com',
      '//evil.example.com',
      'mailto:a@b.example',
      'not a link',
      '',
      null,
      undefined,
      'https://localhost/a',
      `https://a.example.com/${'x'.repeat(2000)}`,
    ]) {
      expect(safeHref(unsafe), String(unsafe)).toBeNull();
    }
  });

  it('checks what staff type as the service does: a live link is an http(s) address, a linking site a domain or an address; empty clears', () => {
    expect(liveUrlProblem('')).toBeNull();
    expect(liveUrlProblem('https://news.example.com/article')).toBeNull();
    expect(liveUrlProblem('news.example.com/article')).toBe('notHttp');
    expect(liveUrlProblem('javascript:alert(1)')).toBe('notHttp');
    expect(liveUrlProblem(`https://a.example.com/${'x'.repeat(2000)}`)).toBe('tooLong');
    expect(referringSiteProblem('lawyers.justia.com')).toBeNull();
    expect(referringSiteProblem('https://www.avvo.com/')).toBeNull();
    expect(referringSiteProblem('not a site')).toBe('notSite');
  });

  it('reads a link without its scheme, "www." or last slash in a narrow column; anything else as stored', () => {
    expect(linkText('https://www.harborvale.example/car-accidents/')).toBe('harborvale.example/car-accidents');
    expect(linkText('https://lawyers.justia.com/firm/h%C3%A4rbor?x=1')).toBe('lawyers.justia.com/firm/härbor?x=1');
    expect(linkText('www.avvo.com')).toBe('avvo.com');
    expect(linkText('javascript:alert(1)')).toBe('javascript:alert(1)');
  });
});

describe('a step’s file', () => {
  it('is a PDF, an image, or a text or CSV file, not empty and at most 1 MiB', () => {
    expect(MAX_STEP_FILE_BYTES).toBe(1024 * 1024);
    for (const type of ['application/pdf', 'image/png', 'IMAGE/JPEG', 'image/webp', 'image/gif', 'text/plain', 'text/csv'])
      expect(stepFileProblem({ type, size: 10 }), type).toBeNull();
    expect(stepFileProblem({ type: 'text/html', size: 10 })).toEqual({ kind: 'type', type: 'text/html' });
    expect(stepFileProblem({ type: 'image/svg+xml', size: 10 })).toEqual({ kind: 'type', type: 'image/svg+xml' });
    expect(stepFileProblem({ type: '', size: 10 })).toEqual({ kind: 'type', type: '' });
    expect(stepFileProblem({ type: 'application/pdf', size: 0 })).toEqual({ kind: 'empty' });
    expect(stepFileProblem({ type: 'application/pdf', size: MAX_STEP_FILE_BYTES })).toBeNull();
    expect(stepFileProblem({ type: 'application/pdf', size: MAX_STEP_FILE_BYTES + 1 })).toEqual({
      kind: 'tooLarge',
      bytes: MAX_STEP_FILE_BYTES + 1,
    });
  });

  it('opens in the browser when it is a picture or a PDF, and downloads otherwise', () => {
    expect(['image/png', 'image/jpeg', 'application/pdf', 'image/webp; charset=binary'].map(opensInBrowser)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['text/csv', 'text/plain', 'text/html', 'image/svg+xml', null].map(opensInBrowser)).toEqual([false, false, false, false, false]);
  });

  it('says its size in words', () => {
    expect([1, 316, 2048, 1024 * 1024, 1536 * 1024].map(fileSizeText)).toEqual(['1 byte', '316 bytes', '2 KB', '1 MB', '1.5 MB']);
  });
});
