import { describe, expect, it } from 'vitest';
import { isWaitingForClient, type ReviewKind } from '../../src/composers/review/waiting-rules.ts';
import { waitingSince } from '../../src/core/review/waiting-since.ts';

describe('what waits for the firm', () => {
  it.each<ReviewKind>(['blog', 'social', 'googleBusinessProfile'])(
    'a %s job waits in ReadyForExternalReview and in no other status',
    (kind) => {
      expect(isWaitingForClient(kind, 'ReadyForExternalReview')).toBe(true);
      for (const status of ['TaskReady', 'ClientNotified', 'ReadyForPublication', 'Declined', 'InProgress', 'Published']) {
        expect(isWaitingForClient(kind, status)).toBe(false);
      }
    },
  );

  it('an on-page SEO job waits while its proposed changes are up for review, not after they were carried out', () => {
    expect(isWaitingForClient('onPageSeo', 'ReadyForPreProcessingReview')).toBe(true);
    expect(isWaitingForClient('onPageSeo', 'ReadyForPostProcessingReview')).toBe(false);
    expect(isWaitingForClient('onPageSeo', 'ReadyForExternalReview')).toBe(false);
  });
});

describe('waitingSince', () => {
  const history = (...moves: Array<[string, string]>) => moves.map(([toStatus, changedOn]) => ({ toStatus, changedOn }));

  it('reads the move into the waiting status from the history', () => {
    const job = {
      statusHistory: history(['InProgress', '2026-11-01T09:00:00Z'], ['ReadyForExternalReview', '2026-11-03T09:00:00Z']),
      updatedOn: '2026-11-10T00:00:00Z',
    };
    expect(waitingSince(job, 'ReadyForExternalReview')).toEqual({ since: Date.parse('2026-11-03T09:00:00Z'), source: 'statusHistory' });
  });

  it('counts from the latest move into it when the job was sent back and sent again', () => {
    const job = {
      statusHistory: history(
        ['ReadyForExternalReview', '2026-11-03T09:00:00Z'],
        ['TaskReady', '2026-11-04T09:00:00Z'],
        ['ReadyForExternalReview', '2026-11-06T09:00:00Z'],
      ),
    };
    expect(waitingSince(job, 'ReadyForExternalReview')?.since).toBe(Date.parse('2026-11-06T09:00:00Z'));
  });

  it('falls back to updatedOn, and says so, when the history has no such move', () => {
    const job = {
      statusHistory: history(['InProgress', '2026-11-01T09:00:00Z']),
      updatedOn: '2026-11-05T12:00:00Z',
      createdOn: '2026-10-30T00:00:00Z',
    };
    expect(waitingSince(job, 'ReadyForExternalReview')).toEqual({ since: Date.parse('2026-11-05T12:00:00Z'), source: 'updatedOn' });
  });

  it('falls back to createdOn when updatedOn is missing or does not parse', () => {
    expect(
      waitingSince({ statusHistory: [], updatedOn: 'not a date', createdOn: '2026-10-30T00:00:00Z' }, 'ReadyForExternalReview'),
    ).toEqual({
      since: Date.parse('2026-10-30T00:00:00Z'),
      source: 'createdOn',
    });
    expect(waitingSince({ statusHistory: [] }, 'ReadyForExternalReview')).toBeUndefined();
  });
});
