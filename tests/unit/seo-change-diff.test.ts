import { describe, expect, it } from 'vitest';
import { diffChange } from '../../src/areas/on-page-seo/model/change-diff.ts';
import { XSS_PAYLOADS } from '../support/xss-payloads.ts';

// A proposed change shown side by side: the live text with what goes, the proposed text with what comes.
describe('the word diff of a proposed change', () => {
  it('marks the words a title loses on the live side and the words it gains on the proposed side', () => {
    const diff = diffChange('Car Accidents | Harbor & Vale Law', 'Car Accidents Lawyer | Free Consultation | Harbor & Vale Law');
    expect(diff.live).toEqual([{ kind: 'same', text: 'Car Accidents | Harbor & Vale Law' }]);
    expect(diff.proposed).toEqual([
      { kind: 'same', text: 'Car Accidents ' },
      { kind: 'added', text: 'Lawyer ' },
      { kind: 'same', text: '| ' },
      { kind: 'added', text: 'Free Consultation | ' },
      { kind: 'same', text: 'Harbor & Vale Law' },
    ]);
    expect([diff.added, diff.removed]).toEqual([3, 0]);
  });

  it('shows a replaced word removed on one side and added on the other, the rest the same on both', () => {
    const diff = diffChange('Experienced injury attorneys in Miami.', 'Trusted injury attorneys in Miami.');
    expect(diff.live).toEqual([
      { kind: 'removed', text: 'Experienced' },
      { kind: 'same', text: ' injury attorneys in Miami.' },
    ]);
    expect(diff.proposed).toEqual([
      { kind: 'added', text: 'Trusted' },
      { kind: 'same', text: ' injury attorneys in Miami.' },
    ]);
    expect([diff.added, diff.removed]).toEqual([1, 1]);
  });

  it('keeps each side’s own spacing and line breaks, where the word diff gives one side’s for both', () => {
    const live = 'one  two\tthree\nfour';
    const proposed = 'one two three four five';
    const diff = diffChange(live, proposed);
    expect(diff.live.map((part) => part.text).join('')).toBe(live);
    expect(diff.proposed.map((part) => part.text).join('')).toBe(proposed);
    expect(diff.proposed.at(-1)).toEqual({ kind: 'added', text: 'five' });
    expect(diff.live).toEqual([{ kind: 'same', text: live }]);
  });

  it('rebuilds each side exactly from its parts', () => {
    const live = 'Line one.\nLine two keeps going.';
    const proposed = 'Line one, changed.\nLine two keeps on going.';
    const diff = diffChange(live, proposed);
    expect(diff.live.map((part) => part.text).join('')).toBe(live);
    expect(diff.proposed.map((part) => part.text).join('')).toBe(proposed);
  });

  it('has nothing on the live side when the page has no text yet (a new meta description)', () => {
    const diff = diffChange('', 'Talk to Harbor & Vale Law about car accidents.');
    expect(diff.live).toEqual([]);
    expect(diff.proposed).toEqual([{ kind: 'added', text: 'Talk to Harbor & Vale Law about car accidents.' }]);
    expect(diff.added).toBe(8);
  });

  it('rebuilds both sides exactly for every pair of the public XSS payloads (odd spacing, markup, entities)', () => {
    const wrong: number[] = [];
    XSS_PAYLOADS.forEach((live, index) => {
      const proposed = XSS_PAYLOADS[(index + 1) % XSS_PAYLOADS.length]!;
      const diff = diffChange(live, proposed);
      if (diff.live.map((part) => part.text).join('') !== live || diff.proposed.map((part) => part.text).join('') !== proposed)
        wrong.push(index);
    });
    expect(wrong).toEqual([]);
  });

  it('keeps markup and JSON-LD as the plain text they are', () => {
    const diff = diffChange('<img src=x onerror=alert(1)>', '{"@type":"LegalService","name":"<script>alert(1)</script>"}');
    expect(diff.live.map((part) => part.text).join('')).toBe('<img src=x onerror=alert(1)>');
    expect(diff.proposed.map((part) => part.text).join('')).toBe('{"@type":"LegalService","name":"<script>alert(1)</script>"}');
  });

  it('says when nothing changes', () => {
    expect(diffChange('Same words', 'Same words')).toEqual({
      live: [{ kind: 'same', text: 'Same words' }],
      proposed: [{ kind: 'same', text: 'Same words' }],
      added: 0,
      removed: 0,
    });
  });
});
