import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE } from '../../demo/server/store/unavailable.ts';
import { startPostgresServer, type PostgresServer } from '../support/postgres-server.ts';
import { lostWrites, STORED_CRASH_WRITES_SQL, writeThroughCrash } from '../support/writes-through-crash.ts';
import { DEMO, MAIN_CLIENT, clientIdOf, startTestService, type TestService } from './support/service.ts';

// The service on a real PostgreSQL server that crashes and comes back while people keep saving: every
// write it acknowledged is there afterwards, and what it could not do it refused with 503, never a 500.
let postgres: PostgresServer;
let service: TestService;
beforeAll(async () => {
  postgres = await startPostgresServer();
  service = await startTestService({ postgresServerUrl: postgres.url });
});
afterAll(async () => {
  await service?.close();
  await postgres?.stop();
});

describe('a PostgreSQL crash and restart under writes', () => {
  it('keeps every acknowledged write and answers the rest with 503 and Retry-After', async () => {
    const run = await writeThroughCrash({
      serviceUrl: service.url,
      token: await service.tokenFor(DEMO.owner),
      clientId: clientIdOf(MAIN_CLIENT),
      writers: 16,
      crashAfterMs: 1500,
      crash: () => postgres.crashAndRestart({ downMs: 1000 }),
      writeAfterRestartMs: 2000,
    });
    const lost = lostWrites(
      run,
      (await service.app.db.query<{ name: string }>(STORED_CRASH_WRITES_SQL)).map((row) => row.name),
    );
    console.log(
      `[postgres restart] ${run.outcomes.length} writes: ${run.acknowledged.length} acknowledged, ${run.refused.length} refused while the database was down, ${lost.length} acknowledged but lost`,
    );

    expect(run.refused.length).toBeGreaterThan(0); // the crash happened while writes were running
    expect(lost).toEqual([]);
    expect(run.refused.map(({ status, code, message, retryAfter }) => ({ status, code, message, retryAfter }))).toEqual(
      run.refused.map(() => ({ status: 503, code: 'SERVICE_UNAVAILABLE', message: DATABASE_UNAVAILABLE, retryAfter: '5' })),
    );
    // The service came back by itself: each writer's last write, after the restart, was acknowledged.
    expect(run.lastWrites.filter((outcome) => !outcome.acknowledged)).toEqual([]);
  });
});
