/**
 * THE list of words and phrases that attorney-advertising rules restrict, each with the reason the firm
 * reads beside the marked word. The basis: ABA Model Rule 7.1 (no false or misleading communication, which
 * its comments read as covering promised results, unjustified expectations from past results, unprovable
 * comparisons and fee offers silent on costs) and 7.2(c) (no claim to be a certified specialist unless
 * certified by an approved body that the communication names), with the state rules that are stricter
 * about the words themselves (New York Rules 7.1 and 7.4, Florida Rule 4-7.14). A match is a prompt for a
 * person to look, not a verdict: a certified lawyer may say so, and the page only warns.
 *
 * `words` are matched whole, case-insensitively (advertising-rules.ts); list every inflection meant, since
 * "bestow" must not match "best". A space in a phrase matches any spaces, hyphens, commas or slashes
 * ("no win, no fee", "no-win-no-fee"). `unless` names longer phrases in which the word makes no claim.
 */
export type RestrictedTerm = { term: string; words: string[]; unless?: string[]; reason: string };

export const RESTRICTED_TERMS: RestrictedTerm[] = [
  {
    term: 'guarantee',
    words: ['guarantee', 'guarantees', 'guaranteed', 'guaranteeing', 'guaranty'],
    // Criminal-defense posts explain rights the Constitution guarantees; that promises no result.
    unless: [
      'constitutional guarantee',
      'constitutional guarantees',
      'constitution guarantees',
      'guaranteed by the constitution',
      'guaranteed by law',
    ],
    reason: 'No lawyer can guarantee an outcome; promising one is misleading (ABA Model Rule 7.1).',
  },
  {
    term: 'we will win',
    words: ['we will win', "we'll win", 'you will win', 'we always win', 'we never lose', 'win your case', 'we win'],
    reason: 'This promises a result, which creates an unjustified expectation (ABA Model Rule 7.1).',
  },
  {
    term: '100%',
    words: ['100%', '100 percent'],
    reason: 'A 100% claim (success, satisfaction or recovery) cannot be proven and reads as a promise of results (ABA Model Rule 7.1).',
  },
  {
    term: 'specialist',
    words: [
      'specialist',
      'specialists',
      'specialize',
      'specializes',
      'specialized',
      'specializing',
      'specialise',
      'specialises',
      'specialised',
      'specialising',
      'specialty',
      'specialties',
      'specialization',
    ],
    reason:
      'Saying a lawyer is a specialist or specializes is allowed only for lawyers certified by an approved body that the post names (ABA Model Rule 7.2(c); New York Rule 7.4). Say "focuses on" or "practice limited to" instead.',
  },
  {
    term: 'expert',
    // "Expertise" claims the same as "expert" (the service's quality check treats them as one: ExpertsExpertise).
    words: ['expert', 'experts', 'expertise', 'expertly'],
    reason:
      'Calling a lawyer an expert, or claiming expertise, implies a certified specialty; several states forbid it unless the lawyer is board certified (ABA Model Rule 7.2(c); Florida Rule 4-7.14).',
  },
  {
    term: 'board certified',
    words: ['board certified', 'certified specialist', 'certified specialists'],
    reason:
      'A certification may be stated only if it is current and the certifying organization is named in the post (ABA Model Rule 7.2(c)).',
  },
  {
    term: 'best',
    words: [
      'best',
      '#1',
      'number one',
      'no. 1',
      'top-rated',
      'top rated',
      'finest',
      'unmatched',
      'unrivaled',
      'unrivalled',
      'second to none',
    ],
    // "The best interests of the child" is the legal standard family-law posts explain, not a boast.
    unless: ['best interest', 'best interests', 'best practice', 'best practices'],
    reason: 'A comparison with other lawyers that cannot be proven (best, #1, top-rated) is misleading (ABA Model Rule 7.1).',
  },
  {
    term: 'prior results',
    words: [
      'past results',
      'prior results',
      'case results',
      'our results',
      'record verdict',
      'record settlement',
      'million dollar verdict',
      'million dollar settlement',
      'multi-million dollar',
      'multimillion dollar',
      'testimonial',
      'testimonials',
    ],
    reason:
      'Past results and testimonials must carry a disclaimer such as "Prior results do not guarantee a similar outcome" and must not suggest another client will get the same (ABA Model Rule 7.1; New York Rule 7.1).',
  },
  {
    term: 'no win no fee',
    words: [
      'no win no fee',
      'no fee unless we win',
      'no fee unless you win',
      'no fees unless we win',
      'no fees unless you win',
      'no recovery no fee',
      'no fee unless we recover',
      'you pay nothing unless we win',
      "you don't pay unless we win",
    ],
    reason:
      'An offer of no fee unless you win must also say whether the client still pays costs and expenses; leaving that out is misleading (ABA Model Rule 7.1).',
  },
];
