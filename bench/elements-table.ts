import type { BellTiming } from './elements-bell-timing.ts';
import { LOADER_FILE, type LoaderSize } from './elements-build.ts';
import type { FirstPaintJs } from './elements-first-paint-js.ts';

const bytes = (count: number) => `${count.toLocaleString('en-US')} B`;

/** One table of everything the element bench measured: sizes in gzip bytes, times in ms since navigation start. */
export function printElementsTable({ loader, elements, bell }: { loader: LoaderSize; elements: FirstPaintJs[]; bell: BellTiming }): void {
  const rows: string[][] = [
    ['loader', `dist/${LOADER_FILE}`, bytes(loader.loaderGzipBytes), ''],
    ['loader', `with its static imports (${loader.staticImports.join(', ') || 'none'})`, bytes(loader.withStaticImportsGzipBytes), ''],
    ...elements.map((element) => [
      `<${element.tag}>`,
      `all JavaScript requested before first paint (${element.files} files)`,
      bytes(element.gzipBytes),
      `first paint at ${Math.round(element.firstPaintMs)} ms (one load, CPU 1x)`,
    ]),
    ['<fp-notifications>', `navigation to count shown, CPU ${bell.cpuThrottlingRate}x, median of ${bell.runs}`, `${bell.countShown.medianMs} ms`, `min ${bell.countShown.minMs}, max ${bell.countShown.maxMs}`],
    ['<fp-notifications>', `navigation to bell painted, CPU ${bell.cpuThrottlingRate}x, median of ${bell.runs}`, `${bell.firstPaint.medianMs} ms`, `min ${bell.firstPaint.minMs}, max ${bell.firstPaint.maxMs}`],
  ];
  const header = ['element', 'measure', 'figure', 'note'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const format = (cells: string[]) => cells.map((cell, column) => (column === 2 ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!))).join('  ').trimEnd();
  console.log(`\n${format(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}\n${rows.map(format).join('\n')}\n`);
}
