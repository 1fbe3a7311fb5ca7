/**
 * Server-sent events frames (WHATWG HTML, "Server-sent events"). `data` is one JSON line: JSON.stringify writes
 * no raw line breaks, so each event is a single data line.
 */
export const sseEvent = (event: string, data: unknown, id?: string) =>
  `${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** How long a reader waits before reconnecting after a drop it did not ask for. */
export const sseRetry = (milliseconds: number) => `retry: ${milliseconds}\n\n`;

/** A comment line: readers ignore it, but it shows proxies and readers the connection is alive. */
export const SSE_PING = ': ping\n\n';
