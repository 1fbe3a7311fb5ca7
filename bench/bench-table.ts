import type { SentSizes } from './dist-sizes.ts';
import type { ScriptTotals } from './script-loads.ts';

export const bytes = (count: number) => `${count.toLocaleString('en-US')} B`;

/** The other encodings of a dist/ file's size, for the note column. */
export const sentSizesNote = (sizes: SentSizes) => `gzip ${bytes(sizes.gzipBytes)}, raw ${bytes(sizes.rawBytes)}`;

/** The brotli load's body bytes, the gzip load's transfer and body, and the raw size, for the note column. */
export const transferNote = (brotli: ScriptTotals, gzip: ScriptTotals) =>
  `body ${bytes(brotli.bodyBytes)}; gzip ${bytes(gzip.transferBytes)} (body ${bytes(gzip.bodyBytes)}${gzip.files === brotli.files ? '' : `, ${gzip.files} files`}); raw ${bytes(brotli.rawBytes)}`;

/** Prints rows of [element, measure, figure, note] as the benches' one table, the figure right-aligned. */
export function printTable(rows: string[][]): void {
  const header = ['element', 'measure', 'figure', 'note'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const format = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 2 ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)))
      .join('  ')
      .trimEnd();
  console.log(`\n${format(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}\n${rows.map(format).join('\n')}\n`);
}
