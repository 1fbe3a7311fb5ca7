import { describe, expect, it } from 'vitest';
import { isChurned, localIsoDate } from '../../src/core/clients/churn.ts';

describe('isChurned (spec section 3: churned if no contract has an endDate on or after today, or null)', () => {
  const today = '2026-11-21';
  it('is active with an open-ended contract', () => expect(isChurned([{ endDate: null }], today)).toBe(false));
  it('is active when a contract ends today', () => expect(isChurned([{ endDate: today }], today)).toBe(false));
  it('is active when any contract ends later', () => expect(isChurned([{ endDate: '2026-01-01' }, { endDate: '2027-01-01' }], today)).toBe(false));
  it('is churned when every contract ended before today', () => expect(isChurned([{ endDate: '2026-11-20' }, { endDate: '2025-12-31' }], today)).toBe(true));
  it('is churned with no contract at all', () => expect(isChurned([], today)).toBe(true));
  it('compares whole dates across months and years', () => expect(isChurned([{ endDate: '2026-12-01' }], '2026-11-30')).toBe(false));
});

describe('localIsoDate', () => {
  it("gives the user's calendar date as YYYY-MM-DD", () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localIsoDate(new Date(2026, 10, 21, 0, 0))).toBe('2026-11-21');
  });
});
