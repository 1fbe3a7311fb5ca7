import { chunkName } from '../scripts/chunk-names.mjs';
import { bytes, printTable, sentSizesNote, transferNote } from './bench-table.ts';
import type { AreaChunks } from './portal-area-chunks.ts';
import type { HomeJs } from './portal-home-js.ts';
import type { ReturnTiming } from './portal-return-timing.ts';

/**
 * One table of the portal's figures, in the element bench's layout: sizes in bytes as Chromium received them
 * with its own Accept-Encoding (brotli), gzip and raw beside them; times in ms.
 */
export function printPortalTable({
  homeJs,
  areaChunks,
  returnTiming,
}: {
  homeJs: HomeJs;
  areaChunks: AreaChunks;
  returnTiming: ReturnTiming;
}): void {
  const { largest } = areaChunks;
  const { clickToShown, clickToCommit } = returnTiming;
  printTable([
    [
      '<fp-portal>',
      `all JavaScript requested before Home is interactive (${homeJs.beforeHomeShown.files} files), brotli transferred`,
      bytes(homeJs.beforeHomeShown.transferBytes),
      `${transferNote(homeJs.beforeHomeShown, homeJs.gzip.beforeHomeShown)}; Home shown at ${homeJs.homeShownMs} ms, ${homeJs.reviewQueueItems} items to review (one load, CPU 1x)`,
    ],
    [
      '<fp-portal>',
      `all JavaScript loaded until the network is quiet (${homeJs.untilIdle.files} files), brotli transferred`,
      bytes(homeJs.untilIdle.transferBytes),
      `${transferNote(homeJs.untilIdle, homeJs.gzip.untilIdle)}; for comparison`,
    ],
    [
      '<fp-portal>',
      `largest area chunk: ${chunkName(largest.fileName)} (${largest.routes.join(', ')}), brotli body`,
      bytes(largest.sizes.brotliBytes),
      `${sentSizesNote(largest.sizes)}; ${bytes(largest.beyondHome.brotliBytes)} brotli with the static imports Home had not loaded`,
    ],
    [
      '<fp-portal>',
      `sidebar click to Home shown again after Reporting, CPU ${returnTiming.cpuThrottlingRate}x, median of ${returnTiming.runs}`,
      `${clickToShown.medianMs} ms`,
      `min ${clickToShown.minMs}, max ${clickToShown.maxMs}; committed at median ${clickToCommit.medianMs} ms`,
    ],
  ]);
  console.log(
    'Page chunks (brotli body, as the service sends it), largest first; beyond Home: it and its static imports that Home had not loaded:',
  );
  for (const chunk of areaChunks.chunks) {
    const served = chunk.routes.length ? chunk.routes.join(', ') : `no route the bench user stays on (${chunk.pageModule})`;
    console.log(
      `  ${chunkName(chunk.fileName)}: ${bytes(chunk.sizes.brotliBytes)} (${sentSizesNote(chunk.sizes)}), ${bytes(chunk.beyondHome.brotliBytes)} beyond Home; ${served}`,
    );
  }
}
