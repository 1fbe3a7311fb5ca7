import { describe, expect, it } from 'vitest';
import { CLIENT_SEARCH_THRESHOLD, searchClients, showsClientSearch } from '../../src/core/clients/client-search.ts';

const CLIENTS = [{ name: 'Acme Law' }, { name: 'Beta Legal' }, { name: 'Lawson & Partners' }];

describe('client search (spec sections 2 and 5)', () => {
  it('the search box appears only above 10 clients', () => {
    expect(CLIENT_SEARCH_THRESHOLD).toBe(10);
    expect(showsClientSearch(10)).toBe(false);
    expect(showsClientSearch(11)).toBe(true);
    expect(showsClientSearch(0)).toBe(false);
  });

  it('matches names by substring, ignoring case', () => {
    expect(searchClients(CLIENTS, 'LAW')).toEqual([{ name: 'Acme Law' }, { name: 'Lawson & Partners' }]);
    expect(searchClients(CLIENTS, 'eta le')).toEqual([{ name: 'Beta Legal' }]);
  });

  it('ignores spaces around the query', () => expect(searchClients(CLIENTS, '  beta ')).toEqual([{ name: 'Beta Legal' }]));

  it('finds nothing when no name matches', () => expect(searchClients(CLIENTS, 'zeta')).toEqual([]));

  it('lists every client for an empty or whitespace-only query', () => {
    expect(searchClients(CLIENTS, '')).toEqual(CLIENTS);
    expect(searchClients(CLIENTS, '   ')).toEqual(CLIENTS);
  });

  it('does not match on anything but the name', () => expect(searchClients([{ name: 'Acme', clientId: 'law-1' }], 'law')).toEqual([]));
});
