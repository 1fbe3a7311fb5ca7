import { describe, expect, it } from 'vitest';
import { csvFileName, csvText } from '../../src/ui/export/csv.ts';

describe('CSV export', () => {
  it('quotes what must be quoted and marks the text as UTF-8 for spreadsheets', () => {
    const text = csvText(
      ['Query', 'Clicks'],
      [
        ['car accident, lawyer', 12],
        ['the "best" firm', 0],
        ['Müller & Søn', null],
      ],
    );
    expect(text).toBe('\uFEFFQuery,Clicks\r\n"car accident, lawyer",12\r\n"the ""best"" firm",0\r\nMüller & Søn,\r\n');
  });

  it('keeps a field a spreadsheet would run as a formula as text, but a negative figure as a figure', () => {
    const text = csvText(
      ['Query', 'Change'],
      [
        ['=HYPERLINK("https://evil.example")', -3],
        ['@SUM(A1)', 1.5],
      ],
    );
    expect(text.split('\r\n').slice(1, 3)).toEqual([`"'=HYPERLINK(""https://evil.example"")",-3`, "'@SUM(A1),1.5"]);
  });

  it('quotes a field holding a semicolon, so a spreadsheet that splits on ; keeps it one cell (and a formula in it stays text)', () => {
    const text = csvText(
      ['Query', 'Clicks'],
      [
        ["car accident;=cmd|' /C calc'!A0", 2],
        ['=1;2', 3],
        ['plain', 4],
      ],
    );
    expect(text.split('\r\n').slice(1, 4)).toEqual([`"car accident;=cmd|' /C calc'!A0",2`, `"'=1;2",3`, 'plain,4']);
  });

  it('names the file safely from its parts', () => {
    expect(csvFileName('Harbor & Vale Law', 'Nov 2026', 'Top queries')).toBe('harbor-vale-law-nov-2026-top-queries.csv');
    expect(csvFileName('???')).toBe('export.csv');
  });
});
