import { describe, expect, it } from 'vitest';
import { filterByStatus, searchByTopic, sortJobs, type BoardJob } from '../../src/core/review/board-filters.ts';

const JOBS: BoardJob[] = [
  {
    topic: 'Tenant rights',
    status: 'ReadyForExternalReview',
    dueDate: '2026-11-20',
    externalReviewDate: '2026-11-25',
    publicationDate: null,
  },
  {
    topic: 'car accident checklist',
    status: 'Published',
    dueDate: '2026-11-05',
    externalReviewDate: null,
    publicationDate: '2026-11-10T09:00:00.000Z',
  },
  {
    topic: 'Filing for divorce',
    status: 'ReadyForPublication',
    dueDate: null,
    externalReviewDate: '2026-11-18',
    publicationDate: '2026-12-01T09:00:00.000Z',
  },
  { topic: 'Estate planning 10', status: 'InProgress', dueDate: '2026-11-20', externalReviewDate: null, publicationDate: null },
  { topic: 'Estate planning 9', status: 'InProgress', dueDate: '2026-11-28', externalReviewDate: null, publicationDate: null },
];
const topics = (jobs: readonly BoardJob[]) => jobs.map((job) => job.topic);

describe('filtering the board', () => {
  it('keeps the jobs in the chosen statuses, or every job when none is chosen', () => {
    expect(topics(filterByStatus(JOBS, ['InProgress', 'Published']))).toEqual([
      'car accident checklist',
      'Estate planning 10',
      'Estate planning 9',
    ]);
    expect(filterByStatus(JOBS, [])).toHaveLength(JOBS.length);
  });

  it('searches topics by case-insensitive substring; a blank search keeps every job', () => {
    expect(topics(searchByTopic(JOBS, '  ESTATE plan '))).toEqual(['Estate planning 10', 'Estate planning 9']);
    expect(topics(searchByTopic(JOBS, 'Car'))).toEqual(['car accident checklist']);
    expect(searchByTopic(JOBS, 'bankruptcy')).toEqual([]);
    expect(searchByTopic(JOBS, '   ')).toHaveLength(JOBS.length);
  });
});

describe('sorting the board', () => {
  it('sorts by due date, equal dates keeping their order and missing dates last', () => {
    expect(topics(sortJobs(JOBS, 'dueDate'))).toEqual([
      'car accident checklist',
      'Tenant rights',
      'Estate planning 10',
      'Estate planning 9',
      'Filing for divorce',
    ]);
    expect(topics(sortJobs(JOBS, 'dueDate', 'DESC'))).toEqual([
      'Estate planning 9',
      'Tenant rights',
      'Estate planning 10',
      'car accident checklist',
      'Filing for divorce',
    ]);
  });

  it('sorts by external review date and by publication date', () => {
    expect(topics(sortJobs(JOBS, 'externalReviewDate')).slice(0, 2)).toEqual(['Filing for divorce', 'Tenant rights']);
    expect(topics(sortJobs(JOBS, 'publicationDate', 'DESC')).slice(0, 2)).toEqual(['Filing for divorce', 'car accident checklist']);
    expect(topics(sortJobs(JOBS, 'publicationDate')).slice(2)).toEqual(['Tenant rights', 'Estate planning 10', 'Estate planning 9']);
  });

  it('sorts topics alphabetically regardless of case, numbers in number order', () => {
    expect(topics(sortJobs(JOBS, 'topic'))).toEqual([
      'car accident checklist',
      'Estate planning 9',
      'Estate planning 10',
      'Filing for divorce',
      'Tenant rights',
    ]);
    expect(topics(sortJobs(JOBS, 'topic', 'DESC'))[0]).toBe('Tenant rights');
  });

  it('leaves the list it was given alone', () => {
    const before = topics(JOBS);
    sortJobs(JOBS, 'topic');
    expect(topics(JOBS)).toEqual(before);
  });
});
