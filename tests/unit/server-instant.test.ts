import { describe, expect, it } from 'vitest';
import { toIsoInstant } from '../../demo/server/store/instant.ts';

// What building a Date would give, the slow way the fast path must match.
const viaDate = (value: string) => new Date(value.includes('+') || value.endsWith('Z') ? value : `${value}Z`).toISOString();

describe('PostgreSQL timestamps as ISO instants', () => {
  it.each([
    '2026-11-25 10:00:54.195808+00',
    '2026-11-25 10:00:54.1+00',
    '2026-11-25 10:00:54.12+00',
    '2026-11-25 10:00:54.123+00',
    '2026-11-25 10:00:54.999999+00',
    '2026-11-25 10:00:54+00',
    '2026-01-01 00:00:00',
    '2026-02-28 23:59:59.5',
    '2026-11-25 10:00:54.195808+02',
    '2026-11-25T10:00:54Z',
  ])('writes %s as Date would', (value) => {
    expect(toIsoInstant(value)).toBe(viaDate(value));
  });

  it('keeps milliseconds without rounding up', () => {
    expect(toIsoInstant('2026-12-31 23:59:59.9999+00')).toBe('2026-12-31T23:59:59.999Z');
  });
});
