import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE } from '../../demo/server/store/unavailable.ts';
import { startPostgresServer, type PostgresServer } from '../support/postgres-server.ts';
import { DEMO, MAIN_CLIENT, clientIdOf, startTestService, type TestService } from './support/service.ts';

// The service on a real PostgreSQL server that crashes and comes back while people keep saving: every
// write it acknowledged is there afterwards, and what it could not do it refused with 503, never a 500.
const WRITERS = 16;
const CRASH_AFTER_MS = 1500;
// How long writing goes on once the server is back: the pool must have replaced its dropped connections by then.
const WRITE_AFTER_RESTART_MS = 2000;
const ADD_KEYWORDS = 'mutation ($input: AddClientKeywordListInput!) { addClientKeywordList(input: $input) { id } }';

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

interface Outcome { name: string; status: number; acknowledged: boolean; code?: string; message?: string; retryAfter: string | null }

async function save(token: string, name: string): Promise<Outcome> {
  const response = await fetch(`${service.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: ADD_KEYWORDS, variables: { input: { clientId: clientIdOf(MAIN_CLIENT), name, keywords: ['injury lawyer'] } } }),
  });
  const body = (await response.json()) as { data?: { addClientKeywordList?: { id: string } }; errors?: Array<{ message: string; extensions?: { code?: string } }> };
  const error = body.errors?.[0];
  return { name, status: response.status, acknowledged: typeof body.data?.addClientKeywordList?.id === 'string' && !error, code: error?.extensions?.code, message: error?.message, retryAfter: response.headers.get('retry-after') };
}

describe('a PostgreSQL crash and restart under writes', () => {
  it('keeps every acknowledged write and answers the rest with 503 and Retry-After', async () => {
    const token = await service.tokenFor(DEMO.owner);
    const outcomes: Outcome[] = [];
    let until = Infinity;
    const writer = async (writerIndex: number) => {
      for (let n = 0; Date.now() < until; n++) outcomes.push(await save(token, `restart ${writerIndex}-${n}`));
    };
    const crash = new Promise((resolve) => setTimeout(resolve, CRASH_AFTER_MS))
      .then(() => postgres.crashAndRestart({ downMs: 1000 }))
      .finally(() => (until = Date.now() + WRITE_AFTER_RESTART_MS));
    await Promise.all([...Array.from({ length: WRITERS }, (_, index) => writer(index)), crash]);

    const acknowledged = outcomes.filter((outcome) => outcome.acknowledged);
    const refused = outcomes.filter((outcome) => !outcome.acknowledged);
    const stored = new Set((await service.app.db.query<{ name: string }>(`select name from keyword_lists where name like 'restart %'`)).map((row) => row.name));
    console.log(`[postgres restart] ${outcomes.length} writes: ${acknowledged.length} acknowledged, ${refused.length} refused while the database was down, ${acknowledged.filter((outcome) => !stored.has(outcome.name)).length} acknowledged but lost`);

    expect(refused.length).toBeGreaterThan(0); // the crash happened while writes were running
    expect(acknowledged.filter((outcome) => !stored.has(outcome.name))).toEqual([]);
    expect(refused.map(({ status, code, message, retryAfter }) => ({ status, code, message, retryAfter }))).toEqual(
      refused.map(() => ({ status: 503, code: 'SERVICE_UNAVAILABLE', message: DATABASE_UNAVAILABLE, retryAfter: '5' })),
    );
    // The service came back by itself: writes after the restart were acknowledged again.
    expect(outcomes.slice(-WRITERS).filter((outcome) => !outcome.acknowledged)).toEqual([]);
  });
});
