import { describe, expect, it } from 'vitest';
import { socialBoardItem, socialCalendarEntries } from '../../src/areas/posts/model/social-board-items.ts';
import type { SocialBoardJob } from '../../src/areas/posts/api/social-board-query.ts';
import { POST_GROUPING } from '../../src/areas/posts/ui/posts-board-spec.tsx';

const post = (id: string, platform: SocialBoardJob['posts'][number]['platform'], extra: Partial<SocialBoardJob['posts'][number]> = {}) => ({
  id,
  platform,
  contentVersion: 1,
  status: 'New' as const,
  scheduledFor: null,
  publicationDate: null,
  postUrl: null,
  ...extra,
});
const job = (posts: SocialBoardJob['posts'], status: SocialBoardJob['status'] = 'ReadyForExternalReview'): SocialBoardJob => ({
  id: 'job-1',
  deliverableId: 'd-1',
  topic: 'Holiday hours',
  status,
  channel: 'SocialMedia',
  isTest: false,
  externalReviewDate: '2026-11-26',
  updatedOn: '2026-11-20T10:00:00Z',
  contentHash: 'hash',
  posts,
});

describe('a social job on its board', () => {
  it('names each platform once, in the networks’ order', () => {
    const item = socialBoardItem(job([post('a', 'X'), post('b', 'Facebook'), post('c', 'X'), post('d', 'LinkedIn')]));
    expect(item.platforms).toEqual(['Facebook', 'LinkedIn', 'X']);
  });

  it('is scheduled for its earliest waiting post and published on its latest post that went out', () => {
    const item = socialBoardItem(
      job([
        post('a', 'Facebook', { scheduledFor: '2026-12-03T09:00:00Z' }),
        post('b', 'X', { scheduledFor: '2026-12-01T09:00:00Z' }),
        post('c', 'LinkedIn', { status: 'Complete', publicationDate: '2026-11-20T09:00:00Z', scheduledFor: '2026-11-20T09:00:00Z' }),
        post('d', 'Instagram', { status: 'Complete', publicationDate: '2026-11-22T09:00:00Z' }),
        post('e', 'Facebook', { status: 'Canceled', scheduledFor: '2026-11-29T09:00:00Z' }),
      ]),
    );
    expect(item.scheduledOn).toBe('2026-12-01T09:00:00Z');
    expect(item.publishedOn).toBe('2026-11-22T09:00:00Z');
  });

  it('has neither date while nothing is scheduled or out', () => {
    expect(socialBoardItem(job([post('a', 'X')]))).toMatchObject({ scheduledOn: null, publishedOn: null });
  });

  it('puts each dated post on the calendar with its platform, and nothing undated', () => {
    const entries = socialCalendarEntries(
      [
        job([
          post('a', 'X', { scheduledFor: '2026-12-01T15:00:00Z' }),
          post('b', 'LinkedIn', { status: 'Complete', publicationDate: '2026-11-20T15:00:00Z' }),
          post('c', 'Facebook'),
        ]),
      ],
      (platform) => platform,
    );
    expect(entries.map(({ id, day, kind, detail }) => ({ id, day, kind, detail }))).toEqual([
      { id: 'job-1:a', day: '2026-12-01', kind: 'scheduled', detail: 'X' },
      { id: 'job-1:b', day: '2026-11-20', kind: 'published', detail: 'LinkedIn' },
    ]);
  });

  it('groups by what the firm must do: sent-back and failed jobs need attention, canceled ones are in no group', () => {
    expect(
      ['ReadyForExternalReview', 'ReadyForPublication', 'Published', 'TaskReady', 'Declined', 'Failed', 'Canceled', 'Someday'].map(
        POST_GROUPING.groupOf,
      ),
    ).toEqual(['waitingForReview', 'scheduled', 'published', 'inProgress', 'needsAttention', 'needsAttention', null, 'inProgress']);
  });
});

describe('what staff may do with one sent post', () => {
  it('calls back a post scheduled for later and takes down one that went out; nothing before it was sent', async () => {
    const { sentPostActions: offeredPostActions } = await import('../../src/areas/posts/model/social-editing.ts');
    const now = Date.parse('2026-11-25T12:00:00Z');
    const sent = { status: 'Complete', postId: 'ayr-1', scheduledFor: null } as never;
    expect(offeredPostActions(sent, now)).toEqual(['remove']);
    expect(offeredPostActions({ ...(sent as object), scheduledFor: '2026-11-27T09:00:00Z' } as never, now)).toEqual([
      'unschedule',
      'remove',
    ]);
    expect(offeredPostActions({ ...(sent as object), scheduledFor: '2026-11-20T09:00:00Z' } as never, now)).toEqual(['remove']);
    expect(offeredPostActions({ status: 'New', postId: null, scheduledFor: '2026-11-27T09:00:00Z' } as never, now)).toEqual([]);
  });
});
