import { describe, expect, it } from 'vitest';
import { dayAfter, localDay, publicationInstant } from '../../src/review-kit/actions/action-dates.ts';
import { inputFor } from '../../src/areas/blog/ui/components/action-inputs.ts';

// What the action dialogs send, and what they refuse before calling the service.
const TODAY = '2026-11-21';

describe("the action dialogs' inputs", () => {
  it('approves for as soon as possible without a date, and for 9 in the morning of a later day with one', () => {
    expect(inputFor('approve', {}, TODAY)).toEqual({ input: { publicationDate: null } });
    expect(inputFor('approve', { date: '2026-11-25' }, TODAY)).toEqual({
      input: { publicationDate: new Date(2026, 10, 25, 9).toISOString() },
    });
    expect(inputFor('approve', { date: TODAY }, TODAY).problem).toBe(
      'Choose a date after today, or leave it empty to publish as soon as possible.',
    );
  });

  it('needs a reason to request changes, and sends the comment trimmed', () => {
    expect(inputFor('requestChanges', { comment: 'Too long' }, TODAY).problem).toBe('Reason is required.');
    expect(inputFor('requestChanges', { reason: 'OtherReasons', comment: '  Too long  ' }, TODAY)).toEqual({
      input: { rejectionReason: 'OtherReasons', comment: 'Too long' },
    });
  });

  it('needs an external review date from today on', () => {
    expect(inputFor('moveToExternalReview', {}, TODAY).problem).toBe('External review date is required.');
    expect(inputFor('moveToExternalReview', { date: '2026-11-20' }, TODAY).problem).toBe('Choose a date from today on.');
    expect(inputFor('moveToExternalReview', { date: TODAY }, TODAY)).toEqual({ input: { externalReviewDate: TODAY } });
  });

  it('needs instructions to rewrite but not to regenerate', () => {
    expect(inputFor('rewrite', { instructions: '   ' }, TODAY).problem).toBe('Instructions is required.');
    expect(inputFor('rewrite', { instructions: 'Shorter' }, TODAY)).toEqual({ input: { instructions: 'Shorter' } });
    expect(inputFor('regenerate', {}, TODAY)).toEqual({ input: { instructions: '' } });
  });

  it('needs a web address for a manual app builder publish', () => {
    expect(inputFor('saveManualAppBuilderPublish', { url: 'javascript:alert(1)' }, TODAY).problem).toBe(
      'Enter a full address starting with https://',
    );
    expect(inputFor('saveManualAppBuilderPublish', { url: ' https://app.example.test/blog/1 ' }, TODAY)).toEqual({
      input: { bubbleUrl: 'https://app.example.test/blog/1' },
    });
  });

  it('asks nothing of a confirmed action', () => {
    expect(inputFor('deleteWordPressPost', {}, TODAY)).toEqual({ input: {} });
  });
});

describe("the dialogs' dates", () => {
  it("reads the person's calendar day, the next day across a month end, and 9 a.m. local as an instant", () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(dayAfter('2026-11-30')).toBe('2026-12-01');
    expect(dayAfter('2026-12-31')).toBe('2027-01-01');
    expect(new Date(publicationInstant('2026-12-01')).getHours()).toBe(9);
  });
});
