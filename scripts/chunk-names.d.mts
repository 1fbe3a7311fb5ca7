/** Types of chunk-names.mjs (plain JavaScript, so that .size-limit.js and the browser tests load it as it is). */
export function chunkName(fileNameOrUrl: string): string;
export function findChunk(fileNames: string[], name: string): string;
