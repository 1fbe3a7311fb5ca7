// The service's refusal of a post's text (demo/server/domain/post-refusal.ts): the shared count
// (src/shared/posts/measure-post.ts) put in words; tests/server/social-limits.test.ts checks them through the API.
import { describe, expect, it } from 'vitest';
import { postRefusal } from '../../demo/server/domain/post-refusal.ts';

describe('postRefusal', () => {
  it('is null for a text that fits, an empty one included', () => {
    expect(postRefusal('X', 'Call us today.')).toBeNull();
    expect(postRefusal('Instagram', '')).toBeNull();
  });

  it('names the network, the limit and the count, length first', () => {
    expect(postRefusal('GoogleBusinessProfile', 'a'.repeat(1501))).toBe(
      'Google Business Profile allows at most 1,500 characters; this post has 1,501.',
    );
    expect(postRefusal('X', 'x'.repeat(281))).toBe(
      'X allows at most 280 weighted characters (every link counts as 23); this post has 281.',
    );
    expect(postRefusal('Instagram', `${'a'.repeat(2201)} #a #b #c #d #e #f`)).toMatch(/^Instagram allows at most 2,200 characters/);
  });

  it('refuses hashtags past the cap, then characters X does not take', () => {
    expect(postRefusal('Instagram', '#a #b #c #d #e #f')).toBe('Instagram allows at most 5 hashtags; this post has 6.');
    expect(postRefusal('X', 'a\uFEFFb')).toBe('X does not accept some characters of this post.');
  });

  it("holds a network it does not know to Facebook's limit", () => {
    expect(postRefusal('Threads', 'a'.repeat(63206))).toBeNull();
    expect(postRefusal('Threads', 'a'.repeat(63207))).toBe('Threads allows at most 63,206 characters; this post has 63,207.');
  });
});
