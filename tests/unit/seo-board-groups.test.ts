import { describe, expect, it } from 'vitest';
import type { SeoJobStatus } from '../../src/core/api/generated/graphql.ts';
import { SEO_GROUPING, seoBoardItem } from '../../src/areas/on-page-seo/model/seo-board-items.ts';
import type { SeoBoardJob } from '../../src/areas/on-page-seo/api/seo-board-query.ts';
import { SEO_JOB_STATUSES } from '../../src/areas/on-page-seo/model/seo-status.ts';
import { SEO_BOARD_SPEC } from '../../src/areas/on-page-seo/ui/seo-board-spec.tsx';

const job = (id: string, status: SeoJobStatus, decisions: Array<'Approved' | 'Rejected' | null> = [], submitted = false): SeoBoardJob =>
  ({
    id,
    deliverableId: 'd-1',
    pageUrl: `https://harborvale.test/${id}`,
    status,
    preProcessQc: 'Unevaluated',
    postProcessQc: 'Unevaluated',
    failureReason: null,
    isTest: false,
    isManuallyCompleted: false,
    createdOn: '2026-11-01T00:00:00Z',
    updatedOn: '2026-11-02T00:00:00Z',
    changes: decisions.map((decision, index) => ({ id: `${id}-c${index}`, decision })),
    review: submitted ? { submittedOn: '2026-11-03T00:00:00Z' } : null,
  }) as SeoBoardJob;

describe('the on-page SEO board’s groups', () => {
  it('puts each status where the firm’s next step is, and a canceled job in none', () => {
    const groups = Object.fromEntries(SEO_JOB_STATUSES.map((status) => [status, SEO_GROUPING.groupOf(status)]));
    expect(groups).toEqual({
      Pending: 'inProgress',
      InProgress: 'inProgress',
      ReadyForPreProcessingReview: 'waitingForReview',
      Draft: 'inProgress',
      ReadyForPostProcessingReview: 'inProgress',
      Complete: 'published',
      DiscoveryFailed: 'needsAttention',
      ExecutionFailed: 'needsAttention',
      Canceled: null,
      Unknown: 'inProgress',
    });
    expect(SEO_GROUPING.groupOf('OnHold')).toBe('inProgress');
  });

  it('waits for the firm only while its review is not submitted', () => {
    const items = [
      job('a', 'ReadyForPreProcessingReview', [null]),
      job('b', 'ReadyForPreProcessingReview', ['Approved'], true),
      job('c', 'Complete'),
      job('d', 'ExecutionFailed'),
      job('e', 'Canceled'),
    ].map(seoBoardItem);
    const grouped = SEO_GROUPING.groupItems(items);
    expect(Object.fromEntries(Object.entries(grouped).map(([group, list]) => [group, list.map((item) => item.id)]))).toEqual({
      waitingForReview: ['a'],
      inProgress: ['b'],
      published: ['c'],
      needsAttention: ['d'],
    });
    expect(SEO_GROUPING.countByGroup(items)).toEqual({ waitingForReview: 1, inProgress: 1, published: 1, needsAttention: 1 });
  });

  it('titles the groups in the firm’s words, in what-to-do order', () => {
    expect(SEO_BOARD_SPEC.grouping.groups.map((group) => SEO_BOARD_SPEC.groupTitles[group])).toEqual([
      'Waiting for your review',
      'In progress',
      'Complete',
      'Needs attention',
    ]);
  });
});

describe('an SEO job on the board', () => {
  it('is found and opened by its page, and counts its proposed and decided changes', () => {
    const item = seoBoardItem(job('p', 'ReadyForPreProcessingReview', ['Approved', null, 'Rejected', null]));
    expect(item.topic).toBe('https://harborvale.test/p');
    expect([item.proposedCount, item.decidedCount, item.submittedOn]).toEqual([4, 2, null]);
    expect(seoBoardItem(job('q', 'Complete', ['Approved'], true)).submittedOn).toBe('2026-11-03T00:00:00Z');
  });

  it('shows the page, status, both QC results and the decisions in the list', () => {
    expect(SEO_BOARD_SPEC.list.columns.map((column) => column.label)).toEqual([
      'Page',
      'Status',
      'Pre-processing QC',
      'Post-processing QC',
      'Decided',
      'Updated',
      'Actions',
    ]);
    const item = seoBoardItem({ ...job('r', 'ReadyForPostProcessingReview', ['Approved', 'Rejected']), preProcessQc: 'Passed' });
    expect(SEO_BOARD_SPEC.card.facts(item)).toEqual([
      ['Pre-processing QC', 'Passed'],
      ['Post-processing QC', 'Not yet'],
      ['Decided', '2 of 2'],
    ]);
    expect(SEO_BOARD_SPEC.statusLabel('ReadyForPostProcessingReview')).toBe('Checking the applied changes');
  });
});
