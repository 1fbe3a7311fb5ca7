import type { StartFront } from './bench-run.ts';
import { startCompressingProxy } from './compressing-proxy.ts';

/** How the service is reached: as this branch serves dist/, or through a proxy that compresses it. */
export interface Mode {
  name: string;
  description: string;
  front?: StartFront;
}

export const MODES: Mode[] = [
  { name: 'served', description: 'dist/ as this branch serves it (uncompressed)' },
  { name: 'compressed', description: 'dist/ brotli or gzip through bench/compressing-proxy.ts: a prediction of precompressed dist/', front: startCompressingProxy },
];

/** `--mode served` or `--mode compressed`; both without it. */
export function modesOption(): Mode[] {
  const index = process.argv.indexOf('--mode');
  if (index < 0) return MODES;
  const wanted = MODES.filter((mode) => mode.name === process.argv[index + 1]);
  if (!wanted.length) throw new Error(`--mode must be one of ${MODES.map((mode) => mode.name).join(', ')}, got "${process.argv[index + 1]}".`);
  return wanted;
}
