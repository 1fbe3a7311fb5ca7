import { stringify } from 'csv-stringify/browser/esm/sync';

/** Figures stay figures (a negative one is not taken for a formula); yes or no is written as words by the caller. */
export type CsvCell = string | number | null | undefined;

/**
 * RFC 4180 text of `rows` under `header`, for spreadsheets: every field quoted where it must be, and a field a
 * spreadsheet would run as a formula (one starting with =, +, -, @, tab or carriage return) kept as text, since
 * search queries and page titles come from strangers. A field holding a semicolon is quoted too: spreadsheets set to
 * a `;` list separator (much of Europe) split there, and what follows would start a cell of its own, unescaped.
 * A byte order mark makes Excel read it as UTF-8.
 */
export function csvText(header: readonly string[], rows: ReadonlyArray<readonly CsvCell[]>): string {
  return `\uFEFF${stringify([header as string[], ...(rows as CsvCell[][])], { escape_formulas: true, quoted_match: ';', record_delimiter: 'windows' })}`;
}

/** A file name safe on every system: the parts joined by dashes, lower case, nothing but letters, digits and dashes. */
export function csvFileName(...parts: string[]): string {
  const stem = parts
    .join('-')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${stem || 'export'}.csv`;
}
