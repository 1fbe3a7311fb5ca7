// How the post page counts a post against its network's limit (src/shared/posts/measure-post.ts): X as
// twitter-text counts it, the others in code points, Instagram's hashtag cap beside the length.
import { describe, expect, it } from 'vitest';
import { measurePost } from '../../src/shared/posts/measure-post.ts';

const hashtags = (n: number) => Array.from({ length: n }, (_, i) => `#law${i}`).join(' ');

describe('measurePost on X (weighted, by twitter-text)', () => {
  it('counts plain Latin text one per character', () => {
    expect(measurePost('X', 'Injured at work? Know your rights.')).toEqual({
      count: 34,
      limit: 280,
      over: 0,
      unit: 'weighted characters',
      valid: true,
    });
  });

  it('counts every URL as 23 however long, with or without a scheme', () => {
    expect(measurePost('X', 'https://example-law-firm.com/blog/what-to-do-after-a-car-accident-in-ohio?utm_source=x').count).toBe(23);
    expect(measurePost('X', 'See example.com').count).toBe(4 + 23);
  });

  it('weighs CJK characters and emoji 2, a ZWJ family or a skin tone as one emoji', () => {
    expect(measurePost('X', '法律').count).toBe(4);
    expect(measurePost('X', '한국어').count).toBe(6);
    expect(measurePost('X', '⚖️').count).toBe(2);
    expect(measurePost('X', '👨‍👩‍👧‍👦').count).toBe(2);
    expect(measurePost('X', '🙋🏽').count).toBe(2);
    // Latin with accents, Greek, Cyrillic, Hebrew and Arabic stay at 1 (U+0000-U+10FF).
    expect(measurePost('X', 'é ñ ü Ω Ж ש ع').count).toBe(13);
  });

  it('counts a decomposed accent as X does, after NFC normalization', () => {
    expect(measurePost('X', 'cafe\u0301').count).toBe(4);
  });

  it('overcounts an emoji newer than its emoji data (safe side: it warns early, never lets a long post through)', () => {
    // Phoenix (Unicode 15.1) is bird + ZWJ + fire: X counts 2; twemoji-parser 11 does not know it, so 2 + 1 + 2.
    expect(measurePost('X', '🐦‍🔥').count).toBe(5);
  });

  it('is valid exactly at 280 and 1 over at 281', () => {
    expect(measurePost('X', 'x'.repeat(280))).toMatchObject({ count: 280, over: 0, valid: true });
    expect(measurePost('X', 'x'.repeat(281))).toMatchObject({ count: 281, over: 1, valid: false });
    expect(measurePost('X', '法'.repeat(140))).toMatchObject({ count: 280, valid: true });
    expect(measurePost('X', '法'.repeat(140) + 'x')).toMatchObject({ count: 281, over: 1, valid: false });
  });

  it('takes a long link at the limit: 256 characters, a space and a link of 85 are 280', () => {
    const link = `https://www.harborvale.law/blog/blog/${'blog/'.repeat(7)}after-a-crash`;
    expect(measurePost('X', `${'a'.repeat(256)} ${link}`)).toMatchObject({ count: 280, valid: true });
    expect(measurePost('X', `${'a'.repeat(257)} ${link}`)).toMatchObject({ count: 281, valid: false });
  });

  it('calls an empty text valid (a post may be an image alone) and refuses the characters X rejects', () => {
    expect(measurePost('X', '')).toMatchObject({ count: 0, over: 0, valid: true });
    expect(measurePost('X', 'a\uFEFFb').valid).toBe(false);
  });
});

describe('measurePost on the other networks (code points)', () => {
  it('counts an emoji as one character, not two UTF-16 units', () => {
    expect(measurePost('Facebook', '😀').count).toBe(1);
    expect(measurePost('LinkedIn', 'Hi 👋').count).toBe(4);
  });

  it('counts a URL at its full length', () => {
    expect(measurePost('LinkedIn', 'https://example.com/a').count).toBe(21);
  });

  it.each([
    ['LinkedIn', 3000],
    ['Facebook', 63206],
    ['GoogleBusinessProfile', 1500],
    ['Instagram', 2200],
  ] as const)('%s: valid at %i, one over after it', (platform, limit) => {
    expect(measurePost(platform, 'a'.repeat(limit))).toMatchObject({ count: limit, limit, over: 0, unit: 'characters', valid: true });
    expect(measurePost(platform, 'a'.repeat(limit + 1))).toMatchObject({ count: limit + 1, over: 1, valid: false });
  });

  it('gives hashtags only where the network caps them', () => {
    expect(measurePost('LinkedIn', '#law').hashtags).toBeUndefined();
    expect(measurePost('Instagram', '')).toEqual({
      count: 0,
      limit: 2200,
      over: 0,
      unit: 'characters',
      hashtags: { count: 0, limit: 5 },
      valid: true,
    });
  });
});

describe("Instagram's hashtag cap (5 since December 2025)", () => {
  it('is valid at 5 hashtags and not at 6', () => {
    expect(measurePost('Instagram', `Know your rights. ${hashtags(5)}`)).toMatchObject({ hashtags: { count: 5, limit: 5 }, valid: true });
    expect(measurePost('Instagram', `Know your rights. ${hashtags(6)}`)).toMatchObject({
      hashtags: { count: 6, limit: 5 },
      over: 0,
      valid: false,
    });
  });

  it('counts 30 and 31 hashtags (the old cap) as far over', () => {
    expect(measurePost('Instagram', hashtags(30)).hashtags).toEqual({ count: 30, limit: 5 });
    expect(measurePost('Instagram', hashtags(31)).hashtags).toEqual({ count: 31, limit: 5 });
  });

  it('does not count a # that is not a hashtag: numbers alone, inside words, in URLs', () => {
    expect(measurePost('Instagram', 'We are #1 in C# and see https://example.com/#section').hashtags?.count).toBe(0);
  });
});
