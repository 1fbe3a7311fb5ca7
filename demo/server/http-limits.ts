import type { Server, ServerOptions } from 'node:http';
import type { Socket } from 'node:net';

/** Node's default: how often open connections are checked against the timeouts. */
const LONGEST_CHECK_INTERVAL_MS = 30_000;

/**
 * The HTTP server's timeouts. A request's headers and body must arrive within `requestTimeoutMs` (Fastify answers
 * 408 and closes the connection; a sender trickling a byte a second held it for Node's five minutes). Only the
 * request is timed: once it is read, a long answer such as a live stream goes on as long as it likes.
 */
export function serverTimeouts(requestTimeoutMs: number): ServerOptions {
  if (requestTimeoutMs === 0) return { requestTimeout: 0 };
  return {
    requestTimeout: requestTimeoutMs,
    // Node refuses a headers timeout longer than the request timeout.
    headersTimeout: requestTimeoutMs,
    // Checked every tenth of the timeout, so a request is cut within 10% of it rather than up to 30 s late.
    connectionsCheckingInterval: Math.min(LONGEST_CHECK_INTERVAL_MS, Math.max(100, Math.floor(requestTimeoutMs / 10))),
  };
}

/**
 * Closes a connection as it comes when its address already holds `perAddress` open, so one sender cannot take every
 * socket the process may open. The address is the connecting socket's: behind a reverse proxy every connection shares
 * the proxy's, and the cap must be raised to suit.
 */
export function capConnectionsPerAddress(server: Server, perAddress: number): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const count = (open.get(address) ?? 0) + 1;
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
    if (count > perAddress) socket.destroy();
  });
}
