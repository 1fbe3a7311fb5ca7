import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readConfig } from '../demo/server/config.ts';
import { todayIso } from '../demo/server/domain/dates.ts';
import { seedDatabase } from '../demo/server/store/seed-cli.ts';
import { freePort } from '../scripts/free-port.ts';
import { mintAccessToken } from '../scripts/access-token.ts';
import { runBench } from './bench-run.ts';
import { printTable } from './bench-table.ts';
import { wholeNumberOption } from './blog-options.ts';
import { overviewRequests, percentile } from './overview-mix.ts';
import { startServiceProcess } from './service-process.ts';

// `npm run bench:overview-query -- [--clients 5000] [--requests 280] [--data-dir DIR]`: the staff overview's one
// GraphQL query (clientOverview) on the embedded database seeded with the demo and 5,000 more clients, timed request
// by request, one at a time, over a mix of sorts, filters, searches and offsets. With --data-dir, a folder seeded
// earlier (by this bench or `npm run seed -- --clients N --data-dir DIR`) is reused, else it is seeded there first.
const RESULTS_FILE = fileURLToPath(new URL('./results/overview-query.json', import.meta.url));
const P95_TARGET_MS = 200;
const WARM_UP_REQUESTS = 28;
const ADMIN_USER_ID = 'user-admin';
const QUERY = `query GetClientOverview($input: ClientOverviewInput!) { clientOverview(input: $input) { total rows {
  clientId name isReady isChurned waitingForReview waitingSince overdue missingConnections periodDone periodTotal lastActivity } } }`;

function dataDirOption(): string | undefined {
  const index = process.argv.indexOf('--data-dir');
  return index < 0 ? undefined : resolve(process.argv[index + 1] ?? '');
}

interface Sample {
  ms: number;
  sort: string;
  filter: string;
  rows: number;
}

async function timeRequests(url: string, token: string, count: number): Promise<Sample[]> {
  const samples: Sample[] = [];
  for (const input of overviewRequests(count, todayIso())) {
    const began = performance.now();
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: QUERY, variables: { input } }),
    });
    const body = (await response.json()) as { data?: { clientOverview: { rows: unknown[] } }; errors?: unknown };
    const ms = performance.now() - began;
    if (!response.ok || body.errors || !body.data)
      throw new Error(`clientOverview ${JSON.stringify(input)} failed: ${response.status} ${JSON.stringify(body.errors)}`);
    samples.push({ ms, sort: input.sort!, filter: input.filter!, rows: body.data.clientOverview.rows.length });
  }
  return samples;
}

const figures = (samples: Sample[]) => {
  const ms = samples.map((sample) => sample.ms);
  return {
    requests: ms.length,
    p50Ms: Math.round(percentile(ms, 50)),
    p95Ms: Math.round(percentile(ms, 95)),
    maxMs: Math.round(Math.max(...ms)),
  };
};

async function main(): Promise<void> {
  const clients = wholeNumberOption('clients', 5000);
  const requests = wholeNumberOption('requests', 280, 200);
  const given = dataDirOption();
  const dataDir = given ?? mkdtempSync(join(tmpdir(), 'fp-bench-overview-'));
  const loadAverageAtStart = loadavg().map((load) => Math.round(load * 10) / 10);
  try {
    const port = await freePort();
    let seed: { reused: boolean; extraClients: number; milliseconds?: number; counts?: Record<string, number> } = {
      reused: true,
      extraClients: clients,
    };
    if (!existsSync(dataDir) || readdirSync(dataDir).length === 0) {
      console.log(`Seeding the demo and ${clients} extra clients into ${dataDir}...`);
      const report = await seedDatabase({
        dataDir,
        databaseUrl: undefined,
        publicUrl: `http://127.0.0.1:${port}`,
        extraClients: clients,
        reset: false,
      });
      seed = { reused: false, extraClients: clients, ...report };
      console.log(`Seeded in ${(report.milliseconds / 1000).toFixed(1)} s.`);
    } else console.log(`Reusing the database in ${dataDir}.`);
    const service = await startServiceProcess({ dataDir, port });
    let samples: Sample[];
    try {
      const config = readConfig(service.env);
      const token = await mintAccessToken({ dataDir, issuer: config.publicUrl, audience: config.auth.audience, userId: ADMIN_USER_ID });
      console.log(`Service up at ${service.url}; ${WARM_UP_REQUESTS} requests of warm-up, then ${requests} timed one at a time...`);
      await timeRequests(service.url, token, WARM_UP_REQUESTS);
      samples = await timeRequests(service.url, token, requests);
    } finally {
      await service.stop();
    }
    const overall = figures(samples);
    const bySort = Object.fromEntries(
      [...new Set(samples.map((sample) => sample.sort))].map((sort) => [sort, figures(samples.filter((sample) => sample.sort === sort))]),
    );
    const met = overall.p95Ms <= P95_TARGET_MS;
    const where = `GraphQL clientOverview, PGlite, ${clients} extra clients`;
    printTable([
      [
        where,
        `p95 of ${overall.requests} requests, one at a time (sorts x filters, searches, offsets)`,
        `${overall.p95Ms} ms`,
        `target ${P95_TARGET_MS} ms: ${met ? 'met' : 'MISSED'}; p50 ${overall.p50Ms}, max ${overall.maxMs}`,
      ],
      ...Object.entries(bySort).map(([sort, figure]) => [
        where,
        `p95 sorted by ${sort} (${figure.requests} requests)`,
        `${figure.p95Ms} ms`,
        `p50 ${figure.p50Ms}, max ${figure.maxMs}`,
      ]),
    ]);
    const report = {
      measuredOn: new Date().toISOString(),
      machine: {
        cpus: cpus().length,
        cpuModel: cpus()[0]?.model ?? 'unknown',
        node: process.version,
        loadAverageAtStart,
        loadAverageAtEnd: loadavg().map((load) => Math.round(load * 10) / 10),
      },
      database: 'PGlite (embedded PostgreSQL)',
      seed,
      signedInAs: ADMIN_USER_ID,
      p95TargetMs: P95_TARGET_MS,
      p95TargetMet: met,
      overall,
      bySort,
    };
    mkdirSync(dirname(RESULTS_FILE), { recursive: true });
    writeFileSync(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`Results written to ${RESULTS_FILE}.`);
  } finally {
    if (!given) rmSync(dataDir, { recursive: true, force: true });
  }
}

runBench('bench:overview-query', main);
