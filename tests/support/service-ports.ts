// The ports test services listen on. A service's origin names its port and the seeded demo names its origin (image
// addresses, the approvals' hashes over them), so a database seeded for one origin serves only a service on that
// port. Each test process therefore takes its ports from a few of its own, the same ones file after file, and a
// service on a port used before starts from a copy of the database seeded for it (seeded-template.ts) instead of
// seeding again.
import { createServer } from 'node:net';
import { freePort } from '../../scripts/free-port.ts';

/** Set by the run's global setup (database-template-setup.ts): the first port of the run's block. */
export const PORT_BASE_VARIABLE = 'FP_TEST_PORT_BASE';
/** Ports per test process: a file seldom runs more than two services at once. */
const PORTS_PER_PROCESS = 8;
/** Below Linux's ephemeral range (32768 and up), so the system never hands these out to other programs' sockets. */
const FIRST_BASE = 20_000;
const BASES = 120;
/** Vitest runs at most this many test processes at once. */
export const MAX_PROCESSES = 8;

/** A block of ports for one run, chosen at random so that runs in other worktrees on the machine rarely meet. */
export function chooseRunPortBase(): number {
  return FIRST_BASE + Math.floor(Math.random() * BASES) * PORTS_PER_PROCESS * MAX_PROCESSES;
}

const taken = new Set<number>();

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * A port for a test service: the first of this process's ports that nothing listens on and no service of this
 * process holds; any free port outside a test run, or when all of them are busy. `release` gives it back.
 */
export async function servicePort(): Promise<{ port: number; release(): void }> {
  const base = Number(process.env[PORT_BASE_VARIABLE]);
  const worker = Number(process.env.VITEST_POOL_ID ?? 0) % MAX_PROCESSES;
  if (Number.isInteger(base) && base > 0) {
    for (let slot = 0; slot < PORTS_PER_PROCESS; slot += 1) {
      const port = base + worker * PORTS_PER_PROCESS + slot;
      if (taken.has(port) || !(await canListen(port))) continue;
      taken.add(port);
      return { port, release: () => void taken.delete(port) };
    }
  }
  return { port: await freePort(), release: () => undefined };
}
