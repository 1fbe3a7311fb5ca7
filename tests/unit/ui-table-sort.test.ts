import { describe, expect, it } from 'vitest';
import { ariaSortOf, nextSort, sortRows } from '../../src/ui/table/sort-state.ts';

describe('table sorting', () => {
  const rows = [
    { name: 'Query 10', clicks: 3 },
    { name: 'query 2', clicks: null },
    { name: 'Query 1', clicks: 12 },
    { name: 'alpha', clicks: 3 },
  ];

  it('orders text as people read it: numbers by value, case ignored', () => {
    expect(sortRows(rows, 'asc', (row) => row.name).map((row) => row.name)).toEqual(['alpha', 'Query 1', 'query 2', 'Query 10']);
    expect(sortRows(rows, 'desc', (row) => row.name).map((row) => row.name)).toEqual(['Query 10', 'query 2', 'Query 1', 'alpha']);
  });

  it('puts an empty value last either way and keeps ties in their order', () => {
    expect(sortRows(rows, 'desc', (row) => row.clicks).map((row) => row.name)).toEqual(['Query 1', 'Query 10', 'alpha', 'query 2']);
    expect(sortRows(rows, 'asc', (row) => row.clicks).map((row) => row.name)).toEqual(['Query 10', 'alpha', 'Query 1', 'query 2']);
  });

  it('flips the direction on the same column, and starts another column in its first direction', () => {
    expect(nextSort({ key: 'name', direction: 'asc' }, 'name')).toEqual({ key: 'name', direction: 'desc' });
    expect(nextSort({ key: 'name', direction: 'desc' }, 'clicks', 'desc')).toEqual({ key: 'clicks', direction: 'desc' });
    expect(ariaSortOf({ key: 'clicks', direction: 'desc' }, 'clicks')).toBe('descending');
    expect(ariaSortOf({ key: 'clicks', direction: 'desc' }, 'name')).toBe('none');
  });
});
