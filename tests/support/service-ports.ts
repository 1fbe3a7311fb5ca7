// The ports test services listen on. A service's origin names its port and the seeded demo names its origin (image
// addresses, the approvals' hashes over them), so a database seeded for one origin serves only a service on that
// port. Each test process therefore takes its ports from a few of its own, the same ones file after file, and a
// service on a port used before starts from a copy of the database seeded for it (seeded-template.ts) instead of
// seeding again.
import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { freePort } from '../../scripts/free-port.ts';
import { SEEDED_DIR_VARIABLE } from './database-template.ts';

/** Set by the run's global setup (database-template-setup.ts): the first port of the run's block. */
export const PORT_BASE_VARIABLE = 'FP_TEST_PORT_BASE';
/** Ports per test process: a file seldom runs more than two services at once. */
const PORTS_PER_PROCESS = 8;
/** Below Linux's ephemeral range (32768 and up), so the system never hands these out to other programs' sockets. */
const FIRST_BASE = 20_000;
/** Blocks per run: more than vitest's processes over a whole run (a block is never given back during the run). */
export const MAX_PROCESSES = 24;
/** Below 32768 with the run's blocks. */
const BASES = Math.floor((32_768 - FIRST_BASE) / (PORTS_PER_PROCESS * MAX_PROCESSES));

/** A block of ports for one run, chosen at random so that runs in other worktrees on the machine rarely meet. */
export function chooseRunPortBase(): number {
  return FIRST_BASE + Math.floor(Math.random() * BASES) * PORTS_PER_PROCESS * MAX_PROCESSES;
}

let claimedBlock: number | null | undefined;

/**
 * This process's block of the run: the first one no other process has claimed, by creating its lock file in the
 * run's folder (exclusively, so two processes never share one whatever ids vitest gives its workers, in whichever
 * projects run side by side). Null when every block is taken.
 */
function ownBlock(): number | null {
  if (claimedBlock !== undefined) return claimedBlock;
  const folder = process.env[SEEDED_DIR_VARIABLE];
  claimedBlock = null;
  if (!folder) return claimedBlock;
  const locks = join(folder, 'port-blocks');
  mkdirSync(locks, { recursive: true });
  for (let block = 0; block < MAX_PROCESSES; block += 1) {
    try {
      const lock = openSync(join(locks, String(block)), 'wx');
      writeSync(lock, String(process.pid));
      closeSync(lock);
      return (claimedBlock = block);
    } catch {
      // Another process holds it.
    }
  }
  return claimedBlock;
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
  const block = Number.isInteger(base) && base > 0 ? ownBlock() : null;
  if (block !== null) {
    for (let slot = 0; slot < PORTS_PER_PROCESS; slot += 1) {
      const port = base + block * PORTS_PER_PROCESS + slot;
      if (taken.has(port) || !(await canListen(port))) continue;
      taken.add(port);
      return { port, release: () => void taken.delete(port) };
    }
  }
  return { port: await freePort(), release: () => undefined };
}
