// The law-firm checks beside a post (src/areas/posts/model/advertising-rules.ts, list in restricted-words.ts):
// restricted words marked with their reason at exact offsets, and the firm's disclaimer found or missed.
import { describe, expect, it } from 'vitest';
import { DISCLAIMER_MISSING_NOTICE, disclaimerCheck, findRestrictedWords } from '../../src/areas/posts/model/advertising-rules.ts';
import { RESTRICTED_TERMS } from '../../src/areas/posts/model/restricted-words.ts';

const words = (text: string) => findRestrictedWords(text).map((m) => m.word);
const terms = (text: string) => findRestrictedWords(text).map((m) => m.term);

describe('findRestrictedWords', () => {
  it('marks a real post with offsets into the original text and the reason', () => {
    const text = 'Our experts GUARANTEE results: the best injury lawyers in Ohio. No win, no fee!';
    const found = findRestrictedWords(text);
    expect(found.map((m) => [m.word, m.term])).toEqual([
      ['experts', 'expert'],
      ['GUARANTEE', 'guarantee'],
      ['best', 'best'],
      ['No win, no fee', 'no win no fee'],
    ]);
    for (const match of found) expect(text.slice(match.start, match.end)).toBe(match.word);
    expect(found[1]?.reason).toMatch(/ABA Model Rule 7\.1/);
    expect(found[0]?.reason).toMatch(/7\.2\(c\)/);
  });

  it('matches the inflections listed, in any case', () => {
    expect(terms('Guaranteed. guarantees. Guaranteeing.')).toEqual(['guarantee', 'guarantee', 'guarantee']);
    expect(words('We specialize; she specializes; specializing in; a Specialist; our specialties')).toEqual([
      'specialize',
      'specializes',
      'specializing',
      'Specialist',
      'specialties',
    ]);
    expect(words('An EXPERT, two experts, expertly done')).toEqual(['EXPERT', 'experts', 'expertly']);
  });

  it('does not match inside other words', () => {
    expect(findRestrictedWords('The court may bestow relief; a bestseller; unguaranteed loans; specialistic; inexpertness')).toEqual([]);
    expect(findRestrictedWords('Best_practice_id and #10 and 1100% and C#1')).toEqual([]);
  });

  it('flags "expertise" as "expert" (decided: it claims the same; the service QC groups ExpertsExpertise)', () => {
    expect(terms('Decades of expertise in estate planning.')).toEqual(['expert']);
  });

  it('leaves the phrases in which a word makes no claim', () => {
    expect(findRestrictedWords("The court decides the child's best interests, following best practices.")).toEqual([]);
    expect(findRestrictedWords('The Fifth Amendment right is a constitutional guarantee, guaranteed by the Constitution.')).toEqual([]);
    // The same word elsewhere in the text is still marked.
    expect(words('Best interests matter. We are the best.')).toEqual(['best']);
  });

  it('matches phrases across spaces, hyphens, commas, slashes and curly apostrophes', () => {
    expect(terms('No-win-no-fee. No win / no fee. No fee unless we win.')).toEqual(['no win no fee', 'no win no fee', 'no win no fee']);
    expect(words('We’ll win. We will\nwin.')).toEqual(['We’ll win', 'We will\nwin']);
    expect(terms('A board-certified lawyer; a million-dollar verdict; top rated')).toEqual(['board certified', 'prior results', 'best']);
  });

  it('marks numbers that promise: 100% and #1, but not other numbers', () => {
    expect(words('100% success, 100 percent sure, #1 firm, No. 1 in Texas')).toEqual(['100%', '100 percent', '#1', 'No. 1']);
    expect(findRestrictedWords('Case No. 1:21-cv-00123, 2,100% and #12')).toEqual([]);
  });

  it('marks prior results and testimonials', () => {
    expect(terms('Read our case results and client testimonials.')).toEqual(['prior results', 'prior results']);
  });

  it('keeps the longer of two overlapping matches', () => {
    // "guaranteed" is in the guarantee entry; no entry may mark part of it a second time.
    const found = findRestrictedWords('Results guaranteed.');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ start: 8, end: 18, word: 'guaranteed' });
  });

  it('counts offsets in UTF-16 units after emoji and CJK', () => {
    expect(findRestrictedWords('😀 法律 best')[0]).toMatchObject({ start: 6, end: 10 });
  });

  it('finds nothing in an empty or clean text', () => {
    expect(findRestrictedWords('')).toEqual([]);
    expect(findRestrictedWords('Injured at work? Learn your rights and call our team for a consultation.')).toEqual([]);
  });

  it('gives every entry a reason that cites a rule', () => {
    for (const entry of RESTRICTED_TERMS) expect(entry.reason, entry.term).toMatch(/Rule \d/);
  });
});

describe('disclaimerCheck', () => {
  const disclaimer = 'Attorney Advertising. Prior results do not guarantee a similar outcome.';

  it('is present when the post carries it, whatever the spacing, line breaks, case and quotes', () => {
    const post = 'We won.\n\nATTORNEY  ADVERTISING.\nPrior   results do not\tguarantee a similar outcome.';
    expect(disclaimerCheck(post, disclaimer)).toEqual({ state: 'present' });
    expect(disclaimerCheck('… the firm’s results …', "the firm's results")).toEqual({ state: 'present' });
  });

  it('is missing when the post lacks it or carries only part of it', () => {
    expect(disclaimerCheck('We fight for you.', disclaimer)).toEqual({ state: 'missing' });
    expect(disclaimerCheck('Attorney Advertising.', disclaimer)).toEqual({ state: 'missing' });
    expect(disclaimerCheck('', disclaimer)).toEqual({ state: 'missing' });
  });

  it('requires nothing when the firm has no disclaimer (null or blank)', () => {
    expect(disclaimerCheck('Anything.', null)).toEqual({ state: 'noneRequired' });
    expect(disclaimerCheck('Anything.', '  \n ')).toEqual({ state: 'noneRequired' });
  });

  it('has the notice the page shows when it is missing', () => {
    expect(DISCLAIMER_MISSING_NOTICE).toBe("This post does not include your firm's required disclaimer. Add it before approving.");
  });
});
