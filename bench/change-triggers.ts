import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { readConfig } from '../demo/server/config.ts';
import { openDb } from '../demo/server/store/db.ts';
import { seedDatabase } from '../demo/server/store/seed-cli.ts';
import { mintAccessToken } from '../scripts/access-token.ts';
import { freePort } from '../scripts/free-port.ts';
import { postgresBinDir, startPostgresServer } from '../tests/support/postgres-server.ts';
import { startServiceProcess } from './service-process.ts';

// `npm run bench:change-triggers -- [--clients 1000] [--rounds 3] [--duration 5] [--connections 20]`
// What the live-update triggers (migration 090) cost the writes: the same writes through the API with the
// triggers off and on, alternating (off, on, on, off, ...) so drift of the machine falls on both, each in a
// fresh service process; on the embedded database, then on a throwaway PostgreSQL server when one is installed.
function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  if (index < 0) return fallback;
  const value = Number(process.argv[index + 1]);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`--${name} must be a whole number of at least 1, got "${process.argv[index + 1]}".`);
  return value;
}
const OPTIONS = {
  clients: option('clients', 1000),
  rounds: option('rounds', 3),
  duration: option('duration', 5),
  connections: option('connections', 20),
};
const WARM_UP_SECONDS = 2;
const ROWS_WRITTEN = 50;
const ADMIN_USER_ID = 'user-admin';

type Mode = 'off' | 'on';
interface WriteScenario {
  name: string;
  body(n: number): string;
}

const graphqlBody = (query: string, input: Record<string, unknown>) => JSON.stringify({ query, variables: { input } });

// A list's name must be new for its client, and adding one reads the client's other names: each run names its
// own, spread over many clients, so no run finds more names than another.
function writeScenarios(run: string, jobIds: string[], clientIds: string[]): WriteScenario[] {
  return [
    {
      name: `addClientKeywordList (insert, ${clientIds.length} clients)`,
      body: (n) =>
        graphqlBody('mutation ($input: AddClientKeywordListInput!) { addClientKeywordList(input: $input) { id } }', {
          clientId: clientIds[n % clientIds.length],
          name: `bench ${run} ${n}`,
          keywords: ['injury lawyer'],
        }),
    },
    {
      name: `modifyBlogJobPublicationTitle (update, ${jobIds.length} jobs)`,
      body: (n) =>
        graphqlBody('mutation ($input: ModifyBlogJobPublicationTitleInput!) { modifyBlogJobPublicationTitle(input: $input) { message } }', {
          blogJobId: jobIds[n % jobIds.length],
          publicationTitle: `Bench title ${n}`,
        }),
    },
    {
      name: `modifyClient (update, ${clientIds.length} clients)`,
      body: (n) =>
        graphqlBody('mutation ($input: ModifyClientInput!) { modifyClient(input: $input) { message } }', {
          clientId: clientIds[n % clientIds.length],
          websiteUrl: `https://bench-${n % 7}.example`,
        }),
    },
  ];
}

interface Figures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
}

async function runWrites(url: string, token: string, scenario: WriteScenario, seconds: number): Promise<Figures> {
  let n = 0;
  let failures = 0;
  const result = await autocannon({
    url: `${url}/graphql`,
    connections: OPTIONS.connections,
    duration: seconds,
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (request) => ({ ...request, body: scenario.body(n++) }),
        onResponse: (status, body) => void ((status >= 300 || body.includes('"errors"')) && failures++),
      },
    ],
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: failures + result.errors + result.timeouts,
  };
}

/** Turns the change triggers (named <table>_changes_<event>) on or off while no service holds the database. */
async function setTriggers(
  where: { dataDir: string; databaseUrl?: string },
  mode: Mode,
): Promise<{ jobIds: string[]; clientIds: string[] }> {
  const db = await openDb(where);
  try {
    const triggers = await db.query<{ table: string; name: string }>(
      `select distinct event_object_table as table, trigger_name as name from information_schema.triggers where trigger_name like '%\\_changes\\_%'`,
    );
    if (!triggers.length) throw new Error('The database has no change triggers: is migration 090_change_events applied?');
    for (const trigger of triggers)
      await db.exec(`alter table ${trigger.table} ${mode === 'on' ? 'enable' : 'disable'} trigger ${trigger.name}`);
    const jobs = await db.query<{ id: string }>(
      `select id from blog_jobs where status not in ('Published', 'Canceled') order by id limit ${ROWS_WRITTEN}`,
    );
    const clients = await db.query<{ id: string }>(`select id from clients order by id limit ${ROWS_WRITTEN}`);
    return { jobIds: jobs.map((row) => row.id), clientIds: clients.map((row) => row.id) };
  } finally {
    await db.close();
  }
}

async function benchTarget(label: string, databaseUrl?: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'fp-bench-triggers-'));
  try {
    const port = await freePort();
    const publicUrl = `http://127.0.0.1:${port}`;
    console.log(`\n${label}: seeding the demo and ${OPTIONS.clients} extra clients...`);
    await seedDatabase({ dataDir, databaseUrl, publicUrl, extraClients: OPTIONS.clients, reset: Boolean(databaseUrl) });
    const figures = new Map<string, Record<Mode, Figures[]>>();
    for (let round = 0; round < OPTIONS.rounds; round++) {
      const modes: Mode[] = round % 2 === 0 ? ['off', 'on'] : ['on', 'off'];
      for (const mode of modes) {
        const { jobIds, clientIds } = await setTriggers({ dataDir, databaseUrl }, mode);
        const service = await startServiceProcess({ dataDir, port, databaseUrl });
        try {
          const config = readConfig(service.env);
          const token = await mintAccessToken({ dataDir, issuer: config.publicUrl, audience: config.auth.audience, userId: ADMIN_USER_ID });
          const warmUps = writeScenarios(`${round}-${mode}-warm-up`, jobIds, clientIds);
          for (const [index, scenario] of writeScenarios(`${round}-${mode}`, jobIds, clientIds).entries()) {
            await runWrites(service.url, token, warmUps[index]!, WARM_UP_SECONDS);
            const measured = await runWrites(service.url, token, scenario, OPTIONS.duration);
            const entry = figures.get(scenario.name) ?? { off: [], on: [] };
            entry[mode].push(measured);
            figures.set(scenario.name, entry);
            console.log(
              `  round ${round + 1}, triggers ${mode}: ${scenario.name}: ${measured.requestsPerSecond} req/s, p50 ${measured.p50Ms} ms, p99 ${measured.p99Ms} ms${measured.failures ? `, ${measured.failures} FAILED` : ''}`,
            );
          }
        } finally {
          await service.stop();
        }
      }
    }
    printTable(label, figures);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function printTable(label: string, figures: Map<string, Record<Mode, Figures[]>>) {
  console.log(`\n${label}: medians of ${OPTIONS.rounds} runs each, ${OPTIONS.connections} connections, ${OPTIONS.duration} s a run`);
  console.log('scenario | req/s off → on (change) | p50 ms off → on | p99 ms off → on | failures');
  for (const [name, { off, on }] of figures) {
    const rate = [median(off.map((f) => f.requestsPerSecond)), median(on.map((f) => f.requestsPerSecond))] as const;
    const change = (((rate[1] - rate[0]) / rate[0]) * 100).toFixed(1);
    const p50 = [median(off.map((f) => f.p50Ms)), median(on.map((f) => f.p50Ms))];
    const p99 = [median(off.map((f) => f.p99Ms)), median(on.map((f) => f.p99Ms))];
    const failures = [...off, ...on].reduce((sum, f) => sum + f.failures, 0);
    console.log(`${name} | ${rate[0]} → ${rate[1]} (${change}%) | ${p50[0]} → ${p50[1]} | ${p99[0]} → ${p99[1]} | ${failures}`);
  }
}

async function main() {
  await benchTarget('PGlite (embedded PostgreSQL)');
  if (!postgresBinDir()) return console.log('\nNo PostgreSQL server is installed: `apt-get install -y postgresql` for its figures.');
  const server = await startPostgresServer({ maxConnections: 100 });
  try {
    await benchTarget(`PostgreSQL ${postgresBinDir()!.split('/').at(-2)} server started by the bench`, server.url);
  } finally {
    await server.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
