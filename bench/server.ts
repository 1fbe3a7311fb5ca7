import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { readConfig } from '../demo/server/config.ts';
import { seedDatabase } from '../demo/server/store/seed-cli.ts';
import { clientIdOf } from '../demo/server/store/seed/demo.ts';
import { MAIN_CLIENT } from '../demo/server/store/seed/demo-users.ts';
import { freePort } from '../tests/support/free-port.ts';
import { mintAccessToken } from './admin-token.ts';
import { scenariosFor, type Scenario } from './scenarios.ts';
import { startServiceProcess } from './service-process.ts';

// `npm run bench -- [--clients 5000] [--duration 10] [--connections 100]`; with BENCH_DATABASE_URL set, the
// scale seed goes (after a reset) into that PostgreSQL database instead of the embedded one.
const ON_POSTGRES = Boolean(process.env.BENCH_DATABASE_URL);
const RESULTS_FILE = fileURLToPath(new URL(ON_POSTGRES ? './results/server-postgres.json' : './results/server.json', import.meta.url));
const ADMIN_USER_ID = 'user-admin';

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  if (index < 0) return fallback;
  const value = Number(process.argv[index + 1]);
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number, got "${process.argv[index + 1]}".`);
  return value;
}

interface ScenarioResult {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  errors: number;
  non2xx: number;
  graphqlErrors: number;
}

async function run(scenario: Scenario, token: string, connections: number, duration: number): Promise<ScenarioResult> {
  let graphqlErrors = 0;
  const result = await autocannon({
    url: scenario.url,
    connections,
    duration,
    method: scenario.method,
    headers: { authorization: `Bearer ${token}`, ...(scenario.body ? { 'content-type': 'application/json' } : {}) },
    body: scenario.body,
    requests: [{ onResponse: (status, body) => void (status < 300 && scenario.failed(body) && graphqlErrors++) }],
  });
  return {
    name: scenario.name,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors,
    non2xx: result.non2xx,
    graphqlErrors,
  };
}

function printTable(rows: ScenarioResult[]) {
  const header = ['scenario', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'errors', 'non-2xx', 'GraphQL errors'];
  const lines = rows.map((row) => [row.name, row.requestsPerSecond, row.p50Ms, row.p99Ms, row.requests, row.errors, row.non2xx, row.graphqlErrors].map(String));
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
  const format = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
  console.log(`\n${format(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}\n${lines.map(format).join('\n')}\n`);
}

async function main(): Promise<number> {
  const clients = option('clients', 5000);
  const duration = option('duration', 10);
  const connections = option('connections', 100);
  const dataDir = mkdtempSync(join(tmpdir(), 'fp-bench-'));
  try {
    const port = await freePort();
    const publicUrl = `http://127.0.0.1:${port}`;
    console.log(`Seeding the demo and ${clients} extra clients into ${ON_POSTGRES ? 'the PostgreSQL database of BENCH_DATABASE_URL' : dataDir}...`);
    const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
    const seed = await seedDatabase({ dataDir, databaseUrl, publicUrl, extraClients: clients, reset: Boolean(databaseUrl) });
    console.log(`Seeded in ${(seed.milliseconds / 1000).toFixed(1)} s: ${Object.entries(seed.counts).map(([table, count]) => `${count} ${table}`).join(', ')}.`);

    const started = performance.now();
    const service = await startServiceProcess({ dataDir, port, databaseUrl });
    const startMs = Math.round(performance.now() - started);
    console.log(`Service up at ${service.url} in ${(startMs / 1000).toFixed(1)} s.`);
    const results: ScenarioResult[] = [];
    try {
      const config = readConfig(service.env);
      const token = await mintAccessToken({ dataDir, issuer: config.publicUrl, audience: config.auth.audience, userId: ADMIN_USER_ID });
      for (const scenario of await scenariosFor(service.url, clientIdOf(MAIN_CLIENT), token)) {
        console.log(`${scenario.name}: ${connections} connections for ${duration} s...`);
        results.push(await run(scenario, token, connections, duration));
      }
    } finally {
      await service.stop();
    }
    printTable(results);
    mkdirSync(join(RESULTS_FILE, '..'), { recursive: true });
    const report = {
      measuredOn: new Date().toISOString(),
      machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? 'unknown', node: process.version },
      database: ON_POSTGRES ? 'PostgreSQL server (BENCH_DATABASE_URL)' : 'PGlite (embedded PostgreSQL) in a temporary folder',
      seed: { extraClients: clients, milliseconds: seed.milliseconds, counts: seed.counts },
      serviceStartMs: startMs,
      load: { connections, durationSeconds: duration },
      scenarios: results,
    };
    writeFileSync(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`Results written to ${RESULTS_FILE}.`);
    const failed = results.filter((row) => row.errors + row.non2xx + row.graphqlErrors > 0 || row.requests === 0);
    if (failed.length) console.error(`Failed: ${failed.map((row) => row.name).join(', ')} had errors, non-2xx answers or no answers at all.`);
    return failed.length ? 1 : 0;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
