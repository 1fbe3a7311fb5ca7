import { describe, expect, it } from 'vitest';
import { addEntries, entriesOf } from '../../src/core/forms/list-entries.ts';

describe('entriesOf: a pasted or typed list', () => {
  it('takes one entry per line, or entries separated by commas or semicolons, trimmed, blanks dropped', () => {
    expect(entriesOf(' a@firm.com \n\nb@firm.com,c@firm.com ; d@firm.com\r\n')).toEqual([
      'a@firm.com',
      'b@firm.com',
      'c@firm.com',
      'd@firm.com',
    ]);
  });

  it('is empty for nothing but separators and spaces', () => {
    expect(entriesOf(' ,\n ; ')).toEqual([]);
  });
});

describe('addEntries: repeats are left out and named', () => {
  it('keeps the list, adds the new entries at its end, and names those already there or given twice', () => {
    expect(addEntries(['a@firm.com'], ['b@firm.com', 'a@firm.com', 'b@firm.com', 'c@firm.com'])).toEqual({
      entries: ['a@firm.com', 'b@firm.com', 'c@firm.com'],
      repeats: ['a@firm.com', 'b@firm.com'],
    });
  });

  it('compares by the key given (an address ignoring case), keeping the first spelling', () => {
    const lower = (entry: string) => entry.toLowerCase();
    expect(addEntries(['Ann@Firm.com'], ['ann@firm.com', 'Bob@firm.com'], lower)).toEqual({
      entries: ['Ann@Firm.com', 'Bob@firm.com'],
      repeats: ['ann@firm.com'],
    });
  });
});
