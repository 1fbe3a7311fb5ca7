import { describe, expect, it } from 'vitest';
import { resolveSelectedPeriod } from '../../src/core/periods/period-fallback.ts';

const period = (id: string, isCurrentPeriod = false) => ({
  id,
  startDate: '2026-01-01',
  endDate: '2026-01-31',
  isCurrentPeriod,
  deliverablesByService: [],
});
const OCT = period('oct');
const NOV = period('nov', true);
const DEC = period('dec');

describe('selected period fallback (spec section 4)', () => {
  it('keeps the stored period when it is among the available ones', () => expect(resolveSelectedPeriod(DEC, [OCT, NOV, DEC])).toBe(DEC));

  it('takes the available version of the stored period (fresh deliverables)', () => {
    const freshDec = { ...DEC, deliverablesByService: [{ serviceName: 'Blog', deliverables: [] }] };
    expect(resolveSelectedPeriod(DEC, [OCT, NOV, freshDec])).toBe(freshDec);
  });

  it('uses the current period when the stored one is not available', () =>
    expect(resolveSelectedPeriod(period('2025'), [OCT, NOV, DEC])).toBe(NOV));
  it('uses the current period when none is stored', () => expect(resolveSelectedPeriod(null, [OCT, NOV, DEC])).toBe(NOV));
  it('uses the first when there is no current period', () => expect(resolveSelectedPeriod(period('2025'), [OCT, DEC])).toBe(OCT));
  it('gives null when no period is available', () => expect(resolveSelectedPeriod(NOV, [])).toBeNull());
});
