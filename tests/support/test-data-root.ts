import { accessSync, constants, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';

/** Room the tests' databases need there: the templates of a run's origins and the services running at once. */
const NEEDED_BYTES = 4 * 1024 ** 3;
const MEMORY_FOLDER = '/dev/shm';

/**
 * Where the test services' databases live (the templates and each service's copy): in memory when the machine has
 * room there, else the system's temporary folder. A fresh database is a copy of the seeded demo (69 MB), and a run
 * makes about a hundred of them; on this machine's disk a copy took 1.15 s of system time, in /dev/shm 0.08 s, and
 * every write of every test service lands there too.
 */
export const TEST_DATA_ROOT = chooseRoot();

function chooseRoot(): string {
  try {
    const space = statfsSync(MEMORY_FOLDER);
    accessSync(MEMORY_FOLDER, constants.W_OK);
    if (space.bavail * space.bsize >= NEEDED_BYTES) return MEMORY_FOLDER;
  } catch {
    // No such folder (not Linux), or not ours to write.
  }
  return tmpdir();
}
