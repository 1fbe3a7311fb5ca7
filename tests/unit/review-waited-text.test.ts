import { describe, expect, it } from 'vitest';
import { waitedText } from '../../src/core/review/waited-text.ts';

const NOW = Date.parse('2026-11-21T10:00:00Z');
const ago = (ms: number) => NOW - ms;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('waitedText', () => {
  it.each([
    [0, 'less than an hour'],
    [59 * MINUTE, 'less than an hour'],
    [HOUR, '1 hour'],
    [5 * HOUR + 59 * MINUTE, '5 hours'],
    [DAY - 1, '23 hours'],
    [DAY, '1 day'],
    [3 * DAY + 23 * HOUR, '3 days'],
    [13 * DAY, '13 days'],
    [14 * DAY, '2 weeks'],
    [22 * DAY, '3 weeks'],
  ])('a wait of %i ms reads "%s" (rounded down)', (waited, text) => {
    expect(waitedText(ago(waited), NOW)).toBe(text);
  });

  it('treats a start in the future as no wait', () => {
    expect(waitedText(NOW + DAY, NOW)).toBe('less than an hour');
  });
});
