import type { BoardTiming } from './blog-board-timing.ts';
import type { ScrollTiming } from './blog-scroll.ts';

const ms = (value: number) => `${value.toLocaleString('en-US')} ms`;

/** One table of the board's figures, in the other browser benches' layout: times in ms, CPU slowed 4x. */
export function printBlogTable({
  boards,
  scrolls,
  skipped,
}: {
  boards: BoardTiming[];
  scrolls: ScrollTiming[];
  skipped: Array<{ name: string; reason: string }>;
}): void {
  const rows: string[][] = [];
  for (const board of boards) {
    const { boardShown, openPost } = board;
    rows.push(
      [
        board.target,
        `navigation to the board with its jobs shown, CPU ${board.cpuThrottlingRate}x, median of ${board.runs}`,
        ms(boardShown.medianMs),
        `min ${boardShown.minMs}, max ${boardShown.maxMs}; ${board.groups.join('; ') || `${board.rowsInDom} rows`}`,
      ],
      [
        board.target,
        `click on a topic to the post shown (h1 and content), CPU ${board.cpuThrottlingRate}x, median of ${board.runs}`,
        ms(openPost.medianMs),
        `min ${openPost.minMs}, max ${openPost.maxMs}; "${board.openedTopic}"`,
      ],
    );
  }
  for (const scroll of scrolls) {
    const { longestTask, longTasks } = scroll;
    rows.push(
      [
        scroll.target,
        `longest task scrolling the list top to bottom (${scroll.steps} steps), CPU ${scroll.cpuThrottlingRate}x, median of ${scroll.runs}`,
        ms(longestTask.medianMs),
        `min ${longestTask.minMs}, max ${longestTask.maxMs}`,
      ],
      [scroll.target, 'tasks over 50 ms while scrolling, median', String(longTasks.median), `min ${longTasks.min}, max ${longTasks.max}`],
      [
        scroll.target,
        'most rows in the DOM at once while scrolling',
        String(scroll.mostRowsInDom),
        `of ${scroll.jobsInList?.toLocaleString('en-US') ?? 'an unknown number of'} jobs in the list`,
      ],
    );
  }
  const header = ['where', 'measure', 'figure', 'note'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const format = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 2 ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)))
      .join('  ')
      .trimEnd();
  console.log(`\n${format(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}\n${rows.map(format).join('\n')}\n`);
  for (const { name, reason } of skipped) console.log(`Not measured: ${name}: ${reason}.`);
}

/** The same boards small and large: how much longer the large one takes to show (the issue asks for at most 1.3x). */
export function printScaleTable(small: BoardTiming[], large: BoardTiming[]): void {
  for (const board of large) {
    const other = small.find((candidate) => candidate.target === board.target);
    if (!other) continue;
    const ratio = board.boardShown.medianMs / other.boardShown.medianMs;
    console.log(
      `${board.target}: shown in ${ms(board.boardShown.medianMs)} with ${board.groups.join('; ')}; ${ms(other.boardShown.medianMs)} with ${other.groups.join('; ')}: ${ratio.toFixed(2)}x.`,
    );
  }
}
