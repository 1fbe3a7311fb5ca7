// Streams held open from Node, as other people's pages would hold them: the load the live bench puts on the
// service beside its one measured page.
import { DEFAULT_AUTH_AUDIENCE } from '../demo/server/config.ts';
import { mintAccessToken } from '../scripts/access-token.ts';
import { readEventStream } from '../src/core/live/sse-reader.ts';

export interface OpenStreams {
  /** Streams that answered 200 and are still open. */
  open(): number;
  /** `change` events received, over every stream. */
  changesReceived(): number;
  /** When each stream received its latest `change` event (ms since the epoch), by stream. */
  lastChangeAt(): number[];
  close(): Promise<void>;
}

/** The people the background streams sign in as, in turn: staff read every client, the firm's people their own. */
const STREAM_USERS = ['user-owner', 'user-user', 'user-manager', 'user-admin', 'user-ppc'];

/** Opens `count` streams to the service, each with its own token, and reads them until closed. */
export async function openStreams(serviceUrl: string, dataDir: string, count: number): Promise<OpenStreams> {
  const stop = new AbortController();
  let open = 0;
  let changes = 0;
  const lastAt: number[] = new Array(count).fill(0);
  const read = async (index: number, token: string) => {
    const answer = await fetch(`${serviceUrl}/v1/events`, {
      headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
      signal: stop.signal,
    });
    if (answer.status !== 200 || !answer.body) throw new Error(`A background stream was answered ${answer.status}: ${await answer.text()}`);
    open += 1;
    try {
      await readEventStream(answer.body, {
        onEvent: ({ event }) => {
          if (event !== 'change') return;
          changes += 1;
          lastAt[index] = performance.timeOrigin + performance.now();
        },
      });
    } catch (error) {
      if (!stop.signal.aborted) throw error;
    } finally {
      open -= 1;
    }
  };
  const tokens = await Promise.all(
    Array.from({ length: count }, (_, index) =>
      mintAccessToken({ dataDir, issuer: serviceUrl, audience: DEFAULT_AUTH_AUDIENCE, userId: STREAM_USERS[index % STREAM_USERS.length]! }),
    ),
  );
  const failures: unknown[] = [];
  const reading = tokens.map((token, index) => read(index, token).catch((error: unknown) => void failures.push(error)));
  const deadline = Date.now() + 30_000;
  while (open + failures.length < count) {
    if (Date.now() > deadline) throw new Error(`Only ${open} of ${count} background streams opened within 30 s.`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (failures.length) throw failures[0];
  return {
    open: () => open,
    changesReceived: () => changes,
    lastChangeAt: () => [...lastAt],
    async close() {
      stop.abort();
      await Promise.all(reading);
    },
  };
}
