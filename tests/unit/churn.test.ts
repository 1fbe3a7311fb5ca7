import { describe, expect, it } from 'vitest';
import { isChurned } from '../../demo/server/domain/churn.ts';

describe('isChurned (spec section 3: no contract ends on or after today, or is open-ended)', () => {
  const today = '2026-11-21';
  it('is active with an open-ended contract', () => expect(isChurned([{ end_date: null }], today)).toBe(false));
  it('is active when a contract ends today', () => expect(isChurned([{ end_date: today }], today)).toBe(false));
  it('is active when any contract ends later', () => expect(isChurned([{ end_date: '2026-01-01' }, { end_date: '2027-01-01' }], today)).toBe(false));
  it('is churned when every contract ended before today', () => expect(isChurned([{ end_date: '2026-11-20' }], today)).toBe(true));
  it('is churned with no contract at all', () => expect(isChurned([], today)).toBe(true));
});
