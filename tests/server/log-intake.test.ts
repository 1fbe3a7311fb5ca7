import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BATCH_BYTES, registerLogIntake } from '../../demo/server/logs/index.ts';

let app: FastifyInstance;
let origin: string;

// The query the browser SDK adds when it posts through a proxy.
const DDFORWARD = '?ddforward=' + encodeURIComponent('/api/v2/logs?ddsource=browser&dd-api-key=pub123&dd-request-id=r1');

const send = (body: string, contentType = 'text/plain;charset=UTF-8') =>
  fetch(`${origin}/intake/logs${DDFORWARD}`, { method: 'POST', body, headers: { 'content-type': contentType } });

const recent = async (query = '') => (await fetch(`${origin}/intake/logs/recent${query}`)).json();

beforeAll(async () => {
  app = Fastify();
  await app.register(registerLogIntake, { keep: 5 });
  // A route outside the intake, to show its JSON parsing is untouched.
  app.post('/elsewhere', async (request) => ({ parsed: request.body }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  origin = `http://127.0.0.1:${address.port}`;
});

afterAll(() => app.close());

describe('log intake', () => {
  it('accepts newline-delimited JSON as the SDK sends it', async () => {
    const lines = [{ message: 'first', status: 'info' }, { message: 'second', status: 'error' }];
    const response = await send(lines.map((line) => JSON.stringify(line)).join('\n'));
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ accepted: 2, rejected: 0 });
  });

  it('accepts a JSON array, also as application/json', async () => {
    const response = await send(JSON.stringify([{ message: 'third' }, { message: 'fourth' }]), 'application/json');
    expect(await response.json()).toEqual({ accepted: 2, rejected: 0 });
  });

  it('counts malformed lines and items as rejected, skipping blank lines', async () => {
    const ndjson = await send('{"message":"fifth"}\n{not json\n\n42\r\n["a"]\n');
    expect(ndjson.status).toBe(202);
    expect(await ndjson.json()).toEqual({ accepted: 1, rejected: 3 });
    expect(await (await send('[{"message":"sixth"}, "text", null]')).json()).toEqual({ accepted: 1, rejected: 2 });
  });

  it('lists the kept entries newest first, up to keep and limit', async () => {
    const all = await recent();
    expect(all.entries.map((entry: { log: { message: string } }) => entry.log.message)).toEqual(['sixth', 'fifth', 'fourth', 'third', 'second']);
    expect(Date.parse(all.entries[0].receivedAt)).not.toBeNaN();
    const two = await recent('?limit=2');
    expect(two.entries.map((entry: { log: { message: string } }) => entry.log.message)).toEqual(['sixth', 'fifth']);
    expect((await fetch(`${origin}/intake/logs/recent?limit=zero`)).status).toBe(400);
  });

  it('answers 413 with a clear message above the body limit', async () => {
    const line = JSON.stringify({ message: 'x'.repeat(1000) });
    const body = Array.from({ length: Math.ceil(MAX_BATCH_BYTES / line.length) + 1 }, () => line).join('\n');
    const response = await send(body);
    expect(response.status).toBe(413);
    expect((await response.json()).message).toMatch(/larger than the 262144 bytes/);
    // Just under the limit still passes.
    const fits = await send(body.slice(0, MAX_BATCH_BYTES - 10_000).replace(/\n[^\n]*$/, ''));
    expect(fits.status).toBe(202);
  });

  it('answers CORS preflights and leaves JSON parsing elsewhere alone', async () => {
    const preflight = await fetch(`${origin}/intake/logs`, {
      method: 'OPTIONS',
      headers: { origin: 'http://portal.test', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, POST, OPTIONS');
    expect((await send('{}')).headers.get('access-control-allow-origin')).toBe('*');

    const elsewhere = await fetch(`${origin}/elsewhere`, { method: 'POST', body: '{"a":1}', headers: { 'content-type': 'application/json' } });
    expect(await elsewhere.json()).toEqual({ parsed: { a: 1 } });
    expect(elsewhere.headers.get('access-control-allow-origin')).toBeNull();
  });
});
