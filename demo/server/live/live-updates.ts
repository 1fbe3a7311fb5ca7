import type { components } from '../../../src/core/api/generated/openapi.ts';
import type { Db } from '../store/db.ts';
import { createChangeFeed, type ChangeFeed } from './change-feed.ts';

export type LiveEnd = components['schemas']['LiveEnd'];

/** An open GET /v1/events response, as the process sees it: something it can end. */
export interface OpenStream {
  end(reason: LiveEnd['reason'], message: string): void;
}

/** Whose stream it is: the signed-in person, and the address it connects from. */
export interface StreamOwner {
  personId: string;
  address: string;
}

/** How many streams may be open at once (config.ts: LIVE_STREAMS_PER_PERSON, LIVE_STREAMS_PER_ADDRESS). */
export interface StreamCaps {
  perPerson: number;
  perAddress: number;
}

/** Why a stream was not opened. */
export type StreamRefusal = 'shutting-down' | 'person-full' | 'address-full';

export interface LiveUpdates {
  feed: ChangeFeed;
  /**
   * Counts a stream as open, against its person's and its address's caps, until the returned function is called;
   * or says why it may not open.
   */
  track(stream: OpenStream, owner: StreamOwner): (() => void) | StreamRefusal;
  readonly openStreams: number;
  /** Ends every open stream with `shutting-down` and stops the feed. Before fastify.close(), which waits on open answers. */
  close(): Promise<void>;
}

export const SHUTTING_DOWN = 'The service is stopping: connect again in a moment.';
export const PERSON_FULL = (cap: number) =>
  `You have ${cap} live streams open already, the most one person may: close a tab or window of the portal, or connect again when one has closed.`;
export const ADDRESS_FULL = (cap: number) =>
  `${cap} live streams are open from your network address already, the most one address may: connect again when one has closed.`;
/** When a refused stream may try again: streams are long-lived, so a place frees up seldom. */
export const STREAM_RETRY_AFTER_SECONDS = 30;

/** Counts of open streams by key, forgetting a key at zero so the map holds only who has a stream open. */
function tally() {
  const counts = new Map<string, number>();
  return {
    of: (key: string) => counts.get(key) ?? 0,
    add: (key: string) => void counts.set(key, (counts.get(key) ?? 0) + 1),
    remove(key: string) {
      const left = (counts.get(key) ?? 0) - 1;
      if (left > 0) counts.set(key, left);
      else counts.delete(key);
    },
  };
}

/** The process's live updates: one change feed, and the streams open on it, at most `caps` per person and per address. */
export async function startLiveUpdates(db: Db, caps: StreamCaps): Promise<LiveUpdates> {
  const feed = await createChangeFeed(db);
  const streams = new Set<OpenStream>();
  const byPerson = tally();
  const byAddress = tally();
  let closing = false;
  return {
    feed,
    track(stream, { personId, address }) {
      if (closing) return 'shutting-down';
      if (byPerson.of(personId) >= caps.perPerson) return 'person-full';
      if (byAddress.of(address) >= caps.perAddress) return 'address-full';
      streams.add(stream);
      byPerson.add(personId);
      byAddress.add(address);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        streams.delete(stream);
        byPerson.remove(personId);
        byAddress.remove(address);
      };
    },
    get openStreams() {
      return streams.size;
    },
    async close() {
      if (closing) return;
      closing = true;
      for (const stream of [...streams]) stream.end('shutting-down', SHUTTING_DOWN);
      await feed.close();
    },
  };
}
