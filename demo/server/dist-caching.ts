import { fileURLToPath } from 'node:url';
import type { FastifyReply } from 'fastify';

/** The built bundle (`npm run build`): the demo pages load /dist/fp-portal.js, and the WordPress plugin ships it. */
export const DIST_DIR = fileURLToPath(new URL('../../dist/', import.meta.url));

/**
 * How long browsers and shared caches may keep the files of dist/. A chunk's name carries a hash of its content
 * (vite.config.ts: `chunks/<name>-<hash>.js`, 8 base64url characters), so a changed chunk is a new URL and the
 * old one can be kept for a year without asking again. Everything else keeps its name across builds (the
 * loader dist/fp-portal.js, which the host pages name, custom-elements.json, the type declarations, the source
 * maps) and must be revalidated on every use: `no-cache` with the ETag and Last-Modified that @fastify/static
 * sends, answered by 304 when unchanged.
 */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** A hashed chunk, or its brotli or gzip copy (what @fastify/static reports as the file it sends). */
const HASHED_CHUNK_FILE = /[\\/]chunks[\\/][^\\/]+-[A-Za-z0-9_-]{8}\.js(?:\.br|\.gz)?$/;

/** `setHeaders` for the dist/ folder: the Cache-Control of the file being sent. */
export function setDistCacheControl(reply: FastifyReply, filePath: string): void {
  reply.header('cache-control', HASHED_CHUNK_FILE.test(filePath) ? IMMUTABLE : REVALIDATE);
}

/** `setHeaders` for the demo pages: they name the loader and the demo's settings, so they are always revalidated. */
export function setPageCacheControl(reply: FastifyReply): void {
  reply.header('cache-control', REVALIDATE);
}
