// The shell's small pure rules: the avatar's initials (or 'UN') and how a subscription period is named.
import { describe, expect, it } from 'vitest';
import { periodLabel } from '../../src/composers/shell/period-label.ts';
import { initialsOf } from '../../src/ui/user-initials.ts';

describe('initialsOf', () => {
  it('takes the first letters of the first and last names, upper-cased', () => {
    expect(initialsOf('Ada King Lovelace')).toBe('AL');
    expect(initialsOf('  olivia   owner ')).toBe('OO');
    expect(initialsOf('Cher')).toBe('C');
    expect(initialsOf('Émile Zola')).toBe('ÉZ');
  });

  it("is 'UN' without a name", () => {
    expect(initialsOf(undefined)).toBe('UN');
    expect(initialsOf(null)).toBe('UN');
    expect(initialsOf('   ')).toBe('UN');
  });
});

describe('periodLabel', () => {
  it('names the dates as calendar days whatever the time zone, and marks the current period', () => {
    expect(periodLabel({ startDate: '2026-11-01', endDate: '2026-11-30', isCurrentPeriod: true })).toBe('Nov 1 – 30, 2026 (current)');
    expect(periodLabel({ startDate: '2026-10-01', endDate: '2026-10-31', isCurrentPeriod: false })).toBe('Oct 1 – 31, 2026');
    expect(periodLabel({ startDate: '2026-12-15', endDate: '2027-01-14', isCurrentPeriod: false })).toBe('Dec 15, 2026 – Jan 14, 2027');
  });
});
