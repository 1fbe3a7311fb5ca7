/**
 * Errors that mean the database cannot be reached just now (stopped, restarting, in recovery, or the
 * connection dropped), as opposed to a statement it refused. The service answers these with 503 and
 * Retry-After, never with a 401 or a 500: nothing about the request or the person is wrong.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT', // the socket
  '57P01',
  '57P02',
  '57P03', // admin_shutdown, crash_shutdown, cannot_connect_now (starting up, in recovery)
  '08000',
  '08001',
  '08003',
  '08004',
  '08006', // connection_exception and its kinds
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection timeout|Client has encountered a connection error|the database system is (starting up|shutting down|in recovery mode)/i;

export const DATABASE_UNAVAILABLE = 'The service cannot reach its database just now; try again in a few seconds.';
export const RETRY_AFTER_SECONDS = 5;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if ((typeof code === 'string' && UNAVAILABLE_CODES.has(code)) || UNAVAILABLE_MESSAGES.test(current.message)) return true;
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
}

/**
 * A service this one depends on cannot be reached just now (the identity provider's published keys): like a
 * database outage, nothing about the request or the person is wrong, so the answer is 503 with Retry-After, never
 * a 401 that would sign the person out.
 */
export class DependencyUnavailableError extends Error {
  override readonly name = 'DependencyUnavailableError';
  constructor(
    /** What the caller is told. */
    readonly answer: string,
    options?: { cause?: unknown },
  ) {
    super(answer, options);
  }
}

/** What to answer with 503 when the error means the database or a service depended on is unavailable, else undefined. */
export function unavailableAnswer(error: unknown): string | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    if (current instanceof DependencyUnavailableError) return current.answer;
  }
  return isDatabaseUnavailable(error) ? DATABASE_UNAVAILABLE : undefined;
}
