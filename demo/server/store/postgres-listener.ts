import pg from 'pg';

// Reconnect delays after the listening connection drops: quick at first (a blip), then patient (a long outage).
const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 10_000;

/**
 * LISTENs on a PostgreSQL channel over a connection of its own: a pooled connection held for ever would shrink the
 * pool and be closed by its idle reaping. When the connection drops, it connects again with backoff, and once back
 * calls `onNotify` a time, since what was notified meanwhile is lost: the listener reads what it missed by itself.
 * Resolves once listening (or fails with why), to a function that stops listening and closes the connection.
 */
export async function listenOnPostgres(databaseUrl: string, channel: string, onNotify: () => void): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<pg.Client> => {
    const next = new pg.Client({ connectionString: databaseUrl, options: '-c TimeZone=UTC' });
    let dropped = false;
    const onDrop = (error?: Error) => {
      if (dropped || stopped) return;
      dropped = true;
      console.warn(
        `[db] the connection listening on ${channel} dropped${error ? ` (${error.message})` : ''}; connecting again in ${retryMs / 1000} s.`,
      );
      next.removeAllListeners('notification');
      void next.end().catch(() => undefined);
      scheduleReconnect();
    };
    // Without an 'error' listener a dropped connection would end the process.
    next.on('error', onDrop);
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      next.removeAllListeners('error');
      next.on('error', () => undefined);
      await next.end().catch(() => undefined);
      throw error;
    }
    next.on('end', () => onDrop());
    next.on('notification', (message) => message.channel === channel && onNotify());
    return next;
  };

  const scheduleReconnect = () => {
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      if (stopped) return;
      connect().then(
        (next) => {
          if (stopped) return void next.end().catch(() => undefined);
          client = next;
          retryMs = FIRST_RETRY_MS;
          console.warn(`[db] listening on ${channel} again.`);
          onNotify();
        },
        (error: Error) => {
          retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
          console.warn(`[db] cannot listen on ${channel} yet (${error.message}); trying again in ${retryMs / 1000} s.`);
          scheduleReconnect();
        },
      );
    }, retryMs);
    retryTimer.unref();
  };

  try {
    client = await connect();
  } catch (error) {
    throw new Error(`Cannot LISTEN on ${channel} at the PostgreSQL server in DATABASE_URL: ${(error as Error).message}`, { cause: error });
  }
  return async () => {
    stopped = true;
    clearTimeout(retryTimer);
    await client?.end().catch(() => undefined);
  };
}
