import type { components } from '../../../src/core/api/generated/openapi.ts';
import { readEventStream } from '../../../src/core/live/sse-reader.ts';

// A reader of GET /v1/events for tests: fetch (as the portal's runtime reads it, with the token in a header) and the
// runtime's server-sent-events reader, keeping every event in order with the time it arrived.

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
    // The portal's own reader (src/core/live/sse-reader.ts): the frames are read here as the page reads them.
    closed = readEventStream(response.body, {
      onEvent: ({ event, id, data }) => {
        events.push({ event, id: id || undefined, data: JSON.parse(data), at: performance.now() });
        notify();
      },
    }).catch((error: unknown) => {
      if (!abort.signal.aborted) throw error;
    });
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
          reject(
            new Error(`No matching event within ${timeoutMs} ms; read: ${JSON.stringify(events.map(({ at: _, ...event }) => event))}`),
          );
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
