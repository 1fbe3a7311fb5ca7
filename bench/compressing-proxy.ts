import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FrontServer } from './bench-run.ts';

/**
 * What the service will send once dist/ is served precompressed (issue 11, another branch): the bundle's files
 * brotli (quality 11) or gzip (level 9), whichever the browser accepts; everything else as the service answers
 * it. Stands in front of the service so Lighthouse can predict the page with compressed JavaScript.
 */
const COMPRESSED_PATHS = /^\/dist\//;

type Encoding = 'br' | 'gzip';

function acceptedEncoding(header: string | undefined): Encoding | undefined {
  const accepted = (header ?? '').split(',').map((part) => part.split(';')[0]!.trim());
  if (accepted.includes('br')) return 'br';
  return accepted.includes('gzip') ? 'gzip' : undefined;
}

// Precompressed files cost nothing to send; compressing at quality 11 on every request would add its time to
// the server response time Lighthouse's simulation starts from. dist/ does not change during a bench.
const compressed = new Map<string, Buffer>();

function compress(path: string, body: Buffer, encoding: Encoding): Buffer {
  const key = `${encoding} ${path}`;
  let result = compressed.get(key);
  if (!result) {
    result = encoding === 'br' ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }) : gzipSync(body, { level: 9 });
    compressed.set(key, result);
  }
  return result;
}

function forward(target: URL, incoming: IncomingMessage, outgoing: ServerResponse): void {
  const upstream = request(new URL(incoming.url ?? '/', target), { method: incoming.method, headers: incoming.headers }, (answer) => {
    const encoding = acceptedEncoding(incoming.headers['accept-encoding']);
    const path = new URL(incoming.url ?? '/', target).pathname;
    const compressible = answer.statusCode === 200 && !answer.headers['content-encoding'] && COMPRESSED_PATHS.test(path);
    if (!encoding || !compressible) {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
      return;
    }
    const chunks: Buffer[] = [];
    answer.on('data', (chunk: Buffer) => chunks.push(chunk));
    answer.on('end', () => {
      const body = compress(path, Buffer.concat(chunks), encoding);
      const headers = { ...answer.headers, 'content-encoding': encoding, 'content-length': String(body.length), vary: 'accept-encoding' };
      outgoing.writeHead(200, headers);
      outgoing.end(body);
    });
  });
  upstream.on('error', (error) => outgoing.destroy(error));
  incoming.pipe(upstream);
}

/** Starts the proxy on `port` in front of `serviceUrl`. */
export function startCompressingProxy(serviceUrl: string, port: number): Promise<FrontServer> {
  const server = createServer((incoming, outgoing) => forward(new URL(serviceUrl), incoming, outgoing));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${port}`,
        stop: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            // Browsers keep connections open; close() alone would wait for them.
            server.closeAllConnections();
          }),
      }),
    );
  });
}
