// A reader of server-sent events (the WHATWG HTML standard's "event stream interpretation") over a fetch
// response body. EventSource cannot send an Authorization header, so the live stream is read with fetch and
// parsed here: lines may end in CRLF, LF or CR and be split anywhere across chunks; comments are skipped;
// data lines join with "\n"; the last event id carries over to later events until an `id` line changes it.

/** One dispatched event: its type (`message` when the stream names none), its data, and the last event id. */
export interface ServerSentEvent {
  event: string;
  data: string;
  id: string;
}

export interface EventStreamHandlers {
  onEvent(event: ServerSentEvent): void;
  /** The stream's `retry` field: how long to wait before reconnecting, in milliseconds. */
  onRetry?(ms: number): void;
  /** Called for every chunk read, comments and partial lines included: the stream is alive. */
  onBytes?(): void;
}

interface Fields {
  data: string[];
  event: string;
  id: string;
}

function dispatch(fields: Fields, handlers: EventStreamHandlers): void {
  // A block without data lines dispatches nothing, but an `id` in it still counts for the events after it.
  if (fields.data.length > 0) handlers.onEvent({ event: fields.event || 'message', data: fields.data.join('\n'), id: fields.id });
  fields.data = [];
  fields.event = '';
}

function readLine(line: string, fields: Fields, handlers: EventStreamHandlers): void {
  if (line === '') return dispatch(fields, handlers);
  if (line.startsWith(':')) return;
  const colon = line.indexOf(':');
  const name = colon < 0 ? line : line.slice(0, colon);
  let value = colon < 0 ? '' : line.slice(colon + 1);
  if (value.startsWith(' ')) value = value.slice(1);
  if (name === 'data') fields.data.push(value);
  else if (name === 'event') fields.event = value;
  else if (name === 'id' && !value.includes('\0')) fields.id = value;
  else if (name === 'retry' && /^\d+$/.test(value)) handlers.onRetry?.(Number(value));
}

/**
 * Calls `onLine` for each whole line of `text` and returns what is left (a line not yet ended). A CR at the very
 * end may be the first half of a CRLF split across chunks, so it waits for the next chunk unless `last`.
 */
function takeLines(text: string, last: boolean, onLine: (line: string) => void): string {
  const lineEnd = /\r\n?|\n/g;
  let start = 0;
  for (let match = lineEnd.exec(text); match; match = lineEnd.exec(text)) {
    if (!last && match[0] === '\r' && lineEnd.lastIndex === text.length) break;
    onLine(text.slice(start, match.index));
    start = lineEnd.lastIndex;
  }
  return text.slice(start);
}

/**
 * Reads `body` to its end (or until its fetch is aborted, which rejects), calling the handlers as events
 * complete. An event still open when the stream ends is dropped, as the standard says.
 */
export async function readEventStream(body: ReadableStream<Uint8Array<ArrayBuffer>>, handlers: EventStreamHandlers): Promise<void> {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  const fields: Fields = { data: [], event: '', id: '' };
  const onLine = (line: string) => readLine(line, fields, handlers);
  // TextDecoderStream drops a leading byte order mark, as the standard asks.
  let pending = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) {
      takeLines(pending, true, onLine);
      return;
    }
    handlers.onBytes?.();
    pending = takeLines(pending + value, false, onLine);
  }
}
