import type { components } from '../../../src/core/api/generated/openapi.ts';

// A reader of GET /v1/events for tests: fetch (as the portal's runtime reads it, with the token in a header) and a
// server-sent-events parser, keeping every event in order with the time it arrived.

export type LiveChange = components['schemas']['LiveChange'];
export interface LiveEvent {
  event: string;
  id?: string;
  data: any;
  /** performance.now() when it was parsed. */
  at: number;
}

export interface LiveStream {
  status: number;
  headers: Headers;
  /** Every event read so far, in order. */
  events: LiveEvent[];
  /** The `change` events' changes, flattened, in order. */
  changes(): LiveChange[];
  /** Resolves with the first event (counting those already read) that matches, or fails after `timeoutMs`. */
  waitFor(match: (event: LiveEvent) => boolean, timeoutMs?: number): Promise<LiveEvent>;
  /** Resolves when the service closed the stream. */
  closed: Promise<void>;
  /** Closes it from this side, as a page that goes away. */
  close(): void;
}

export interface LiveStreamOptions {
  token?: string;
  lastEventId?: string;
  since?: string;
  origin?: string;
  query?: Record<string, string>;
}

function parseFrame(frame: string): Omit<LiveEvent, 'at'> | undefined {
  let event = 'message';
  let id: string | undefined;
  const data: string[] = [];
  for (const line of frame.split('\n')) {
    if (!line || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'id') id = value;
    else if (field === 'data') data.push(value);
  }
  if (!data.length) return undefined; // retry and comment frames carry no event
  return { event, id, data: JSON.parse(data.join('\n')) };
}

export async function openLiveStream(serviceUrl: string, options: LiveStreamOptions = {}): Promise<LiveStream> {
  const url = new URL(`${serviceUrl}/v1/events`);
  if (options.since) url.searchParams.set('since', options.since);
  for (const [name, value] of Object.entries(options.query ?? {})) url.searchParams.set(name, value);
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.lastEventId) headers['last-event-id'] = options.lastEventId;
  if (options.origin) headers.origin = options.origin;
  const abort = new AbortController();
  const response = await fetch(url, { headers, signal: abort.signal });
  const events: LiveEvent[] = [];
  const waiters = new Set<() => void>();
  const notify = () => waiters.forEach((waiter) => waiter());

  let closed: Promise<void> = Promise.resolve();
  if (response.ok && response.body) {
    closed = (async () => {
      let buffer = '';
      try {
        const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
        for (;;) {
          const { value: chunk, done } = await reader.read();
          if (done) break;
          buffer += chunk.replace(/\r\n?/g, '\n');
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const parsed = parseFrame(buffer.slice(0, end));
            buffer = buffer.slice(end + 2);
            if (parsed) events.push({ ...parsed, at: performance.now() });
          }
          notify();
        }
      } catch (error) {
        if (!abort.signal.aborted) throw error;
      }
    })();
  } else {
    await response.body?.cancel();
  }

  return {
    status: response.status,
    headers: response.headers,
    events,
    changes: () => events.filter((event) => event.event === 'change').flatMap((event) => event.data.changes as LiveChange[]),
    waitFor(match, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (!found) return;
          cleanup();
          resolve(found);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`No matching event within ${timeoutMs} ms; read: ${JSON.stringify(events.map(({ at: _, ...event }) => event))}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    closed,
    close: () => abort.abort(),
  };
}
