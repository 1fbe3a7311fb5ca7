import { describe, expect, it } from 'vitest';
import type { JobStatus } from '../../src/core/api/generated/graphql.ts';
import { JOB_STATUS_TONES as BLOG_STATUS_TONES, statusTone } from '../../src/core/review/status-tones.ts';
import { statusLabel as blogStatusLabel } from '../../src/core/review/status-labels.ts';
import {
  BOARD_GROUP_OF,
  BOARD_GROUP_TITLES,
  boardGroupOf,
  countByGroup,
  groupJobs,
  postsWaitingForReview,
} from '../../src/areas/blog/model/board-groups.ts';

// Status set A of the spec (section 3), as spelt there.
const STATUS_SET_A: JobStatus[] = [
  'Canceled',
  'ClientNotified',
  'Complete',
  'Declined',
  'Failed',
  'InProgress',
  'NotStarted',
  'Processing',
  'Published',
  'ReadyForExternalReview',
  'ReadyForPublication',
  'TaskReady',
  'Unknown',
];
const job = (status: string, topic = status) => ({ status, topic });

describe('blog statuses on the board', () => {
  it('gives every status of set A a readable label and a colour token', () => {
    expect(Object.keys(BLOG_STATUS_TONES).sort()).toEqual([...STATUS_SET_A].sort());
    expect(blogStatusLabel('ReadyForExternalReview')).toBe('Ready for your review');
    expect(blogStatusLabel('Declined')).toBe('Changes requested');
    expect(statusTone('ReadyForExternalReview')).toBe('attention');
    expect(statusTone('Published')).toBe('done');
  });

  it('shows a status the contract gained later in words, muted', () => {
    expect(blogStatusLabel('OnHold')).toBe('On hold');
    expect(statusTone('OnHold')).toBe('muted');
  });
});

describe('the board’s groups', () => {
  it('puts every status of set A in one group, or (Canceled) in none', () => {
    expect(Object.keys(BOARD_GROUP_OF).sort()).toEqual([...STATUS_SET_A].sort());
    expect(STATUS_SET_A.filter((status) => boardGroupOf(status) === null)).toEqual(['Canceled']);
  });

  it('names the groups as the firm reads them', () => {
    expect(Object.values(BOARD_GROUP_TITLES)).toEqual(['Waiting for your review', 'Scheduled', 'Published', 'In progress']);
  });

  it('groups what waits for the firm, what is scheduled, what went out and what the agency is working on', () => {
    const jobs = [
      'ReadyForExternalReview',
      'TaskReady',
      'ReadyForPublication',
      'Published',
      'Declined',
      'Complete',
      'Canceled',
      'ReadyForExternalReview',
    ].map((status, index) => job(status, `topic ${index}`));
    const groups = groupJobs(jobs);
    expect(groups.waitingForReview.map((entry) => entry.topic)).toEqual(['topic 0', 'topic 7']);
    expect(groups.scheduled.map((entry) => entry.status)).toEqual(['ReadyForPublication']);
    expect(groups.published.map((entry) => entry.status)).toEqual(['Published', 'Complete']);
    expect(groups.inProgress.map((entry) => entry.status)).toEqual(['TaskReady', 'Declined']);
    expect(countByGroup(jobs)).toEqual({ waitingForReview: 2, scheduled: 1, published: 2, inProgress: 2 });
  });

  it('counts a status it does not know as the agency’s work, and nothing on an empty board', () => {
    expect(countByGroup([job('OnHold')])).toEqual({ waitingForReview: 0, scheduled: 0, published: 0, inProgress: 1 });
    expect(countByGroup([])).toEqual({ waitingForReview: 0, scheduled: 0, published: 0, inProgress: 0 });
  });
});

describe('the posts waiting for the firm’s review (show="review")', () => {
  const dated = (status: string, topic: string, externalReviewDate: string | null) => ({ status, topic, externalReviewDate });

  it('holds exactly the board’s "Waiting for your review" group', () => {
    const jobs = [
      'ReadyForExternalReview',
      'TaskReady',
      'ClientNotified',
      'ReadyForPublication',
      'Published',
      'Declined',
      'Canceled',
      'OnHold',
      'ReadyForExternalReview',
    ].map((status, index) => dated(status, `topic ${index}`, null));
    expect(postsWaitingForReview(jobs)).toEqual(groupJobs(jobs).waitingForReview);
    expect(postsWaitingForReview(jobs).map((entry) => entry.topic)).toEqual(['topic 0', 'topic 8']);
  });

  it('puts the review due first at the top and a post without a review date last, keeping the given order on ties', () => {
    const jobs = [
      dated('ReadyForExternalReview', 'no date', null),
      dated('ReadyForExternalReview', 'late', '2026-11-20'),
      dated('Published', 'published', '2026-11-01'),
      dated('ReadyForExternalReview', 'first', '2026-11-05'),
      dated('ReadyForExternalReview', 'also late', '2026-11-20'),
    ];
    expect(postsWaitingForReview(jobs).map((entry) => entry.topic)).toEqual(['first', 'late', 'also late', 'no date']);
  });

  it('is empty when nothing waits', () => {
    expect(postsWaitingForReview([dated('Published', 'a', null), dated('InProgress', 'b', null)])).toEqual([]);
    expect(postsWaitingForReview([])).toEqual([]);
  });
});
