import { describe, expect, it } from 'vitest';
import { markedSegments } from '../../src/areas/posts/model/marked-segments.ts';
import { postTokens } from '../../src/areas/posts/model/post-text.ts';

const view = (text: string, marks: Parameters<typeof markedSegments>[2]) =>
  markedSegments(text, postTokens('X', text), marks).map((segment) => [
    segment.token.kind,
    segment.text,
    segment.marks.map((mark) => mark.kind).join('+'),
  ]);

describe('a post’s text cut into marked pieces', () => {
  it('keeps the text whole and unmarked without marks', () => {
    expect(view('We are here #law', [])).toEqual([
      ['text', 'We are here ', ''],
      ['hashtag', '#law', ''],
    ]);
  });

  it('marks a restricted word inside plain text and inside a hashtag', () => {
    const text = 'Guaranteed results #BestLawyer';
    const marks = [
      { start: 0, end: 10, kind: 'restricted' as const, reason: 'a promise' },
      { start: 20, end: 24, kind: 'restricted' as const, reason: 'a comparison' },
    ];
    expect(view(text, marks)).toEqual([
      ['text', 'Guaranteed', 'restricted'],
      ['text', ' results ', ''],
      ['hashtag', '#', ''],
      ['hashtag', 'Best', 'restricted'],
      ['hashtag', 'Lawyer', ''],
    ]);
  });

  it('loses and repeats no character, emoji included, and overlapping marks both apply', () => {
    const text = 'Call 555-123-4567 😀 best';
    const marks = [
      { start: 5, end: 17, kind: 'phone' as const, reason: 'a number' },
      { start: 13, end: 24, kind: 'restricted' as const, reason: 'overlap' },
    ];
    const segments = markedSegments(text, postTokens('X', text), marks);
    expect(segments.map((segment) => segment.text).join('')).toBe(text);
    expect(segments.find((segment) => segment.text === '4567')?.marks.map((mark) => mark.kind)).toEqual(['phone', 'restricted']);
  });
});

describe('the firm’s own disclaimer', () => {
  it('is found in any case and spacing, and the words inside it are not marked as restricted', async () => {
    const { disclaimerRanges, restrictedOutsideDisclaimer } = await import('../../src/areas/posts/model/advertising-rules.ts');
    const disclaimer = 'Prior results do not guarantee a similar outcome.';
    const text = 'We guarantee a call back today.\n\nPRIOR results do not\nguarantee a similar outcome.';
    expect(disclaimerRanges(text, disclaimer)).toEqual([{ start: 33, end: text.length }]);
    expect(restrictedOutsideDisclaimer(text, disclaimer).map((match) => match.start)).toEqual([3]);
    expect(restrictedOutsideDisclaimer(text, null).length).toBeGreaterThan(1);
  });
});
