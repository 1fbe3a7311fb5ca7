import { readdirSync, readFileSync } from 'node:fs';

// Linux counts process CPU time in clock ticks of 1/100 s (USER_HZ).
const TICKS_PER_SECOND = 100;

/** CPU seconds a process has used (user + system), from /proc; 0 once it is gone. */
function processCpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** Every PostgreSQL server process on this machine (the postmaster and its backends). */
function postgresPids(): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    })
    .map(Number);
}

export interface CpuShare {
  loadGeneratorSeconds: number;
  serviceSeconds: number;
  postgresSeconds: number;
  wallSeconds: number;
}

/**
 * How the machine's cores were shared while `work` ran: CPU seconds of the load generator (this process),
 * the service's process and PostgreSQL's processes (backends that ended meanwhile are missed, so that figure
 * is a floor).
 */
export async function measureCpuShare<T>(servicePid: number, work: () => Promise<T>): Promise<{ result: T; cpu: CpuShare }> {
  const postgresBefore = new Map(postgresPids().map((pid) => [pid, processCpuSeconds(pid)]));
  const serviceBefore = processCpuSeconds(servicePid);
  const ownBefore = process.cpuUsage();
  const began = performance.now();
  const result = await work();
  const own = process.cpuUsage(ownBefore);
  const postgresSeconds = postgresPids().reduce((sum, pid) => sum + processCpuSeconds(pid) - (postgresBefore.get(pid) ?? 0), 0);
  const round = (seconds: number) => Math.round(seconds * 10) / 10;
  return {
    result,
    cpu: {
      loadGeneratorSeconds: round((own.user + own.system) / 1e6),
      serviceSeconds: round(processCpuSeconds(servicePid) - serviceBefore),
      postgresSeconds: round(postgresSeconds),
      wallSeconds: round((performance.now() - began) / 1000),
    },
  };
}
