/**
 * Google rejects a Business Profile post whose text holds a phone number (the number belongs in the profile
 * or a Call now button), so the page warns before approval. North American numbers only: the firms and the
 * contract's countries are the United States and Canada.
 *
 * A pattern rather than libphonenumber-js: its findPhoneNumbersInText costs 36.8 KB gzip with the "min"
 * metadata (17.8 KB with core and metadata cut to US and Canada) against well under 1 KB here, and it
 * reports only numbers it judges valid, so "(555) 123-4567" goes unflagged, while a reader (and, we must
 * assume, Google's check) sees a phone number there. Warning too often is the safer side of a rejection.
 */
export type PhoneNumberMatch = { start: number; end: number; text: string };

// Nothing that touches a number may be a digit or letter, nor a digit's grouping or a date's or a case
// number's punctuation ("Tel:" may precede one): so "2:23-cv-01234", "12/05/2024", "$1,250,000" and
// ZIP+4 "10001-1234" hold none.
const BEFORE = String.raw`(?<![\p{L}\p{N}_$/.,-]|\p{N}[.\-\s])`;
const AFTER = String.raw`(?![\p{L}\p{N}_/]|[.,:-]\p{N})`;
const SEP = String.raw`[-.\s]?`;
// +1 or 1 before the area code, as dialed from anywhere in North America.
const COUNTRY = String.raw`(?:\+?1${SEP})?`;
// An area code never starts with 0 or 1 (NANP); it may stand in parentheses.
const AREA = String.raw`(?:\(\s?[2-9]\d{2}\s?\)\s?|[2-9]\d{2}${SEP})`;
const DIGITS = new RegExp(`${BEFORE}${COUNTRY}${AREA}\\d{3}${SEP}\\d{4}${AFTER}`, 'gu');
// 1-800-FLOWERS: toll-free codes spelt in capital letters, seven or more characters after the code.
const TOLL_FREE = String.raw`(?:\(8(?:00|33|44|55|66|77|88)\)\s?|8(?:00|33|44|55|66|77|88)${SEP})`;
const VANITY = new RegExp(`${BEFORE}${COUNTRY}${TOLL_FREE}(?<spelt>(?=[A-Z0-9-]*[A-Z])[A-Z0-9]+(?:-[A-Z0-9]+){0,3})${AFTER}`, 'gu');

/** Every North American phone number written in the text, in order, with UTF-16 offsets. */
export function findPhoneNumbers(text: string): PhoneNumberMatch[] {
  const matches = [...text.matchAll(DIGITS)].map((m) => ({ start: m.index, end: m.index + m[0].length, text: m[0] }));
  for (const m of text.matchAll(VANITY)) {
    // A keypad number needs seven keys after the code ("1-800-LAW" is a word, not a number).
    if ((m.groups?.spelt ?? '').replace(/-/g, '').length < 7) continue;
    const match = { start: m.index, end: m.index + m[0].length, text: m[0] };
    if (!matches.some((n) => n.start < match.end && match.start < n.end)) matches.push(match);
  }
  return matches.sort((a, b) => a.start - b.start);
}
