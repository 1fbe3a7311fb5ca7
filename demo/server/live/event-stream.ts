import { loadViewer } from '../auth/viewer.ts';
import { can, type Viewer } from '../auth/permissions.ts';
import type { Handler, RestCall } from '../rest/call.ts';
import { badParameter, HttpProblem } from '../rest/problems.ts';
import type { ChangeBatch, LiveChange, Replay } from './change-feed.ts';
import { compareCursors, parseCursor } from './cursor.ts';
import { ADDRESS_FULL, PERSON_FULL, SHUTTING_DOWN, STREAM_RETRY_AFTER_SECONDS, type LiveEnd, type StreamRefusal } from './live-updates.ts';
import { SSE_PING, sseEvent, sseRetry } from './sse-frames.ts';

// The frames and their order are the contract's (scripts/openapi/paths-live.ts, docs/live-updates.md).
const RETRY_MS = 1000;
const PING_EVERY_MS = 15_000;
/** Roles can change without an `access` change reaching this process first (a restore, SQL by hand): re-read them this often. */
const RELOAD_VIEWER_EVERY_MS = 60_000;
/** Output a reader has not taken yet beyond which it is not keeping up: its stream ends, and it resumes from its last id. */
const MAX_UNSENT_BYTES = 1 << 20;
export const TOKEN_EXPIRED = 'Sign in again: the access token expired. Renew it and connect again.';
export const SIGNED_OUT = 'Signed out: this user is unknown or has been deactivated.';

type Resume = { cursor: string } | { instant: string } | undefined;

/** 503 while the service stops; 429 over a cap, with when to try again (the portal's reader backs off either way). */
function refusal(call: RestCall, why: StreamRefusal): HttpProblem {
  if (why === 'shutting-down') return new HttpProblem(503, SHUTTING_DOWN);
  const caps = call.config.liveStreams;
  call.reply.header('retry-after', String(STREAM_RETRY_AFTER_SECONDS));
  return new HttpProblem(429, why === 'person-full' ? PERSON_FULL(caps.perPerson) : ADDRESS_FULL(caps.perAddress));
}

/** Where the reader wants to go on from: its Last-Event-ID, else `since` (a first connection), else now. */
function resumePoint(call: RestCall): Resume {
  const lastEventId = call.request.headers['last-event-id'];
  if (lastEventId !== undefined) {
    if (typeof lastEventId !== 'string' || !parseCursor(lastEventId)) {
      throw badParameter(
        'Last-Event-ID',
        `Last-Event-ID must be the id of an event this stream sent (<tx>.<n>), not "${String(lastEventId)}"; leave it out to start afresh.`,
      );
    }
    return { cursor: lastEventId };
  }
  const since = call.query.since;
  return typeof since === 'string' ? { instant: since } : undefined;
}

/**
 * GET /v1/events: what changes for the clients the signed-in person may read, as server-sent events. Subscribes to
 * the process's change feed first, then replays from the reader's resume point, so nothing falls between the two
 * (repeats are dropped by cursor); ends itself when the token expires, the person loses their account, or the
 * service stops.
 */
async function streamChanges(call: RestCall): Promise<void> {
  const resume = resumePoint(call);
  const claims = call.claims;
  if (!claims) throw new Error('streamChanges ran without a verified token: its x-capability must be signedIn.');
  const { reply, live, db } = call;
  const raw = reply.raw;
  let viewer: Viewer = call.viewer;
  let lastSent: string | undefined;
  // Batches the feed hands over while the replay is read; sent after it.
  let backlog: ChangeBatch[] | undefined = [];
  // Batches are handled one after another: a reload of the viewer may sit between two.
  let handling = Promise.resolve();
  let ended = false;
  const timers: NodeJS.Timeout[] = [];

  const write = (text: string) => {
    if (ended) return;
    raw.write(text);
    if (raw.writableLength > MAX_UNSENT_BYTES) {
      finish();
      raw.destroy();
    }
  };
  const end = (reason: LiveEnd['reason'], message: string) => {
    if (ended) return;
    write(sseEvent('end', { reason, message }));
    finish();
    raw.end();
  };
  const untrack = live.track({ end }, { personId: viewer.userId, address: call.request.ip });
  if (typeof untrack === 'string') throw refusal(call, untrack);
  const unsubscribe = live.feed.subscribe((batch) => (backlog ? backlog.push(batch) : enqueue(batch)));
  function finish() {
    if (ended) return;
    ended = true;
    for (const timer of timers) clearTimeout(timer);
    unsubscribe();
    (untrack as () => void)();
  }

  const reloadViewer = async () => {
    try {
      const fresh = await loadViewer(db, viewer.sub);
      if (fresh) viewer = fresh;
      else end('signed-out', SIGNED_OUT);
    } catch (error) {
      // The database is unreachable: keep the roles read last, and read them again on the next change or minute.
      console.warn(`[live] could not reload ${viewer.userId}'s access: ${(error as Error).message}`);
    }
  };
  const mayRead = (change: LiveChange) =>
    change.kind === 'access' ? change.entityId === viewer.userId : can(viewer, change.clientId, 'read');
  const handle = async (batch: ChangeBatch) => {
    if (ended || (lastSent && compareCursors(batch.cursor, lastSent) <= 0)) return;
    lastSent = batch.cursor;
    if (batch.changes.some((change) => change.kind === 'access' && change.entityId === viewer.userId)) await reloadViewer();
    const changes = batch.changes.filter(mayRead);
    if (changes.length) write(sseEvent('change', { changes }, batch.cursor));
  };
  function enqueue(batch: ChangeBatch) {
    handling = handling
      .then(() => handle(batch))
      .catch((error: Error) => {
        // Dropping the connection makes the reader resume from its last id: nothing is skipped.
        console.error(`[live] a stream of ${viewer.userId} failed and is closed: ${error.stack ?? error.message}`);
        finish();
        raw.destroy();
      });
  }

  let replay: Replay | undefined;
  try {
    if (resume && 'cursor' in resume) replay = await live.feed.since(resume.cursor);
    else if (resume) replay = await live.feed.sinceInstant(resume.instant);
  } catch (error) {
    finish();
    throw error;
  }

  // From here the answer is written by hand; the CORS headers @fastify/cors set on the reply (a firm's WordPress
  // site reads the stream from its own origin) go with it.
  const headers = {
    ...reply.getHeaders(),
    'content-type': 'text/event-stream; charset=utf-8',
    // no-transform: a compressing proxy would hold events back to fill its blocks.
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
  };
  reply.hijack();
  raw.on('close', finish);
  raw.on('error', finish);
  // A reader that went away while the replay was read: its 'close' has passed already.
  if (raw.destroyed || !raw.socket || raw.socket.destroyed) return finish();
  raw.writeHead(200, headers as Record<string, string>);
  raw.socket.setNoDelay(true);
  write(sseRetry(RETRY_MS));

  const resumed = Boolean(replay && 'batches' in replay);
  if (resumed && resume && 'cursor' in resume) lastSent = resume.cursor;
  write(sseEvent('ready', { resumed }));
  if (replay && 'gone' in replay) write(sseEvent('reset', { reason: 'history-gone', message: replay.gone }));
  if (replay && 'batches' in replay) for (const batch of replay.batches) enqueue(batch);
  for (const batch of backlog) enqueue(batch);
  backlog = undefined;

  timers.push(setInterval(() => write(SSE_PING), PING_EVERY_MS));
  timers.push(setInterval(() => void (handling = handling.then(reloadViewer)), RELOAD_VIEWER_EVERY_MS));
  // Verification allows a few seconds of clock drift past exp; the stream ends at exp itself.
  timers.push(setTimeout(() => end('token-expired', TOKEN_EXPIRED), Math.max(0, claims.exp * 1000 - Date.now())));
}

export const liveHandlers: Record<string, Handler> = {
  streamChanges: async (call) => void (await streamChanges(call)),
};
