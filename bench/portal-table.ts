import type { AreaChunks } from './portal-area-chunks.ts';
import type { HomeJs } from './portal-home-js.ts';
import type { ReturnTiming } from './portal-return-timing.ts';

const bytes = (count: number) => `${count.toLocaleString('en-US')} B`;

/** One table of the portal's figures, in the element bench's layout: sizes in gzip bytes, times in ms. */
export function printPortalTable({ homeJs, areaChunks, returnTiming }: { homeJs: HomeJs; areaChunks: AreaChunks; returnTiming: ReturnTiming }): void {
  const { largest } = areaChunks;
  const { clickToShown, clickToCommit } = returnTiming;
  const rows: string[][] = [
    ['<fp-portal>', `all JavaScript requested before Home is interactive (${homeJs.files} files)`, bytes(homeJs.gzipBytes), `Home shown at ${homeJs.homeShownMs} ms, ${homeJs.reviewQueueItems} items to review (one load, CPU 1x)`],
    ['<fp-portal>', `all JavaScript loaded until the network is quiet (${homeJs.untilIdle.files} files)`, bytes(homeJs.untilIdle.gzipBytes), 'for comparison'],
    ['<fp-portal>', `largest area chunk: dist/${largest.fileName} (${largest.routes.join(', ')})`, bytes(largest.gzipBytes), `${bytes(largest.beyondHomeGzipBytes)} with the static imports Home had not loaded`],
    [
      '<fp-portal>',
      `sidebar click to Home shown again after Reporting, CPU ${returnTiming.cpuThrottlingRate}x, median of ${returnTiming.runs}`,
      `${clickToShown.medianMs} ms`,
      `min ${clickToShown.minMs}, max ${clickToShown.maxMs}; committed at median ${clickToCommit.medianMs} ms`,
    ],
  ];
  const header = ['element', 'measure', 'figure', 'note'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const format = (cells: string[]) => cells.map((cell, column) => (column === 2 ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!))).join('  ').trimEnd();
  console.log(`\n${format(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}\n${rows.map(format).join('\n')}\n`);
  console.log('Page chunks (gzip), largest first; beyond Home: it and its static imports that Home had not loaded:');
  for (const chunk of areaChunks.chunks) {
    const served = chunk.routes.length ? chunk.routes.join(', ') : `no route the bench user stays on (${chunk.pageModule})`;
    console.log(`  dist/${chunk.fileName}: ${bytes(chunk.gzipBytes)}, ${bytes(chunk.beyondHomeGzipBytes)} beyond Home; ${served}`);
  }
}
