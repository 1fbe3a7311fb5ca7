import { describe, expect, it } from 'vitest';
import { blogActionsFor } from '../../src/areas/blog/model/blog-actions.ts';

// What the board offers, by role and status (the rules themselves are held against the service in
// blog-actions-service.test.ts).
const STAFF_ON_REVIEW = ['approve', 'requestChanges', 'unscheduleFromExternalReview', 'regenerate', 'rewrite'];

describe('the actions offered on a blog job', () => {
  it('offers a firm’s reviewer approve and request changes on a post waiting for review, nothing staff-only', () => {
    for (const role of ['USER', 'USER_MANAGER', 'ACCOUNT_OWNER'] as const) {
      expect(blogActionsFor([role], { status: 'ReadyForExternalReview' }), role).toEqual(['approve', 'requestChanges']);
    }
  });

  it('offers the firm unschedule on a scheduled post, and staff the publishing actions too', () => {
    expect(blogActionsFor(['USER'], { status: 'ReadyForPublication' })).toEqual(['unschedulePublish']);
    expect(blogActionsFor(['FIRM_PILOT_ADMIN'], { status: 'ReadyForPublication' })).toEqual([
      'unschedulePublish',
      'pushToWordPress',
      'pushToAppBuilder',
      'saveManualAppBuilderPublish',
    ]);
  });

  it('offers staff the external review and replacement actions on a post with the firm', () => {
    expect(blogActionsFor([{ name: 'FIRM_PILOT_ADMIN' }], { status: 'ReadyForExternalReview' })).toEqual(STAFF_ON_REVIEW);
    expect(blogActionsFor(['FIRM_PILOT_ADMIN'], { status: 'Declined' })).toEqual(['moveToExternalReview', 'regenerate', 'rewrite']);
    expect(blogActionsFor(['FIRM_PILOT_ADMIN'], { status: 'NotStarted' })).toEqual(['start']);
    expect(blogActionsFor(['FIRM_PILOT_ADMIN'], { status: 'Failed' })).toEqual(['regenerate', 'rewrite', 'start']);
  });

  it('offers deleting the WordPress post only when the published post is on WordPress', () => {
    expect(blogActionsFor(['FIRM_PILOT_ADMIN'], { status: 'Published', wordPressPostId: null })).toEqual([]);
    expect(blogActionsFor(['FIRM_PILOT_ADMIN'], { status: 'Published', wordPressPostId: '42' })).toEqual(['deleteWordPressPost']);
    expect(blogActionsFor(['ACCOUNT_OWNER'], { status: 'Published', wordPressPostId: '42' })).toEqual([]);
  });

  it('offers nothing to a role without review, on a closed job, or on a status it does not know', () => {
    expect(blogActionsFor(['PPC_ADMIN'], { status: 'ReadyForExternalReview' })).toEqual([]);
    expect(blogActionsFor([], { status: 'ReadyForExternalReview' })).toEqual([]);
    expect(blogActionsFor(['FIRM_PILOT_ADMIN'], { status: 'Canceled' })).toEqual([]);
    expect(blogActionsFor(['FIRM_PILOT_ADMIN'], { status: 'OnHold' })).toEqual([]);
  });

  it('adds up the capabilities of several roles on one client', () => {
    expect(blogActionsFor(['PPC_ADMIN', 'USER'], { status: 'ReadyForExternalReview' })).toEqual(['approve', 'requestChanges']);
  });

  it('offers the firm no approval of a post staff have not sent it yet; staff still approve it', () => {
    expect(blogActionsFor(['ACCOUNT_OWNER'], { status: 'TaskReady' })).toEqual(['requestChanges']);
    expect(blogActionsFor(['FIRM_PILOT_ADMIN'], { status: 'TaskReady' })).toContain('approve');
  });
});
