import { describe, expect, it } from 'vitest';
import { isValidSubscriptionPeriod } from '../../src/core/periods/period-validation.ts';

const PERIOD = { id: 'p1', startDate: '2026-11-01', endDate: '2026-11-30', isCurrentPeriod: true, deliverablesByService: [] };

describe('subscription period validation (spec section 5)', () => {
  it('is valid with a non-empty id and two parseable dates', () => expect(isValidSubscriptionPeriod(PERIOD)).toBe(true));
  it('accepts date-times too', () => expect(isValidSubscriptionPeriod({ ...PERIOD, startDate: '2026-11-01T00:00:00Z' })).toBe(true));

  it.each([
    ['an empty id', { ...PERIOD, id: '' }],
    ['a blank id', { ...PERIOD, id: '   ' }],
    ['a numeric id', { ...PERIOD, id: 1 }],
    ['no id', { startDate: PERIOD.startDate, endDate: PERIOD.endDate }],
    ['an empty startDate', { ...PERIOD, startDate: '' }],
    ['an empty endDate', { ...PERIOD, endDate: '' }],
    ['a startDate that does not parse', { ...PERIOD, startDate: 'first of November' }],
    ['an endDate that does not parse', { ...PERIOD, endDate: '2026-13-45' }],
    ['a date that is not a string', { ...PERIOD, endDate: 1_780_000_000_000 }],
  ])('is invalid with %s', (_, period) => expect(isValidSubscriptionPeriod(period)).toBe(false));

  it.each([null, undefined, 'p1', 42, []])('is invalid for %j', (value) => expect(isValidSubscriptionPeriod(value)).toBe(false));
});
