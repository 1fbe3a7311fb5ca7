import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipLevel9 = promisify(gzip);

/**
 * What browsers download from dist/. Source maps are left out: only developer tools ask for them, and
 * brotli's top level over maps about twice the size of the code would slow every build for that.
 */
const COMPRESSED_FILE = /\.(js|json|css)$/;

/** Writes `<file>.br` and `<file>.gz` beside `file`, at the top levels: paid once per build, saved on every download. */
export async function precompressFile(file: string): Promise<void> {
  const bytes = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipLevel9(bytes, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}

/**
 * Once the bundle is written, every file a browser loads gets brotli and gzip copies beside it, which the
 * service sends by the request's Accept-Encoding (demo/server/pages.ts, @fastify/static `preCompressed`).
 * The files on disk are read back, so each copy is exactly the bytes served uncompressed.
 */
export function precompress(): Plugin {
  return {
    name: 'fp-precompress',
    apply: 'build',
    async writeBundle({ dir }, bundle) {
      if (!dir) return this.error('precompress: the build has no output folder (build.outDir).');
      await Promise.all(
        Object.keys(bundle)
          .filter((fileName) => COMPRESSED_FILE.test(fileName))
          .map((fileName) => precompressFile(join(dir, fileName))),
      );
    },
  };
}
