import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const DIST_DIR = fileURLToPath(new URL('../dist/', import.meta.url));

/**
 * A dist/ file's body as the service sends it: the file itself, or the brotli or gzip copy the build wrote beside
 * it (scripts/precompress.ts), chosen by the request's Accept-Encoding.
 */
export interface SentSizes {
  rawBytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

export function sentSizes(fileName: string): SentSizes {
  const size = (suffix: string) => {
    const file = `${DIST_DIR}${fileName}${suffix}`;
    if (!existsSync(file))
      throw new Error(
        `dist/${fileName}${suffix} does not exist: the build writes .br and .gz beside each file (scripts/precompress.ts in vite.config.ts).`,
      );
    return statSync(file).size;
  };
  return { rawBytes: size(''), brotliBytes: size('.br'), gzipBytes: size('.gz') };
}

export function sumSentSizes(sizes: SentSizes[]): SentSizes {
  return sizes.reduce(
    (sum, one) => ({
      rawBytes: sum.rawBytes + one.rawBytes,
      brotliBytes: sum.brotliBytes + one.brotliBytes,
      gzipBytes: sum.gzipBytes + one.gzipBytes,
    }),
    {
      rawBytes: 0,
      brotliBytes: 0,
      gzipBytes: 0,
    },
  );
}
