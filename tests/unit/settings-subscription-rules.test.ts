import { describe, expect, it } from 'vitest';
import { cancelledByService, firstOfferedEndDate } from '../../src/areas/settings/model/subscription-rules.ts';

describe('cancelledByService: what ending a contract cancels, as the confirmation lists it', () => {
  it('groups the deliverables by service, services and names in alphabetical order', () => {
    const groups = cancelledByService([
      { serviceName: 'Social Media', name: 'Post 2' },
      { serviceName: 'Blog', name: 'Winter article' },
      { serviceName: 'Social Media', name: 'Post 10' },
      { serviceName: 'Blog', name: 'autumn article' },
    ]);
    expect(groups).toEqual([
      { serviceName: 'Blog', names: ['autumn article', 'Winter article'] },
      { serviceName: 'Social Media', names: ['Post 2', 'Post 10'] },
    ]);
  });

  it('keeps two deliverables of the same name (each is cancelled)', () => {
    expect(
      cancelledByService([
        { serviceName: 'Blog', name: 'Article' },
        { serviceName: 'Blog', name: 'Article' },
      ]),
    ).toEqual([{ serviceName: 'Blog', names: ['Article', 'Article'] }]);
  });

  it('is empty when nothing is cancelled', () => expect(cancelledByService([])).toEqual([]));
});

describe('firstOfferedEndDate', () => {
  it('offers today for a contract that has started', () => expect(firstOfferedEndDate('2026-01-01', '2026-11-21')).toBe('2026-11-21'));
  it('offers the first day of a contract that starts later (an end before the start is refused)', () =>
    expect(firstOfferedEndDate('2027-02-01', '2026-11-21')).toBe('2027-02-01'));
  it('offers today when the contract starts today', () => expect(firstOfferedEndDate('2026-11-21', '2026-11-21')).toBe('2026-11-21'));
});
