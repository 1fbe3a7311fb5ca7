import { describe, expect, it } from 'vitest';
import { localIsoDate } from '../../src/core/clients/local-iso-date.ts';

// The date the portal sends as `today` (churn, what is overdue): the user's calendar date, not UTC's.
describe('localIsoDate', () => {
  it("gives the user's calendar date as YYYY-MM-DD", () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localIsoDate(new Date(2026, 10, 21, 0, 0))).toBe('2026-11-21');
  });
});
