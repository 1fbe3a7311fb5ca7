// A fake GET /v1/events for the live-update tests: each fetch is one connection the test writes frames to,
// closes, or answers with a status; an aborted fetch errors its body as a browser's does.
import { afterEach, beforeEach, vi } from 'vitest';

export interface FakeConnection {
  url: URL;
  headers: Headers;
  /** Writes raw event-stream text to the page. */
  send(text: string): void;
  /** The service closes the stream. */
  close(): void;
  readonly aborted: boolean;
}

export function fakeEventService(statuses: number[] = []) {
  const connections: FakeConnection[] = [];
  const encoder = new TextEncoder();
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const status = statuses.shift() ?? 200;
    let stream!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (controller) => void (stream = controller) });
    const signal = init?.signal;
    signal?.addEventListener('abort', () => {
      try {
        stream.error(new DOMException('The operation was aborted.', 'AbortError'));
      } catch {
        // already closed by the service
      }
    });
    connections.push({
      url: new URL(String(input)),
      headers: new Headers(init?.headers),
      send: (text) => stream.enqueue(encoder.encode(text)),
      close: () => stream.close(),
      get aborted() {
        return signal?.aborted ?? false;
      },
    });
    return new Response(status === 200 ? body : 'no', {
      status,
      headers: { 'content-type': status === 200 ? 'text/event-stream' : 'text/plain' },
    });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, connections, last: () => connections[connections.length - 1]! };
}

/** Lets the stream's promises (fetch, body reads through TextDecoderStream) run; fake timers leave setImmediate real. */
export async function settle(turns = 10): Promise<void> {
  for (let turn = 0; turn < turns; turn++) await new Promise<void>((resolve) => setImmediate(resolve));
}

export const frame = {
  ready: (resumed = false) => `event: ready\ndata: ${JSON.stringify({ resumed })}\n\n`,
  change: (id: string, changes: unknown[]) => `id: ${id}\nevent: change\ndata: ${JSON.stringify({ changes })}\n\n`,
  reset: () => `event: reset\ndata: {"reason":"history-gone","message":"Refetch"}\n\n`,
  end: (reason: string) => `event: end\ndata: ${JSON.stringify({ reason, message: reason })}\n\n`,
  ping: () => ': ping\n\n',
};

/** The live tests' clock: fake timeouts and Date from `start`; setImmediate stays real (see settle). */
export function useFakeClock(start: number): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(start);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
}
