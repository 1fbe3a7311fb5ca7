import type { components } from '../../../src/core/api/generated/openapi.ts';
import type { Db } from '../store/db.ts';
import { createChangeFeed, type ChangeFeed } from './change-feed.ts';

export type LiveEnd = components['schemas']['LiveEnd'];

/** An open GET /v1/events response, as the process sees it: something it can end. */
export interface OpenStream {
  end(reason: LiveEnd['reason'], message: string): void;
}

export interface LiveUpdates {
  feed: ChangeFeed;
  /** Counts a stream as open until the returned function is called; false while the service stops. */
  track(stream: OpenStream): (() => void) | false;
  readonly openStreams: number;
  /** Ends every open stream with `shutting-down` and stops the feed. Before fastify.close(), which waits on open answers. */
  close(): Promise<void>;
}

export const SHUTTING_DOWN = 'The service is stopping: connect again in a moment.';

/** The process's live updates: one change feed, and the streams open on it. */
export async function startLiveUpdates(db: Db): Promise<LiveUpdates> {
  const feed = await createChangeFeed(db);
  const streams = new Set<OpenStream>();
  let closing = false;
  return {
    feed,
    track(stream) {
      if (closing) return false;
      streams.add(stream);
      return () => void streams.delete(stream);
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
