import { describe, expect, it } from 'vitest';
import { readEventStream, type ServerSentEvent } from '../../src/core/live/sse-reader.ts';

/** A response body that hands out `chunks` one read at a time (as UTF-8 bytes). */
function bodyOf(chunks: Array<string | Uint8Array<ArrayBuffer>>): ReadableStream<Uint8Array<ArrayBuffer>> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      controller.close();
    },
  });
}

async function read(chunks: Array<string | Uint8Array<ArrayBuffer>>) {
  const events: ServerSentEvent[] = [];
  const retries: number[] = [];
  let reads = 0;
  await readEventStream(bodyOf(chunks), {
    onEvent: (event) => events.push(event),
    onRetry: (ms) => retries.push(ms),
    onBytes: () => reads++,
  });
  return { events, retries, reads };
}

const STREAM =
  'retry: 1000\r\n' +
  ': ping\r\n' +
  'event: ready\r\ndata: {"resumed":false}\r\n\r\n' +
  'id: 12.1\r\nevent: change\r\ndata: {"changes":\r\ndata: []}\r\n\r\n' +
  ': ping\n\n' +
  'event: end\ndata: {"reason":"signed-out","message":"Bye"}\n\n';

const EXPECTED: ServerSentEvent[] = [
  { event: 'ready', data: '{"resumed":false}', id: '' },
  { event: 'change', data: '{"changes":\n[]}', id: '12.1' },
  { event: 'end', data: '{"reason":"signed-out","message":"Bye"}', id: '12.1' },
];

describe('readEventStream: server-sent events over a fetch body', () => {
  it('reads events, joins multi-line data with \\n, skips comments, keeps the last id and reports retry', async () => {
    const { events, retries } = await read([STREAM]);
    expect(events).toEqual(EXPECTED);
    expect(retries).toEqual([1000]);
  });

  it('reads the same events whatever the chunks are split at, CRLF pairs and multi-byte characters included', async () => {
    const text = STREAM.replace('Bye', 'Au revoir, à bientôt ✓');
    const bytes = new TextEncoder().encode(text);
    const expected = EXPECTED.map((event) => ({ ...event, data: event.data.replace('Bye', 'Au revoir, à bientôt ✓') }));
    for (let cut = 1; cut < bytes.length; cut++) {
      const { events } = await read([bytes.slice(0, cut), bytes.slice(cut)]);
      expect(events, `split at byte ${cut}`).toEqual(expected);
    }
    const { events } = await read([...bytes].map((byte) => new Uint8Array([byte])));
    expect(events).toEqual(expected);
  });

  it('reports every chunk read, a comment alone included (how the loop notices the pings)', async () => {
    const { events, reads } = await read([': ping\n\n', ': ping\n\n', ': ping\n']);
    expect(events).toEqual([]);
    expect(reads).toBe(3);
  });

  it('ends lines at CR alone, LF alone or CRLF, and reads a CRLF split across chunks as one line end', async () => {
    const { events } = await read(['data: a\rdata: b\n', 'data: c\r', '\n\r', 'data: d\r', '\r']);
    expect(events).toEqual([
      { event: 'message', data: 'a\nb\nc', id: '' },
      { event: 'message', data: 'd', id: '' },
    ]);
  });

  it('reads a field without a colon as empty, drops one leading space only, and ignores unknown fields', async () => {
    const { events } = await read(['data\ndata:  two spaces\nfoo: bar\nevent:change\n\n']);
    expect(events).toEqual([{ event: 'change', data: '\n two spaces', id: '' }]);
  });

  it('dispatches nothing for a block without data, but its id counts for later events; an empty id clears it', async () => {
    const { events } = await read(['id: 7.3\n\n', 'data: x\n\n', 'id\ndata: y\n\n']);
    expect(events).toEqual([
      { event: 'message', data: 'x', id: '7.3' },
      { event: 'message', data: 'y', id: '' },
    ]);
  });

  it('takes retry only when it is all digits, and ignores an id holding NUL', async () => {
    const { events, retries } = await read(['retry: 15s\nretry: 2500\nid: 1\0\ndata: z\n\n']);
    expect(retries).toEqual([2500]);
    expect(events).toEqual([{ event: 'message', data: 'z', id: '' }]);
  });

  it('drops an event the stream ended before its blank line, but dispatches one whose last line ends in CR', async () => {
    expect((await read(['data: whole\n\ndata: cut off\n'])).events).toEqual([{ event: 'message', data: 'whole', id: '' }]);
    expect((await read(['data: last\r\r'])).events).toEqual([{ event: 'message', data: 'last', id: '' }]);
  });
});
