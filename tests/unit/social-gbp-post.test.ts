// A Google Business Profile post's type and button (src/areas/posts/model/gbp-post.ts): Google's API values with
// the labels Google shows.
import { describe, expect, it } from 'vitest';
import {
  GBP_CALL_TO_ACTION_LABELS,
  GBP_CALL_TO_ACTION_TYPES,
  GBP_TOPIC_LABELS,
  GBP_TOPIC_TYPES,
  gbpCallToActionLabel,
  gbpCallToActionNeedsUrl,
  gbpTopicLabel,
} from '../../src/areas/posts/model/gbp-post.ts';

describe('Google Business Profile call-to-action buttons', () => {
  it("are Google's action types, each with the label Google shows", () => {
    expect(GBP_CALL_TO_ACTION_TYPES.map((type) => [type, GBP_CALL_TO_ACTION_LABELS[type]])).toEqual([
      ['BOOK', 'Book'],
      ['ORDER', 'Order online'],
      ['SHOP', 'Buy'],
      ['LEARN_MORE', 'Learn more'],
      ['SIGN_UP', 'Sign up'],
      ['CALL', 'Call now'],
    ]);
  });

  it('need a link, except Call now, which dials the profile number', () => {
    expect(GBP_CALL_TO_ACTION_TYPES.filter((type) => !gbpCallToActionNeedsUrl(type))).toEqual(['CALL']);
  });

  it('have no label for a value this build does not know', () => {
    expect(gbpCallToActionLabel('LEARN_MORE')).toBe('Learn more');
    expect(gbpCallToActionLabel('GET_OFFER')).toBeNull();
    expect(gbpCallToActionLabel('')).toBeNull();
  });
});

describe('Google Business Profile post types', () => {
  it('are STANDARD, EVENT and OFFER with their labels', () => {
    expect(GBP_TOPIC_TYPES.map((type) => [type, GBP_TOPIC_LABELS[type]])).toEqual([
      ['STANDARD', 'Update'],
      ['EVENT', 'Event'],
      ['OFFER', 'Offer'],
    ]);
    expect(gbpTopicLabel('OFFER')).toBe('Offer');
    expect(gbpTopicLabel('ALERT')).toBeNull();
  });
});
