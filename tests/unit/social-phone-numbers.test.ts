// Google rejects a Business Profile post with a phone number in its text (src/areas/posts/model/phone-numbers.ts):
// the common North American forms are found with exact offsets; years, dates, ZIP codes, prices and case
// numbers are not.
import { describe, expect, it } from 'vitest';
import { findPhoneNumbers } from '../../src/areas/posts/model/phone-numbers.ts';

const found = (text: string) => findPhoneNumbers(text).map((m) => m.text);

describe('findPhoneNumbers', () => {
  it.each([
    '(555) 123-4567',
    '(555)123-4567',
    '555-123-4567',
    '555.123.4567',
    '555 123 4567',
    '5551234567',
    '+1 555 123 4567',
    '+1-555-123-4567',
    '+1 (555) 123-4567',
    '1-800-356-9377',
    '1 (212) 736-5000',
    '+15551234567',
  ])('finds %s', (number) => {
    expect(found(`Call ${number} today.`)).toEqual([number]);
  });

  it('gives UTF-16 offsets into the text, after emoji', () => {
    const text = '📞 Call (212) 736-5000 now';
    const [match] = findPhoneNumbers(text);
    expect(match).toEqual({ start: 8, end: 22, text: '(212) 736-5000' });
    expect(text.slice(match!.start, match!.end)).toBe('(212) 736-5000');
  });

  it('finds a number after a label and a colon', () => {
    expect(found('Tel:212-736-5000, Fax: 212.736.5001')).toEqual(['212-736-5000', '212.736.5001']);
  });

  it('finds every number in a post, in order', () => {
    expect(found('Office: 212-736-5000. After hours: (646) 555-0199.')).toEqual(['212-736-5000', '(646) 555-0199']);
  });

  it('finds toll-free vanity numbers spelt in capitals', () => {
    expect(found('Call 1-800-FLOWERS or 1-800-GOT-JUNK or (888) LAW-FIRM.')).toEqual(['1-800-FLOWERS', '1-800-GOT-JUNK', '(888) LAW-FIRM']);
    // Too short to be a keypad number, or not a toll-free code.
    expect(found('Dial 1-800-LAW. Read 212-LAW-FIRM.')).toEqual([]);
  });

  it.each([
    ['a year', 'Since 2024, we have served Ohio.'],
    ['years in a row', 'Named in 2019 2020 2021 and 2022.'],
    ['a date', 'Filed on 12/05/2024 at 10:30 and 2024-05-12.'],
    ['a ZIP code', 'Visit us at 123 Main St, Columbus, OH 43215-1234.'],
    ['a price', 'Fees from $1,250,000 or $2,500.00; 1,234,567,890 claims.'],
    ['a federal case number', 'Case No. 2:23-cv-01234 and 1:21-cv-123456.'],
    ['a state case number', 'Docket CV-2023-123-4567 and 2023-CA-001234.'],
    ['an ISBN', 'ISBN 978-3-16-148410-0.'],
    ['a Social Security number pattern', 'Never share 123-45-6789.'],
    ['an area code starting with 1', 'Reference 123-456-7890.'],
    ['a longer digit run', 'Account 12125551234567 and 41111111111111.'],
    ['a lowercase word after 800', 'An 800-year-old tradition.'],
  ])('does not flag %s', (_name, text) => {
    expect(findPhoneNumbers(text)).toEqual([]);
  });

  it('finds nothing in an empty text', () => {
    expect(findPhoneNumbers('')).toEqual([]);
  });
});
