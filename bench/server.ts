import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { DEFAULT_CONNECTIONS_PER_ADDRESS, readConfig } from '../demo/server/config.ts';
import { seedDatabase } from '../demo/server/store/seed-cli.ts';
import { clientIdOf } from '../demo/server/store/seed/demo.ts';
import { MAIN_CLIENT } from '../demo/server/store/seed/demo-users.ts';
import { freePort } from '../scripts/free-port.ts';
import { postgresBinDir, startPostgresServer, type PostgresServer } from '../tests/support/postgres-server.ts';
import { lostWrites, STORED_CRASH_WRITES_SQL, writeThroughCrash } from '../tests/support/writes-through-crash.ts';
import { mintAccessToken } from '../scripts/access-token.ts';
import { measureCpuShare } from './cpu-share.ts';
import { scenariosFor } from './scenarios.ts';
import { failedRows, printLoadTable, runScenario, soak } from './server-load.ts';
import { startServiceProcess } from './service-process.ts';

// `npm run bench -- [--clients 5000] [--duration 10] [--connections 100] [--soak-connections 200] [--soak-duration 30]`
// The hot reads on the embedded database, then on PostgreSQL: the server BENCH_DATABASE_URL names (reset first),
// else a throwaway server of Debian's PostgreSQL, which the bench also crashes under writes.
const ADMIN_USER_ID = 'user-admin';
const P99_TARGET_MS = 100;
// Each scenario runs this long unmeasured first: the figures are of a service in its steady state, not of V8
// compiling its first requests.
const WARM_UP_SECONDS = 3;
const resultsFile = (name: string) => fileURLToPath(new URL(`./results/${name}`, import.meta.url));

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  if (index < 0) return fallback;
  const value = Number(process.argv[index + 1]);
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number, got "${process.argv[index + 1]}".`);
  return value;
}
const OPTIONS = {
  clients: option('clients', 5000),
  duration: option('duration', 10),
  connections: option('connections', 100),
  soakConnections: option('soak-connections', 200),
  soakDuration: option('soak-duration', 30),
};

interface Target {
  label: string;
  file: string;
  databaseUrl?: string;
  server?: PostgresServer;
}

async function benchTarget(target: Target): Promise<boolean> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fp-bench-'));
  try {
    const port = await freePort();
    const publicUrl = `http://127.0.0.1:${port}`;
    console.log(`\n${target.label}: seeding the demo and ${OPTIONS.clients} extra clients...`);
    const seed = await seedDatabase({
      dataDir,
      databaseUrl: target.databaseUrl,
      publicUrl,
      extraClients: OPTIONS.clients,
      reset: Boolean(target.databaseUrl),
    });
    console.log(
      `Seeded in ${(seed.milliseconds / 1000).toFixed(1)} s: ${Object.entries(seed.counts)
        .map(([table, count]) => `${count} ${table}`)
        .join(', ')}.`,
    );
    const started = performance.now();
    // Every connection comes from loopback: allow the most the options ask for, with room for the bench's own calls.
    const connectionsPerAddress = Math.max(DEFAULT_CONNECTIONS_PER_ADDRESS, OPTIONS.connections + 50, OPTIONS.soakConnections + 50);
    const service = await startServiceProcess({
      dataDir,
      port,
      databaseUrl: target.databaseUrl,
      env: { CONNECTIONS_PER_ADDRESS: String(connectionsPerAddress) },
    });
    const serviceStartMs = Math.round(performance.now() - started);
    const report: Record<string, unknown> = {};
    let ok = true;
    try {
      const config = readConfig(service.env);
      const token = await mintAccessToken({ dataDir, issuer: config.publicUrl, audience: config.auth.audience, userId: ADMIN_USER_ID });
      const scenarios = await scenariosFor(service.url, clientIdOf(MAIN_CLIENT), token);
      const hot = [];
      for (const scenario of scenarios) {
        console.log(
          `${scenario.name}: ${OPTIONS.connections} connections for ${OPTIONS.duration} s, after ${WARM_UP_SECONDS} s of warm-up...`,
        );
        await runScenario(scenario, token, OPTIONS.connections, WARM_UP_SECONDS);
        const { result, cpu } = await measureCpuShare(service.pid, () =>
          runScenario(scenario, token, OPTIONS.connections, OPTIONS.duration),
        );
        hot.push({ ...result, cpu });
      }
      printLoadTable(`${target.label}: the hot reads, one at a time`, hot);
      console.log(
        `CPU seconds (load generator / service / PostgreSQL, of ${cpus().length} cores x wall): ${hot.map((row) => `${row.cpu.loadGeneratorSeconds} / ${row.cpu.serviceSeconds} / ${row.cpu.postgresSeconds} of ${cpus().length} x ${row.cpu.wallSeconds}`).join('; ')}`,
      );
      report.scenarios = hot;
      ok = failedRows(hot).length === 0;
      if (target.databaseUrl) {
        const p99Met = hot.every((row) => row.p99Ms <= P99_TARGET_MS);
        report.p99TargetMs = P99_TARGET_MS;
        report.p99TargetMet = p99Met;
        console.log(
          `p99 at or under ${P99_TARGET_MS} ms at ${OPTIONS.connections} connections: ${p99Met ? 'met' : 'MISSED'} (${hot.map((row) => `${row.p99Ms} ms`).join(', ')}).`,
        );

        console.log(`Soak: all ${scenarios.length} reads at once, ${OPTIONS.soakConnections} connections for ${OPTIONS.soakDuration} s...`);
        const { result: soaked, cpu } = await measureCpuShare(service.pid, () =>
          soak(scenarios, token, OPTIONS.soakConnections, OPTIONS.soakDuration),
        );
        printLoadTable(`${target.label}: soak`, soaked);
        report.soak = { connections: OPTIONS.soakConnections, durationSeconds: OPTIONS.soakDuration, scenarios: soaked, cpu };
        ok &&= failedRows(soaked).length === 0;
      }
      if (target.server) report.restart = await crashUnderWrites(target.server, service.url, token, target.databaseUrl!);
      ok &&= !report.restart || (report.restart as { lost: number }).lost === 0;
    } finally {
      await service.stop();
    }
    const file = resultsFile(target.file);
    mkdirSync(join(file, '..'), { recursive: true });
    const machine = { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? 'unknown', node: process.version };
    const cores =
      "Load generator (autocannon, in the bench process), service (its own process) and PostgreSQL (its own processes) share the cores; nothing is pinned. cpu gives each one's CPU seconds.";
    const header = {
      measuredOn: new Date().toISOString(),
      machine,
      cores,
      database: target.label,
      seed: { extraClients: OPTIONS.clients, milliseconds: seed.milliseconds, counts: seed.counts },
      serviceStartMs,
      load: { connections: OPTIONS.connections, durationSeconds: OPTIONS.duration },
    };
    writeFileSync(file, `${JSON.stringify({ ...header, ...report }, null, 2)}\n`);
    console.log(`Results written to ${file}.`);
    if (!ok) console.error(`${target.label}: errors, timeouts, non-2xx answers, no answers or lost writes (see above).`);
    return ok;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Writers save keyword lists while the bench crashes PostgreSQL; afterwards every acknowledged one must be there. */
async function crashUnderWrites(server: PostgresServer, serviceUrl: string, token: string, databaseUrl: string) {
  console.log('Restart: 32 writers save keyword lists; PostgreSQL is killed (immediate stop) after 2 s and started again 1 s later...');
  const run = await writeThroughCrash({
    serviceUrl,
    token,
    clientId: clientIdOf(MAIN_CLIENT),
    writers: 32,
    crashAfterMs: 2000,
    crash: () => server.crashAndRestart({ downMs: 1000 }),
    writeAfterRestartMs: 3000,
  });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const stored = (await client.query<{ name: string }>(STORED_CRASH_WRITES_SQL)).rows.map((row) => row.name);
  await client.end();
  const byStatus: Record<string, number> = {};
  for (const outcome of run.refused) byStatus[outcome.status] = (byStatus[outcome.status] ?? 0) + 1;
  const restart = {
    writes: run.outcomes.length,
    acknowledged: run.acknowledged.length,
    refusedByStatus: byStatus,
    lost: lostWrites(run, stored).length,
    lastWritesAcknowledged: run.lastWrites.filter((outcome) => outcome.acknowledged).length,
    writers: run.lastWrites.length,
  };
  console.log(
    `Restart: ${restart.writes} writes, ${restart.acknowledged} acknowledged, refused by status ${JSON.stringify(byStatus)}, ${restart.lost} acknowledged writes lost; ${restart.lastWritesAcknowledged} of ${restart.writers} writers' last writes acknowledged after the restart.`,
  );
  return restart;
}

async function main(): Promise<number> {
  let ok = await benchTarget({ label: 'PGlite (embedded PostgreSQL) in a temporary folder', file: 'server.json' });
  if (process.env.BENCH_DATABASE_URL) {
    return (await benchTarget({
      label: 'PostgreSQL server (BENCH_DATABASE_URL)',
      file: 'server-postgres.json',
      databaseUrl: process.env.BENCH_DATABASE_URL,
    })) && ok
      ? 0
      : 1;
  }
  if (!postgresBinDir()) {
    console.log(
      '\nNo PostgreSQL server is installed, so the PostgreSQL figures, the soak and the restart are skipped: `apt-get install -y postgresql`, or set BENCH_DATABASE_URL.',
    );
    return ok ? 0 : 1;
  }
  const server = await startPostgresServer({ maxConnections: 100 });
  try {
    ok =
      (await benchTarget({
        label: `PostgreSQL ${postgresBinDir()!.split('/').at(-2)} server started by the bench`,
        file: 'server-postgres.json',
        databaseUrl: server.url,
        server,
      })) && ok;
  } finally {
    await server.stop();
  }
  return ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
