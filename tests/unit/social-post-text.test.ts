// The preview's text (src/areas/posts/model/post-text.ts): tokens as data with offsets into the text, and the
// feed's "see more" fold on a word boundary that never breaks a character.
import { describe, expect, it } from 'vitest';
import { postTokens, seeMoreCut } from '../../src/areas/posts/model/post-text.ts';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('postTokens', () => {
  it('splits text, links, hashtags and mentions with offsets that slice the original text', () => {
    const text = '⚖️ Hurt at work? Read https://example.com/guide #WorkersComp @SmithLaw.';
    const tokens = postTokens('X', text);
    expect(tokens.map((t) => [t.kind, t.text])).toEqual([
      ['text', '⚖️ Hurt at work? Read '],
      ['link', 'https://example.com/guide'],
      ['text', ' '],
      ['hashtag', '#WorkersComp'],
      ['text', ' '],
      ['mention', '@SmithLaw'],
      ['text', '.'],
    ]);
    for (const token of tokens) expect(text.slice(token.start, token.end)).toBe(token.text);
    expect(tokens.map((t) => t.text).join('')).toBe(text);
    expect(tokens[3]).toMatchObject({ tag: 'WorkersComp', linked: true });
    expect(tokens[5]).toMatchObject({ handle: 'SmithLaw', linked: true });
  });

  it('gives a link without a scheme an https URL', () => {
    expect(postTokens('Facebook', 'Visit smithlaw.com today')[1]).toMatchObject({
      kind: 'link',
      text: 'smithlaw.com',
      url: 'https://smithlaw.com',
      linked: true,
    });
  });

  it('says per network what the feed draws as a link', () => {
    const text = 'https://example.com #law @firm';
    const linked = (platform: Parameters<typeof postTokens>[0]) =>
      postTokens(platform, text).flatMap((t) => (t.kind === 'text' ? [] : [[t.kind, t.linked]]));
    expect(linked('X')).toEqual([
      ['link', true],
      ['hashtag', true],
      ['mention', true],
    ]);
    expect(linked('Instagram')).toEqual([
      ['link', false],
      ['hashtag', true],
      ['mention', true],
    ]);
    expect(linked('LinkedIn')).toEqual([
      ['link', true],
      ['hashtag', true],
      ['mention', false],
    ]);
    expect(linked('GoogleBusinessProfile')).toEqual([
      ['link', false],
      ['hashtag', false],
      ['mention', false],
    ]);
  });

  it('keeps markup as text: nothing is HTML', () => {
    const text = '<img src=x onerror=alert(1)> #safe';
    expect(postTokens('X', text)[0]).toEqual({ kind: 'text', text: '<img src=x onerror=alert(1)> ', start: 0, end: 29 });
  });

  it('leaves cashtags, e-mail addresses and # inside words as plain text', () => {
    expect(postTokens('X', 'Ask jane@smithlaw.com about C# or $AAPL').every((t) => t.kind === 'text')).toBe(true);
  });

  it('has no tokens for an empty text, and one for text alone', () => {
    expect(postTokens('X', '')).toEqual([]);
    expect(postTokens('LinkedIn', 'Plain.')).toEqual([{ kind: 'text', text: 'Plain.', start: 0, end: 6 }]);
  });

  it('counts offsets in UTF-16 units, past emoji and CJK', () => {
    const text = '😀法 #law';
    expect(postTokens('X', text)[1]).toMatchObject({ kind: 'hashtag', start: 4, end: 8 });
  });
});

describe('seeMoreCut', () => {
  it('does not cut a text within the fold, nor any X post', () => {
    expect(seeMoreCut('Instagram', 'Short caption.')).toEqual({ shown: 'Short caption.', hidden: '', cut: false });
    expect(seeMoreCut('X', words(60))).toMatchObject({ hidden: '', cut: false });
    expect(seeMoreCut('Facebook', '')).toEqual({ shown: '', hidden: '', cut: false });
  });

  it('does not cut at exactly the fold, and cuts one character past it', () => {
    expect(seeMoreCut('Instagram', 'a'.repeat(125)).cut).toBe(false);
    expect(seeMoreCut('Instagram', `${'a'.repeat(120)} bcde`).cut).toBe(false);
    expect(seeMoreCut('Instagram', `${'a'.repeat(120)} bcdef`)).toEqual({ shown: 'a'.repeat(120), hidden: 'bcdef', cut: true });
  });

  it('cuts on a word boundary at or before the fold, and the two parts are the text', () => {
    const text = words(60);
    const { shown, hidden, cut } = seeMoreCut('LinkedIn', text);
    expect(cut).toBe(true);
    expect([...shown].length).toBeLessThanOrEqual(210);
    expect(shown).toMatch(/word\d+$/);
    expect(`${shown} ${hidden}`).toBe(text);
  });

  it('folds at the network line count before the character count', () => {
    expect(seeMoreCut('Instagram', 'One.\nTwo.\nThree.')).toEqual({ shown: 'One.\nTwo.', hidden: 'Three.', cut: true });
    expect(seeMoreCut('LinkedIn', 'One.\n\nTwo.\nThree.')).toEqual({ shown: 'One.\n\nTwo.', hidden: 'Three.', cut: true });
    // Facebook folds by characters only.
    expect(seeMoreCut('Facebook', 'One.\nTwo.\nThree.').cut).toBe(false);
  });

  it('counts emoji as one character each and never splits one', () => {
    const family = '👨‍👩‍👧‍👦';
    const text = family.repeat(130);
    const { shown, hidden } = seeMoreCut('Instagram', text);
    expect(shown).toBe(family.repeat(125));
    expect(hidden).toBe(family.repeat(5));
  });

  it('cuts a first word longer than the fold at a grapheme, never inside a surrogate pair', () => {
    // U+1D400 is a letter outside the BMP: one word of 150 surrogate pairs.
    const text = '\u{1D400}'.repeat(150);
    const { shown, hidden } = seeMoreCut('GoogleBusinessProfile', text);
    expect(shown).toBe('\u{1D400}'.repeat(100));
    expect(shown + hidden).toBe(text);
  });

  it('treats a run of emoji as a boundary between words', () => {
    const text = '😀'.repeat(50) + 'x'.repeat(100);
    expect(seeMoreCut('GoogleBusinessProfile', text)).toEqual({ shown: '😀'.repeat(50), hidden: 'x'.repeat(100), cut: true });
  });

  it('does not break a link, a hashtag or a mention across the fold', () => {
    const text = `${'a'.repeat(110)} https://example.com/a-long-guide-to-claims`;
    expect(seeMoreCut('Instagram', text)).toEqual({
      shown: 'a'.repeat(110),
      hidden: 'https://example.com/a-long-guide-to-claims',
      cut: true,
    });
    const tagged = `${'a'.repeat(120)} #WorkersCompensation`;
    expect(seeMoreCut('Instagram', tagged).hidden).toBe('#WorkersCompensation');
  });

  it('cuts CJK text, which has no spaces, between words', () => {
    const text = '交通事故の後にすべきこと。'.repeat(12);
    const { shown, hidden, cut } = seeMoreCut('Instagram', text);
    expect(cut).toBe(true);
    expect(shown + hidden).toBe(text);
    expect([...shown].length).toBeLessThanOrEqual(125);
  });
});
