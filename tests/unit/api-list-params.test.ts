import { describe, expect, it } from 'vitest';
import { encodeFilterFields, toQueryString } from '../../src/core/api/list-params.ts';

describe('list parameters in the query string (spec section 7)', () => {
  it('writes the six list parameters in a fixed order, whatever order they are given in', () => {
    const query = toQueryString({
      AdditionalSortingFields: 'topic',
      FilterFields: 'status:Published',
      SortDirection: 'ASC',
      SortColumn: 'createdOn',
      PageNumber: 2,
      PageSize: 10,
    });
    expect(query).toBe(
      '?PageSize=10&PageNumber=2&SortColumn=createdOn&SortDirection=ASC&FilterFields=status%3APublished&AdditionalSortingFields=topic',
    );
  });

  it('keeps other query parameters after them, and leaves out undefined and null', () => {
    expect(toQueryString({ includeContents: true, PageSize: 5, StartDate: undefined, EndDate: null })).toBe(
      '?PageSize=5&includeContents=true',
    );
  });

  it('is empty when nothing is set', () => {
    expect(toQueryString(undefined)).toBe('');
    expect(toQueryString({ PageSize: undefined })).toBe('');
  });

  it('joins filters as field:value pairs and further sort columns with commas', () => {
    expect(encodeFilterFields({ status: 'Published', isTest: false, version: 2 })).toBe('status:Published,isTest:false,version:2');
    expect(toQueryString({ FilterFields: { clientId: 'c1' }, AdditionalSortingFields: ['dueDate', 'topic'] })).toBe(
      '?FilterFields=clientId%3Ac1&AdditionalSortingFields=dueDate%2Ctopic',
    );
  });

  it('refuses a filter the pair format cannot carry, naming it', () => {
    expect(() => encodeFilterFields({ name: 'Smith, Jones & Co' })).toThrow('FilterFields cannot carry name:Smith, Jones & Co');
    expect(() => encodeFilterFields({ 'a:b': 'x' })).toThrow(/field names may not contain "," or ":"/);
  });

  it('lets a value hold a colon: only the first one splits the pair', () => {
    expect(encodeFilterFields({ websiteUrl: 'https://acme.law' })).toBe('websiteUrl:https://acme.law');
  });
});
