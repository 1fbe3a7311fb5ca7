import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE, REVALIDATE } from '../../demo/server/dist-caching.ts';
import { findChunk } from '../../scripts/chunk-names.mjs';
import { startTestService, type TestService } from './support/service.ts';

// dist/ as a browser gets it: brotli or gzip by Accept-Encoding from the copies the build wrote, a year's
// caching for hashed chunks, revalidation for the loader and every file that keeps its name. Runs on the
// built bundle (npm run build, which npm test runs first).
const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
/** The shared element runtime: the largest chunk every element loads before it paints. */
const CHUNK = 'define-element';

let service: TestService;
let chunkPath: string;
beforeAll(async () => {
  if (!existsSync(`${DIST}fp-portal.js.br`)) throw new Error('dist/ has no precompressed bundle: run npm run build first.');
  chunkPath = `chunks/${findChunk(readdirSync(`${DIST}chunks`), CHUNK)}`;
  service = await startTestService({ seed: false });
});
afterAll(() => service?.close());

/** A GET whose body comes back as sent: fetch() would decompress it. */
function getRaw(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(`${service.url}${path}`, { headers }, (response) => {
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(parts) }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

describe('a hashed chunk', () => {
  it('comes as brotli, kept for a year, when the browser accepts it (as Chromium asks)', async () => {
    const answer = await getRaw(`/dist/${chunkPath}`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(answer.headers['cache-control']).toBe(IMMUTABLE);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    const file = readFileSync(`${DIST}${chunkPath}`);
    expect(answer.body.length).toBeLessThan(file.length / 3);
    expect(brotliDecompressSync(answer.body).equals(file)).toBe(true);
  });

  it('comes as gzip to a client that accepts only gzip', async () => {
    const answer = await getRaw(`/dist/${chunkPath}`, { 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['cache-control']).toBe(IMMUTABLE);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(answer.body).equals(readFileSync(`${DIST}${chunkPath}`))).toBe(true);
  });

  it('comes as it is on disk when no encoding is accepted, still varying by Accept-Encoding', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Array<Record<string, string>>) {
      const answer = await getRaw(`/dist/${chunkPath}`, headers);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers['cache-control']).toBe(IMMUTABLE);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.body.equals(readFileSync(`${DIST}${chunkPath}`))).toBe(true);
    }
  });
});

describe('files that keep their name across builds', () => {
  it('revalidates the loader: no-cache with an ETag, and 304 when it has not changed', async () => {
    const first = await getRaw('/dist/fp-portal.js', { 'accept-encoding': 'br' });
    expect(first.status).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['cache-control']).toBe(REVALIDATE);
    expect(first.headers['last-modified']).toBeTruthy();
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await getRaw('/dist/fp-portal.js', { 'accept-encoding': 'br', 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const byDate = await getRaw('/dist/fp-portal.js', { 'accept-encoding': 'br', 'if-modified-since': first.headers['last-modified']! });
    expect(byDate.status).toBe(304);
  });

  it('revalidates the manifest, the type declarations, the source maps and the demo pages', async () => {
    for (const path of ['/dist/custom-elements.json', '/dist/fp-portal.d.ts', `/dist/${chunkPath}.map`, '/intranet.html']) {
      const answer = await getRaw(path, { 'accept-encoding': 'br' });
      expect(answer.status, path).toBe(200);
      expect(answer.headers['cache-control'], path).toBe(REVALIDATE);
      expect(answer.headers.etag, path).toBeTruthy();
    }
  });

  it('does not compress source maps (only developer tools load them)', async () => {
    const answer = await getRaw(`/dist/${chunkPath}.map`, { 'accept-encoding': 'br, gzip' });
    expect(answer.headers['content-encoding']).toBeUndefined();
  });
});
