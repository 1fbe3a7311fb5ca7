import type { BellTiming } from './elements-bell-timing.ts';
import { LOADER_FILE, type LoaderSize } from './elements-build.ts';
import type { ElementJs } from './elements-first-paint-js.ts';
import { chunkName } from '../scripts/chunk-names.mjs';
import { printTable, sentSizesNote, transferNote, bytes } from './bench-table.ts';

/**
 * One table of everything the element bench measured: sizes in bytes as Chromium received them with its own
 * Accept-Encoding (brotli), gzip and raw beside them; times in ms since navigation start.
 */
export function printElementsTable({ loader, elements, bell }: { loader: LoaderSize; elements: ElementJs[]; bell: BellTiming }): void {
  printTable([
    ['loader', `dist/${LOADER_FILE} (brotli body)`, bytes(loader.loader.brotliBytes), sentSizesNote(loader.loader)],
    [
      'loader',
      `with its static imports (${loader.staticImports.map(chunkName).join(', ') || 'none'})`,
      bytes(loader.withStaticImports.brotliBytes),
      sentSizesNote(loader.withStaticImports),
    ],
    ...elements.map(({ brotli, gzip }) => [
      `<${brotli.tag}>`,
      `all JavaScript requested before first paint (${brotli.beforeFirstPaint.files} files), brotli transferred`,
      bytes(brotli.beforeFirstPaint.transferBytes),
      `${transferNote(brotli.beforeFirstPaint, gzip)}; first paint at ${Math.round(brotli.firstPaintMs)} ms (one load, CPU 1x)`,
    ]),
    [
      '<fp-notifications>',
      `navigation to count shown, CPU ${bell.cpuThrottlingRate}x, median of ${bell.runs}`,
      `${bell.countShown.medianMs} ms`,
      `min ${bell.countShown.minMs}, max ${bell.countShown.maxMs}`,
    ],
    [
      '<fp-notifications>',
      `navigation to bell painted, CPU ${bell.cpuThrottlingRate}x, median of ${bell.runs}`,
      `${bell.firstPaint.medianMs} ms`,
      `min ${bell.firstPaint.minMs}, max ${bell.firstPaint.maxMs}`,
    ],
  ]);
}
