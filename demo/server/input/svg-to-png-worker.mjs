// Draws one SVG as a PNG for svg-to-png.ts. Plain JavaScript, so that the thread starts the same under `node --import
// tsx` and under the test runner's loader. The drawing is resvg's WebAssembly build: WebAssembly has no access to the
// service's files or network, so an <image href> naming a path or a URL draws nothing instead of being read.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { initWasm, Resvg } from '@resvg/resvg-wasm';

const FONT_FILE = /\.(ttf|otf|ttc)$/i;

/** The machine's fonts, for text the SVG has not turned into outlines; none is fine (such text is then not drawn). */
function fontsIn(folders) {
  const fonts = [];
  for (const folder of folders) {
    if (!existsSync(folder)) continue;
    const names = readdirSync(folder, { recursive: true }).map(String);
    for (const name of names.filter((file) => FONT_FILE.test(file))) fonts.push(readFileSync(join(folder, name)));
  }
  return fonts;
}

const { wasm, svg, longestSide, fontFolders } = workerData;
try {
  await initWasm(wasm);
  // The first reading gives the SVG's own size; the drawing is made so that its longer side is `longestSide`.
  const { width, height } = new Resvg(svg, { font: { fontBuffers: [] } });
  if (!(width > 0 && height > 0)) throw new Error('it has no width or height');
  const fitTo = width >= height ? { mode: 'width', value: longestSide } : { mode: 'height', value: longestSide };
  const png = new Resvg(svg, { fitTo, font: { fontBuffers: fontsIn(fontFolders) } }).render().asPng();
  parentPort.postMessage({ png }, [png.buffer]);
} catch (error) {
  parentPort.postMessage({ problem: String(error instanceof Error ? error.message : error) });
}
