// The live-update stream: one server-sent-events response per page that says what changed, for the
// clients the signed-in person may read. docs/live-updates.md describes the frames and the resume rules.
import { DEFAULT_LIVE_STREAMS_PER_ADDRESS, DEFAULT_LIVE_STREAMS_PER_PERSON } from '../../demo/server/config.ts';
import { area } from './operations.ts';
import { arrayOf, dateTime, define, output, type Schema } from './schema-kit.ts';

/** What a change names: the kind of row and, for `access`, the user whose access changed. */
export const LIVE_CHANGE_KINDS = [
  'blogJob',
  'socialJob',
  'socialPost',
  'seoJob',
  'backlinkJob',
  'deliverable',
  'approval',
  'client',
  'connection',
  'keywordList',
  'competitor',
  'commitment',
  'period',
  'contract',
  'access',
] as const;
export const LIVE_END_REASONS = ['token-expired', 'signed-out', 'shutting-down'] as const;

const nullableId: Schema = { type: ['string', 'null'] };

const liveChange = define(
  'LiveChange',
  output({
    clientId: { ...nullableId, description: 'The client the row belongs to; null for rows of no client (a user’s access).' },
    kind: { type: 'string', enum: [...LIVE_CHANGE_KINDS] },
    entityId: { type: 'string', description: 'The id of the row that changed (for `access`, the user’s id).' },
  }),
);

const liveChanges = define(
  'LiveChanges',
  output({
    changes: { ...arrayOf(liveChange, 1000, 1), description: 'What one transaction changed that the reader may see, without repeats.' },
  }),
);

const liveReady = define(
  'LiveReady',
  output({
    resumed: {
      type: 'boolean',
      description: 'Whether the stream went on from the Last-Event-ID (or since) asked for; false after a reset or on a fresh start.',
    },
  }),
);

const liveEnd = define(
  'LiveEnd',
  output({
    reason: { type: 'string', enum: [...LIVE_END_REASONS] },
    message: { type: 'string', description: 'What ended the stream, to show or log as it is.' },
  }),
);

const liveReset = define(
  'LiveReset',
  output({
    reason: { type: 'string', enum: ['history-gone'] },
    message: { type: 'string' },
  }),
);

export const livePaths = area('Live updates').get('/events', {
  id: 'streamChanges',
  summary: 'What changes for the clients the signed-in person may read, as server-sent events, one stream per page',
  capability: 'signedIn',
  query: {
    since: {
      ...dateTime,
      description:
        'On a first connection (no Last-Event-ID): also send what changed from this instant on, so nothing changed between the page’s first fetches and the stream is missed. At most an hour back.',
    },
  },
  headers: {
    'Last-Event-ID': {
      type: 'string',
      pattern: '^[0-9]+\\.[0-9]+$',
      maxLength: 41,
      description: 'The id of the last event read: the stream goes on after it, or sends `reset` when that history is gone.',
    },
  },
  file: {
    contentType: 'text/event-stream',
    description:
      'Server-sent events. `ready` first; then `change` (its id is the cursor to resume from), `reset` (history is gone: refetch everything), ' +
      'and `end` just before the service closes the stream (the token expired, the person was signed out or deactivated, or the service stops). ' +
      'A comment line every 15 s keeps proxies from closing an idle stream. An access token in the query string is refused (400): send it as Authorization.',
  },
  events: { ready: liveReady, change: liveChanges, reset: liveReset, end: liveEnd },
  refusals: {
    '429': `The person already has ${DEFAULT_LIVE_STREAMS_PER_PERSON} streams open, or their address ${DEFAULT_LIVE_STREAMS_PER_ADDRESS} (the service's defaults; LIVE_STREAMS_PER_PERSON and LIVE_STREAMS_PER_ADDRESS): Retry-After says when to try again. A stream that closes frees its place.`,
  },
});
