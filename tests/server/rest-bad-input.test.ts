import { createConnection, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../demo/server/config.ts';
import { JSON_TOO_DEEP } from '../../demo/server/input/json-depth.ts';
import { operationsOf, readDocument, type RestOperation } from '../../demo/server/rest/document.ts';
import { databaseDigest, ID_POISONS, inBatches, poisonsFor, Tally, urlEncoded, withValueAt, type Path } from './support/bad-input.ts';
import { pathOf, pathParameters, queryParameters, sampleOf, stringLeaves } from './support/rest-samples.ts';
import { clientIdOf, DEMO, MAIN_CLIENT, startTestService, type TestService } from './support/service.ts';

// Every REST operation of openapi.json, called with poisoned path and query parameters and JSON body
// fields (NUL, another control character, a lone surrogate; a tab in ids), a wrong content type, a
// malformed and an oversized body: each answer is a 4xx problem that names the parameter or field
// where there is one, never a 500, and the database is exactly as it was.
let service: TestService;
let token: string;
let before: Record<string, string>;
const operations = operationsOf(readDocument());
const withBody = operations.filter((operation) => operation.bodyKind === 'json');
const ID_FIELD = /^id$|Ids?$/;
const BATCH = 8;

// A request timeout of a second and a small connection cap, so the tests of both are quick (defaults: 30 s, 256).
const REQUEST_TIMEOUT_MS = 1000;
const CONNECTIONS_PER_ADDRESS = 40;

beforeAll(async () => {
  service = await startTestService({
    env: { REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS), CONNECTIONS_PER_ADDRESS: String(CONNECTIONS_PER_ADDRESS) },
  });
  token = await service.tokenFor(DEMO.admin);
  before = await databaseDigest(service.app.db);
});
afterAll(() => service?.close());

/** `contentType` null sends the body without one (as bytes: fetch would label a string text/plain). */
async function call(method: string, path: string, body?: string, contentType: string | null = 'application/json') {
  const headers = {
    authorization: `Bearer ${token}`,
    ...(body === undefined || contentType === null ? {} : { 'content-type': contentType }),
  };
  const response = await fetch(`${service.url}${path}`, {
    method,
    headers,
    body: contentType === null && body !== undefined ? new TextEncoder().encode(body) : body,
  });
  const text = await response.text();
  let parsed: Record<string, unknown> = {};
  try {
    parsed = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // judged below: a problem body must be JSON
  }
  return { status: response.status, body: parsed };
}

type Answer = Awaited<ReturnType<typeof call>>;

/** A 4xx problem body, of the expected status, naming what it should; anything else is a failure. */
function judge(tally: Tally, what: string, answer: Answer, expected: { status: number; parameter?: string; field?: string }) {
  const isProblem = answer.body.status === answer.status && typeof answer.body.detail === 'string';
  const named =
    (expected.parameter === undefined || answer.body.parameter === expected.parameter) &&
    (expected.field === undefined || answer.body.field === expected.field);
  const fine = answer.status === expected.status && isProblem && named;
  tally.count(String(answer.status), fine ? undefined : `${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
}

const bodyOf = (operation: RestOperation) => (operation.bodyKind === 'json' ? JSON.stringify(sampleOf(operation.schema.body)) : undefined);
const finish = async (tally: Tally, label: string) => {
  console.log(tally.summary(label));
  expect(tally.failures).toEqual([]);
  expect(await databaseDigest(service.app.db)).toEqual(before);
};

describe('poisoned text in every REST operation', () => {
  it('is refused in path parameters, naming the parameter', async () => {
    const tally = new Tally();
    const calls = operations.flatMap((operation) =>
      pathParameters(operation).flatMap((name) => Object.entries(ID_POISONS).map(([poison, text]) => ({ operation, name, poison, text }))),
    );
    await inBatches(calls, BATCH, async ({ operation, name, poison, text }) => {
      const answer = await call(operation.method, pathOf(operation, { [name]: urlEncoded(text) }), bodyOf(operation));
      judge(tally, `${operation.id} {${name}} ${poison}`, answer, { status: 400, parameter: name });
    });
    expect(tally.calls).toBeGreaterThan(100);
    await finish(tally, 'REST path parameters');
  });

  it('is refused in query parameters, naming the parameter', async () => {
    const tally = new Tally();
    const calls = operations.flatMap((operation) =>
      queryParameters(operation).flatMap((name) => Object.entries(ID_POISONS).map(([poison, text]) => ({ operation, name, poison, text }))),
    );
    await inBatches(calls, BATCH, async ({ operation, name, poison, text }) => {
      const answer = await call(operation.method, `${pathOf(operation)}?${name}=${urlEncoded(text)}`, bodyOf(operation));
      judge(tally, `${operation.id} ?${name} ${poison}`, answer, { status: 400, parameter: name });
    });
    expect(tally.calls).toBeGreaterThan(50);
    await finish(tally, 'REST query parameters');
  });

  it('is refused in JSON body fields, naming the field', async () => {
    const tally = new Tally();
    const calls = withBody.flatMap((operation) =>
      stringLeaves(operation.schema.body).flatMap((path) => {
        const key = [...path].reverse().find((segment) => typeof segment === 'string') ?? '';
        return poisonsFor(ID_FIELD.test(String(key))).map(([poison, text]) => ({ operation, path, poison, text }));
      }),
    );
    await inBatches(
      calls,
      BATCH,
      async ({ operation, path, poison, text }: { operation: RestOperation; path: Path; poison: string; text: string }) => {
        const body = JSON.stringify(withValueAt(sampleOf(operation.schema.body), path, text));
        const answer = await call(operation.method, pathOf(operation), body);
        judge(tally, `${operation.id} body/${path.join('/')} ${poison}`, answer, { status: 400, field: path.join('/') });
      },
    );
    expect(tally.calls).toBeGreaterThan(withBody.length);
    await finish(tally, 'REST JSON bodies');
  });
});

describe('bodies every REST operation refuses', () => {
  it('a wrong or missing content type (415), empty or malformed JSON (400), JSON nested 5,000 levels deep (400) and a body over the limit (413)', async () => {
    const tally = new Tally();
    const oversized = JSON.stringify({ text: 'x'.repeat(service.app.config.bodyLimitBytes) });
    const deep = `{"text": ${'['.repeat(5000)}"a\\u0000"${']'.repeat(5000)}}`;
    await inBatches(withBody, 4, async (operation) => {
      const path = pathOf(operation);
      judge(tally, `${operation.id} text/plain`, await call(operation.method, path, bodyOf(operation), 'text/plain'), { status: 415 });
      judge(tally, `${operation.id} XML`, await call(operation.method, path, '<job/>', 'application/xml'), { status: 415 });
      judge(tally, `${operation.id} no content type`, await call(operation.method, path, bodyOf(operation), null), { status: 415 });
      judge(tally, `${operation.id} empty JSON`, await call(operation.method, path, ''), { status: 400 });
      judge(tally, `${operation.id} malformed JSON`, await call(operation.method, path, '{"topic": "cut sh'), { status: 400 });
      judge(tally, `${operation.id} deep JSON`, await call(operation.method, path, deep), { status: 400 });
      judge(tally, `${operation.id} oversized`, await call(operation.method, path, oversized), { status: 413 });
    });
    await finish(tally, 'REST content types and sizes');
  });
});

describe('JSON nested too deep', () => {
  it('is refused with 400 before it is read, even where a field takes any object, and nothing is stored', async () => {
    const reports = async () =>
      (await service.app.db.query<{ count: number }>('select count(*)::int as count from deliverable_reports'))[0]!.count;
    const before = await reports();
    const depth = 100_000;
    for (const deep of ['['.repeat(depth) + ']'.repeat(depth), '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)]) {
      // `metrics` takes any object: the value reached the database write, whose JSON.stringify overflowed the stack (500).
      const body = `{"clientId": "${clientIdOf(MAIN_CLIENT)}", "serviceName": "Blog", "title": "Deep", "metrics": {"m": ${deep}}}`;
      const answer = await call('POST', '/v1/deliverables/reports', body);
      expect(answer).toEqual({ status: 400, body: { status: 400, title: 'Bad Request', detail: JSON_TOO_DEEP } });
    }
    expect(await reports()).toBe(before);
  });
});

describe('slow senders and many connections', () => {
  const port = () => Number(new URL(service.url).port);
  /** A raw connection from `localAddress`, with what it received and when it closed (ms after it opened). */
  const connect = (localAddress = '127.0.0.1') =>
    new Promise<{ socket: Socket; received: () => string; closed: Promise<number> }>((resolve, reject) => {
      const started = performance.now();
      let received = '';
      const socket = createConnection({ host: '127.0.0.1', port: port(), localAddress }, () =>
        resolve({ socket, received: () => received, closed }),
      );
      const closed = new Promise<number>((done) => socket.once('close', () => done(performance.now() - started)));
      socket.on('data', (chunk) => (received += chunk));
      socket.on('error', () => {}); // a reset is one of the ways a connection is refused
      socket.once('error', reject);
    });

  it('keeps a request timeout of about 30 s by default', () => {
    expect(readConfig({}).requestTimeoutMs).toBe(30_000);
    expect(readConfig({}).connectionsPerAddress).toBe(256);
  });

  it('cuts off a body trickling in a byte at a time with 408 once the request timeout passes', async () => {
    const { socket, received, closed } = await connect();
    socket.write(
      `POST /v1/deliverables/reports HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`,
    );
    const trickle = setInterval(() => socket.writable && socket.write(' '), 100);
    try {
      const after = await Promise.race([
        closed,
        new Promise<number>((resolve) => setTimeout(() => resolve(Infinity), 4 * REQUEST_TIMEOUT_MS)),
      ]);
      expect(after).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS * 0.9);
      expect(after).toBeLessThan(3 * REQUEST_TIMEOUT_MS);
      expect(received()).toMatch(/^HTTP\/1\.1 408 /);
    } finally {
      clearInterval(trickle);
      socket.destroy();
    }
  });

  it(`closes a connection from an address that already holds ${CONNECTIONS_PER_ADDRESS} at once, and takes one again when one closes`, async () => {
    // From an address of its own (loopback has them all), so the file's other calls do not count.
    const held = await Promise.all(Array.from({ length: CONNECTIONS_PER_ADDRESS }, () => connect('127.0.0.3')));
    try {
      const extra = await connect('127.0.0.3');
      const refusedAfter = await Promise.race([
        extra.closed,
        new Promise<number>((resolve) => setTimeout(() => resolve(Infinity), REQUEST_TIMEOUT_MS / 2)),
      ]);
      expect(refusedAfter).toBeLessThan(REQUEST_TIMEOUT_MS / 2);
      expect(held.filter(({ socket }) => socket.destroyed)).toEqual([]);
      // Another address is not held back.
      expect((await fetch(`${service.url}/v1/openapi.json`)).status).toBe(200);

      held.pop()!.socket.destroy();
      await new Promise((resolve) => setTimeout(resolve, 50));
      const again = await connect('127.0.0.3');
      again.socket.write('GET /v1/openapi.json HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
      await again.closed;
      expect(again.received()).toMatch(/^HTTP\/1\.1 200 /);
    } finally {
      for (const { socket } of held) socket.destroy();
    }
  });
});

describe('multipart uploads', () => {
  const uploads = operations.filter((operation) => operation.bodyKind === 'multipart');
  const BOUNDARY = 'fp-boundary';
  const part = (name: string, value: string, fileName?: string) =>
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${fileName === undefined ? '' : `; filename="${fileName}"\r\nContent-Type: text/plain`}\r\n\r\n${value}\r\n`;
  const END = `--${BOUNDARY}--\r\n`;
  const multipart = `multipart/form-data; boundary=${BOUNDARY}`;
  // A multipart body is UTF-8 bytes, in which a lone surrogate cannot be written (fetch sends U+FFFD).
  const multipartPoisons = poisonsFor(false).filter(([poison]) => poison !== 'loneSurrogate');

  it('refuses malformed bodies, missing or misnamed parts, poisoned names and notes, and a file over the limit', async () => {
    const tally = new Tally();
    const [step] = await service.app.db.query<{ id: string }>(`select id from backlink_steps where status = 'Pending' order by id limit 1`);
    const realIds: Record<string, string> = { uploadClientLogo: clientIdOf(MAIN_CLIENT), saveBacklinkStep: step!.id };
    const big = 'x'.repeat(service.app.config.bodyLimitBytes + 10);
    for (const operation of uploads) {
      const path = pathOf(operation, { id: realIds[operation.id]! });
      const cases: Array<[string, string, string, { status: number; field?: string }]> = [
        ['a boundary the body does not use', part('file', 'hello', 'a.txt') + END, 'multipart/form-data; boundary=other', { status: 400 }],
        ['no boundary', part('file', 'hello', 'a.txt') + END, 'multipart/form-data', { status: 400 }],
        ['a body cut short', part('file', 'hello', 'a.txt').slice(0, -10), multipart, { status: 400 }],
        ['no file part', END, multipart, { status: 400, field: 'file' }],
        ['the file under another name', part('upload', 'hello', 'a.txt') + END, multipart, { status: 400, field: 'upload' }],
        ['an unknown text part', part('colour', 'red') + part('file', 'hello', 'a.txt') + END, multipart, { status: 400, field: 'colour' }],
        ['a file over the limit', part('file', big, 'a.txt') + END, multipart, { status: 413 }],
        ...multipartPoisons.map(([poison, text]): [string, string, string, { status: number; field?: string }] => [
          `a file name with ${poison}`,
          part('file', 'hello', text) + END,
          multipart,
          { status: 400, field: 'file' },
        ]),
        ...(operation.id === 'saveBacklinkStep'
          ? multipartPoisons.map(([poison, text]): [string, string, string, { status: number; field?: string }] => [
              `a note with ${poison}`,
              part('note', text) + part('file', 'hello', 'a.txt') + END,
              multipart,
              { status: 400, field: 'note' },
            ])
          : []),
      ];
      for (const [what, body, contentType, expected] of cases)
        judge(tally, `${operation.id}: ${what}`, await call('POST', path, body, contentType), expected);
    }
    expect(uploads.map((operation) => operation.id).sort()).toEqual(['saveBacklinkStep', 'uploadClientLogo']);
    await finish(tally, 'REST multipart');
  });
});
