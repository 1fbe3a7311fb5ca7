// The page's one live-update stream (docs/live-updates.md): GET /v1/events read with fetch (EventSource cannot
// send the bearer token), reconnected with backoff, resumed from the last event id, renewed when the token
// expires. What a frame means for the page's data is the caller's (apply-change.ts).
import type { components } from '../api/generated/openapi.ts';
import { readEventStream, type ServerSentEvent } from './sse-reader.ts';

export type LiveChange = components['schemas']['LiveChange'];
type LiveEnd = components['schemas']['LiveEnd'];

/** The spec's stream reconnect numbers (section 9): 1 s, doubling, at most 30 s. */
export const FIRST_RETRY_MS = 1_000;
export const LONGEST_RETRY_MS = 30_000;
/** Each wait is moved by up to a quarter either way, so the pages a restart dropped do not come back at once. */
export const RETRY_JITTER = 0.25;
/** The service pings every 15 s: this long without a byte, the connection is dead (a missed ping or two). */
export const SILENCE_MS = 45_000;
/** A stream that stayed open this long after `ready` was healthy: the backoff starts again from 1 s. */
export const HEALTHY_MS = 10_000;
/** Asked from a little before what the page last knew, so a change committed at that moment is not missed. */
export const SINCE_MARGIN_MS = 2_000;
/** How far back the service keeps changes; from further back the page refetches everything instead. */
export const HISTORY_MS = 60 * 60 * 1000;

export interface LiveStreamOptions {
  /** The stream's URL: the REST API's base and /events. */
  url: string;
  /** The stored token while valid, else a renewed one; undefined when there is none (never sends to sign in). */
  getAccessToken(): Promise<string | undefined>;
  /** A new token from the identity provider, past every cache (after 401 or `end token-expired`). */
  renewAccessToken(): Promise<string | undefined>;
  /** When the page's oldest data was fetched (epoch ms), asked once, for the first connection's `since`. */
  firstSince(): number | undefined;
  onChanges(changes: LiveChange[]): void;
  /** What the page holds may have missed changes (history gone): refetch everything. */
  onReset(): void;
  fetch?: typeof fetch;
  now?: () => number;
  random?: () => number;
}

export interface LiveStream {
  /** Closes the connection but keeps where it was (a hidden tab); `resume` goes on from there. */
  pause(): void;
  resume(): void;
  /** Closes for good. */
  stop(): void;
}

/** How one connection ended: an `end` frame's reason, a 401, or a drop (network, silence, a bad answer). */
type Outcome = LiveEnd['reason'] | 'unauthorized' | 'dropped';

const parse = <T>(event: ServerSentEvent) => JSON.parse(event.data) as T;

export function openLiveStream(options: LiveStreamOptions): LiveStream {
  const fetchImpl: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  let state: 'open' | 'paused' | 'stopped' = 'open';
  let lastEventId = '';
  let since: number | undefined;
  let firstConnection = true;
  let retryMs = FIRST_RETRY_MS;
  /** Drops since the last healthy stream: the backoff's exponent. */
  let drops = 0;
  let renewNext = false;
  let lastWasUnauthorized = false;
  /** A token-expired reconnect went out at once since the last healthy stream: the next one waits its turn. */
  let renewedAtOnce = false;
  let connection: AbortController | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const reconnectIn = (ms: number) => {
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, ms);
  };
  const backoff = () => {
    const doubled = Math.min(LONGEST_RETRY_MS, retryMs * 2 ** drops);
    drops += 1;
    reconnectIn(Math.min(LONGEST_RETRY_MS, doubled * (1 - RETRY_JITTER + 2 * RETRY_JITTER * random())));
  };
  const close = () => {
    clearTimeout(timer);
    timer = undefined;
    connection?.abort();
    connection = undefined;
  };

  function request(token: string, signal: AbortSignal): Promise<Response> {
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'text/event-stream' };
    if (firstConnection) {
      firstConnection = false;
      const oldest = options.firstSince();
      if (oldest !== undefined) since = oldest - SINCE_MARGIN_MS;
    }
    let url = options.url;
    if (lastEventId) headers['last-event-id'] = lastEventId;
    else if (since !== undefined) {
      if (since < now() - HISTORY_MS) {
        // Older than the service keeps: what changed since cannot be told, so everything is read again.
        options.onReset();
        since = now() - SINCE_MARGIN_MS;
      }
      url += `?since=${encodeURIComponent(new Date(since).toISOString())}`;
    }
    return fetchImpl(url, { headers, signal, cache: 'no-store' });
  }

  async function read(
    body: ReadableStream<Uint8Array<ArrayBuffer>>,
    controller: AbortController,
  ): Promise<{ outcome: Outcome; readyAt?: number }> {
    let readyAt: number | undefined;
    let ended: Outcome | undefined;
    let silence: ReturnType<typeof setTimeout> | undefined;
    const heard = () => {
      clearTimeout(silence);
      silence = setTimeout(() => controller.abort(), SILENCE_MS);
      // Nothing was missed up to now: a later connection without an event id goes on from here.
      if (readyAt !== undefined) since = now() - SINCE_MARGIN_MS;
    };
    const onEvent = (event: ServerSentEvent) => {
      if (event.event === 'ready') readyAt = now();
      else if (event.event === 'change') {
        if (event.id) lastEventId = event.id;
        options.onChanges(parse<components['schemas']['LiveChanges']>(event).changes);
      } else if (event.event === 'reset') options.onReset();
      else if (event.event === 'end') {
        ended = parse<LiveEnd>(event).reason;
        controller.abort();
      }
    };
    heard();
    try {
      await readEventStream(body, {
        onEvent,
        onBytes: heard,
        onRetry: (ms) => (retryMs = Math.min(LONGEST_RETRY_MS, Math.max(FIRST_RETRY_MS, ms))),
      });
    } catch (error) {
      if (!controller.signal.aborted) console.error('The live-update stream broke off; it reconnects.', error);
    } finally {
      clearTimeout(silence);
    }
    return { outcome: ended ?? 'dropped', readyAt };
  }

  async function attempt(controller: AbortController): Promise<{ outcome: Outcome; readyAt?: number }> {
    const token = renewNext ? await options.renewAccessToken() : await options.getAccessToken();
    renewNext = false;
    if (!token || controller.signal.aborted) return { outcome: 'dropped' };
    const response = await request(token, controller.signal);
    if (response.status === 401) return { outcome: 'unauthorized' };
    lastWasUnauthorized = false;
    if (!response.ok || !response.body) return { outcome: 'dropped' };
    return read(response.body, controller);
  }

  async function connect(): Promise<void> {
    const controller = new AbortController();
    connection = controller;
    let result: { outcome: Outcome; readyAt?: number } = { outcome: 'dropped' };
    try {
      result = await attempt(controller);
    } catch (error) {
      if (!controller.signal.aborted) console.error('Could not open the live-update stream; it tries again.', error);
    }
    // Paused, resumed or stopped meanwhile: whoever closed this connection decides what comes next.
    const current = connection === controller;
    if (current) connection = undefined;
    if (state !== 'open' || !current) return;
    if (result.readyAt !== undefined && now() - result.readyAt >= HEALTHY_MS) {
      drops = 0;
      renewedAtOnce = false;
    }
    switch (result.outcome) {
      case 'unauthorized':
        // Once more with a new token; a second refusal in a row is the page's queries' to handle (sign in again).
        if (lastWasUnauthorized) return void (state = 'stopped');
        lastWasUnauthorized = true;
        renewNext = true;
        return void connect();
      case 'token-expired':
        renewNext = true;
        if (renewedAtOnce) return backoff();
        renewedAtOnce = true;
        return void connect();
      case 'signed-out':
        return void (state = 'stopped');
      default:
        return backoff();
    }
  }

  void connect();
  return {
    pause() {
      if (state !== 'open') return;
      state = 'paused';
      close();
    },
    resume() {
      if (state !== 'paused') return;
      state = 'open';
      void connect();
    },
    stop() {
      state = 'stopped';
      close();
    },
  };
}
