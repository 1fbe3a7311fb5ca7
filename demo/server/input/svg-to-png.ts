import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * An SVG a person uploads is markup that could run script on our origin, however it is filtered, so the service
 * never keeps one: it keeps a PNG drawn from it. Each drawing runs in a thread of its own that is stopped after
 * DRAW_TIME_LIMIT_MS (a small SVG can ask for minutes of filters), one at a time (each may take a lot of memory),
 * and outside any database transaction (the embedded database runs one at a time).
 */
export const SVG_DRAWN_SIDE = 1024;
const DRAW_TIME_LIMIT_MS = 10_000;
const FONT_FOLDERS = ['/usr/share/fonts'];

const require = createRequire(import.meta.url);
const WORKER = new URL('./svg-to-png-worker.mjs', import.meta.url);

/** Why an SVG could not be drawn, as the end of a sentence ("could not be drawn as an SVG image: …"). */
export class SvgDrawingProblem extends Error {}

let compiled: Promise<WebAssembly.Module> | undefined;
const rasterizer = () =>
  (compiled ??= readFile(require.resolve('@resvg/resvg-wasm/index_bg.wasm')).then((bytes) => WebAssembly.compile(bytes)));

let queue: Promise<unknown> = Promise.resolve();

/** A PNG of the SVG whose longer side is SVG_DRAWN_SIDE pixels; rejects with SvgDrawingProblem when it cannot be drawn. */
export function svgToPng(svg: Uint8Array, { timeLimitMs = DRAW_TIME_LIMIT_MS } = {}): Promise<Uint8Array> {
  const turn = queue.then(() => draw(svg, timeLimitMs));
  queue = turn.catch(() => undefined);
  return turn;
}

async function draw(svg: Uint8Array, timeLimitMs: number): Promise<Uint8Array> {
  const wasm = await rasterizer();
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { workerData: { wasm, svg, longestSide: SVG_DRAWN_SIDE, fontFolders: FONT_FOLDERS } });
    const finish = (outcome: () => void) => {
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(
      () =>
        finish(() =>
          reject(
            new SvgDrawingProblem(
              `it takes longer than ${timeLimitMs / 1000} seconds to draw; simplify it (fewer filters and effects) or upload a PNG`,
            ),
          ),
        ),
      timeLimitMs,
    );
    worker.once('message', (answer: { png?: Uint8Array; problem?: string }) =>
      finish(() => (answer.png ? resolve(answer.png) : reject(new SvgDrawingProblem(answer.problem ?? 'the drawing gave no picture')))),
    );
    worker.once('error', (error) => finish(() => reject(new SvgDrawingProblem(error.message))));
    worker.once('exit', (code) => finish(() => reject(new SvgDrawingProblem(`the drawing stopped (exit code ${code})`))));
  });
}
